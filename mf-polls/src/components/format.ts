/**
 * Dates of calendar doors as a Norwegian reader writes them ('3. desember'). The shop's days are
 * Norwegian days: a door "opens today" by the clock in Oslo, wherever the browser happens to be.
 */
export const POLL_TIME_ZONE = 'Europe/Oslo';

export const doorDate = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  timeZone: POLL_TIME_ZONE,
});

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: POLL_TIME_ZONE,
});

/** 'YYYY-MM-DD' of an instant in Oslo: two instants on the same Norwegian day share it. */
export const dayKey = (date: Date): string => dayKeyFormat.format(date);

/** '3. desember' of an ISO date (empty for a date the browser cannot read). */
export function formatDoorDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : doorDate.format(date);
}
