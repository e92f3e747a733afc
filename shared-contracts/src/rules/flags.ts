/** Reads a legacy 0/1-or-boolean flag; anything but `true`/1 is off. */
export function isOn(flag: boolean | number | null | undefined): boolean {
  return flag === true || flag === 1;
}
