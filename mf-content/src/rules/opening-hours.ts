import type { OpeningHours } from 'shared-contracts';

/** Shops keep Norwegian time whatever the visitor's clock says. */
const SHOP_TIME_ZONE = 'Europe/Oslo';
const WEEKDAY_NUMBER: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

export interface ShopClock {
  /** 'YYYY-MM-DD' in Oslo. */
  readonly date: string;
  /** 1 = Monday … 7 = Sunday. */
  readonly day: number;
  /** Minutes since midnight in Oslo. */
  readonly minutes: number;
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function shopClock(now: Date): ShopClock {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAY_NUMBER[parts.weekday ?? ''] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export interface DayHours {
  readonly opens: string | null;
  readonly closes: string | null;
  /** The special day's name ('Julaften') when the regular hours do not apply. */
  readonly label: string | null;
}

/** The hours of one calendar day: a special day's own hours, else the weekday's. */
export function hoursOn(hours: OpeningHours, date: string, day: number): DayHours {
  const special = hours.exceptions.find((e) => e.date === date);
  if (special) return { opens: special.opens, closes: special.closes, label: special.label };
  const regular = hours.regular.find((d) => d.day === day);
  return { opens: regular?.opens ?? null, closes: regular?.closes ?? null, label: null };
}

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export function isOpenAt(day: DayHours, minutes: number): boolean {
  if (!day.opens || !day.closes) return false;
  return minutes >= toMinutes(day.opens) && minutes < toMinutes(day.closes);
}

/** 'Åpen nå, til 20:00', 'Stengt nå, åpner 10:00', 'Stengt i dag (Julaften)'. */
export function openNowText(day: DayHours, minutes: number): string {
  const why = day.label ? ` (${day.label})` : '';
  if (!day.opens || !day.closes) return `Stengt i dag${why}`;
  if (isOpenAt(day, minutes)) return `Åpen nå, til ${day.closes}${why}`;
  return minutes < toMinutes(day.opens) ? `Stengt nå, åpner ${day.opens}${why}` : `Stengt nå${why}`;
}

export function hoursText(day: DayHours): string {
  return day.opens && day.closes ? `${day.opens}–${day.closes}` : 'Stengt';
}

/** Special days from today on, soonest first (past ones are no longer news). */
export function upcomingSpecialDays(
  hours: OpeningHours,
  today: string,
): OpeningHours['exceptions'] {
  return hours.exceptions
    .filter((e) => e.date >= today)
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date));
}
