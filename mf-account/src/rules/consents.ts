import { CONSENT_FLAGS, type ConsentFlag } from 'shared-contracts';

export interface ConsentText {
  readonly label: string;
  readonly description: string;
}

/** Norwegian label and description of every consent flag of spec §3. */
export const CONSENT_TEXTS: Readonly<Record<ConsentFlag, ConsentText>> = Object.freeze({
  club: {
    label: 'Kundeklubben',
    description: 'Medlemstilbud og fordeler i kundeklubben.',
  },
  marketing: {
    label: 'Tilpasset markedsføring',
    description: 'Tilbud som passer til det du har kjøpt hos oss.',
  },
  newsletter: {
    label: 'Nyhetsbrev på e-post',
    description: 'Nyheter, kampanjer og inspirasjon.',
  },
  event_invite: {
    label: 'Invitasjoner til arrangementer',
    description: 'Åpninger, kundekvelder og andre arrangementer i butikkene.',
  },
  birthday_gift: {
    label: 'Bursdagsgave',
    description: 'En hilsen og et tilbud når du har bursdag.',
  },
  cookie_default: {
    label: 'Grunnleggende informasjonskapsler',
    description: 'Husker valgene dine på nettsiden, for eksempel handlekurven.',
  },
  cookie_ga: {
    label: 'Google Analytics',
    description: 'Anonym statistikk om hvordan nettsiden brukes.',
  },
  cookie_google_tag_manager: {
    label: 'Google Tag Manager',
    description: 'Styrer måle- og markedsføringsverktøyene på nettsiden.',
  },
  cookie_meta_pixel: {
    label: 'Meta Pixel',
    description: 'Måler effekten av annonsene våre på Facebook og Instagram.',
  },
});

/** Flags about what we send the customer; the rest are cookie consents. */
export const COMMUNICATION_FLAGS: readonly ConsentFlag[] = CONSENT_FLAGS.filter(
  (flag) => !flag.startsWith('cookie_'),
);
export const COOKIE_FLAGS: readonly ConsentFlag[] = CONSENT_FLAGS.filter((flag) =>
  flag.startsWith('cookie_'),
);
