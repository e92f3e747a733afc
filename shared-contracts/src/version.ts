/**
 * Version of the contract between shell, remotes and API. Bump the major on any breaking change
 * of events, stores, schemas or `PageProps`: the shell refuses remotes whose declared range does
 * not accept it, instead of failing at random later.
 */
export const CONTRACT_VERSION = '1.3.0';

type Triple = readonly [number, number, number];
/** A half-open interval [min, max); `max` undefined means unbounded. */
interface Interval {
  readonly min: Triple;
  readonly minInclusive: boolean;
  readonly max?: Triple;
  readonly maxInclusive?: boolean;
}

const VERSION_RE = /^v?(\d+)\.(\d+)\.(\d+)$/;
const PARTIAL_RE = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/;

function parseVersion(version: string): Triple | null {
  const m = VERSION_RE.exec(version.trim());
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Parses `1`, `1.2`, `1.2.3`, `1.x`, `*`: returns the given numeric parts (wildcards end it). */
function parsePartial(text: string): number[] | null {
  const m = PARTIAL_RE.exec(text);
  if (!m) return null;
  const parts: number[] = [];
  for (const part of [m[1], m[2], m[3]]) {
    if (part === undefined || /[xX*]/.test(part)) break;
    parts.push(Number(part));
  }
  return parts;
}

function toTriple(parts: number[]): Triple {
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** Upper bound (exclusive) of a partial version: `1` → 2.0.0, `1.2` → 1.3.0. */
function bumpPartial(parts: number[]): Triple | undefined {
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return [(parts[0] ?? 0) + 1, 0, 0];
  if (parts.length === 2) return [parts[0] ?? 0, (parts[1] ?? 0) + 1, 0];
  return undefined;
}

function caret(parts: number[]): Interval {
  const min = toTriple(parts);
  const [major, minor, patch] = min;
  // ^0.x pins the minor and ^0.0.x the patch: below 1.0.0 every minor may break.
  let max: Triple;
  if (major > 0 || parts.length === 1) max = [major + 1, 0, 0];
  else if (minor > 0 || parts.length === 2) max = [0, minor + 1, 0];
  else max = [0, 0, patch + 1];
  return { min, minInclusive: true, max, maxInclusive: false };
}

function tilde(parts: number[]): Interval {
  const min = toTriple(parts);
  const max: Triple = parts.length <= 1 ? [min[0] + 1, 0, 0] : [min[0], min[1] + 1, 0];
  return { min, minInclusive: true, max, maxInclusive: false };
}

const ANY: Interval = { min: [0, 0, 0], minInclusive: true };

/** One comparator (`>=1.2.3`, `^1.2.3`, `1.x`, ...) as an interval, or null when unparsable. */
function parseComparator(token: string): Interval | null {
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(token);
  if (!m) return null;
  const op = m[1] ?? '';
  const parts = parsePartial(m[2] ?? '');
  if (!parts) return null;
  switch (op) {
    case '^':
      return caret(parts);
    case '~':
      return tilde(parts);
    case '>=':
      return { min: toTriple(parts), minInclusive: true };
    case '>': {
      // `>1.2` means above every 1.2.x, i.e. >=1.3.0.
      const bumped = parts.length < 3 ? bumpPartial(parts) : undefined;
      if (parts.length < 3) return bumped ? { min: bumped, minInclusive: true } : null;
      return { min: toTriple(parts), minInclusive: false };
    }
    case '<':
      return { ...ANY, max: toTriple(parts), maxInclusive: false };
    case '<=': {
      const bumped = parts.length < 3 ? bumpPartial(parts) : undefined;
      if (parts.length < 3) return { ...ANY, max: bumped, maxInclusive: false };
      return { ...ANY, max: toTriple(parts), maxInclusive: true };
    }
    default: {
      // Bare or `=`: exact when complete, otherwise an x-range (`1` = 1.x.x, `1.2` = 1.2.x).
      if (parts.length === 3) {
        const v = toTriple(parts);
        return { min: v, minInclusive: true, max: v, maxInclusive: true };
      }
      return {
        min: toTriple(parts),
        minInclusive: true,
        max: bumpPartial(parts),
        maxInclusive: false,
      };
    }
  }
}

function inInterval(v: Triple, interval: Interval): boolean {
  const lo = compare(v, interval.min);
  if (lo < 0 || (lo === 0 && !interval.minInclusive)) return false;
  if (!interval.max) return true;
  const hi = compare(v, interval.max);
  return hi < 0 || (hi === 0 && interval.maxInclusive === true);
}

/**
 * Whether `version` (x.y.z) satisfies `range`. Supports exact versions, `^`, `~`, comparator
 * sets such as `>=1.2.0 <2.0.0`, wildcards (`1`, `1.2`, `1.x`, `*`) and `||` alternatives.
 * Written here (instead of depending on npm's semver) because the shell only needs this subset
 * and it runs in every browser. Unparsable input never satisfies.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  const alternatives = range.split('||').map((alt) => alt.trim());
  return alternatives.some((alt) => {
    if (alt === '' || alt === '*') return alt === '*';
    // Allow `>= 1.2.3` written with a space after the operator.
    const tokens = alt.replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/);
    const intervals = tokens.map(parseComparator);
    return intervals.every((interval) => interval !== null && inInterval(v, interval));
  });
}

/** Whether a remote built against `range` can run with this copy of the contract. */
export function isContractCompatible(range: string): boolean {
  return satisfiesRange(CONTRACT_VERSION, range);
}
