import { endOfDayIfDateOnly } from './discount';
import { isOn } from './flags';

export interface SectionActive {
  readonly activated: boolean | number;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
}

/**
 * A home section shows only when activated and, when both dates exist, now lies within them
 * (a date-only end date includes that whole day).
 */
export function isSectionVisible(active: SectionActive, now: Date = new Date()): boolean {
  if (!isOn(active.activated)) return false;
  if (!active.startDate || !active.endDate) return true;
  const start = Date.parse(active.startDate);
  const end = endOfDayIfDateOnly(active.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start && t <= end;
}

export interface HomePageCandidate {
  readonly name: string;
  readonly pageid: number;
  readonly active: boolean | number;
}

/** The home page: among active pages named 'homescreen…', the highest pageid wins. */
export function chooseHomePage<P extends HomePageCandidate>(pages: readonly P[]): P | null {
  let chosen: P | null = null;
  for (const page of pages) {
    if (!isOn(page.active) || !page.name.startsWith('homescreen')) continue;
    if (chosen === null || page.pageid > chosen.pageid) chosen = page;
  }
  return chosen;
}
