import { formatPrice, LOCALE } from 'shared-contracts';
import { kronerToOre } from './history';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '12. mars 2025' (nb-NO); the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** History amounts are kroner (spec §3 "Order"); formatPrice takes øre. */
export function formatKroner(kroner: number): string {
  return formatPrice(kronerToOre(kroner));
}
