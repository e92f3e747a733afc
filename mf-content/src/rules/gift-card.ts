import type { ApiError } from 'shared-contracts';

/** The Norwegian sentence for a refused balance check (external-apis §5 statuses). */
export function giftCardFailure(error: ApiError): string {
  switch (error.status) {
    case 404:
      return 'Vi fant ikke et gavekort med dette nummeret og denne PIN-koden. Sjekk begge og prøv igjen.';
    case 410:
      return 'Gavekortet er utløpt og kan ikke brukes lenger.';
    case 423:
      return 'Gavekortet er sperret. Ta kontakt med kundeservice.';
    case 429:
      return 'For mange forsøk. Vent 15 minutter og prøv igjen.';
    default:
      return error.message;
  }
}

const dateFormat = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateOnlyFormat = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '5. mai 2027'; a date-only value is a calendar day, not an instant in some time zone. */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dateOnlyFormat : dateFormat).format(date);
}
