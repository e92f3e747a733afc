/**
 * Everything the shop stores in the visitor's browser, with its purpose and consent category:
 * the /cookies page lists it, and tests check that no key is stored without being listed here.
 */
import { CONSENT_ANSWERED_COOKIE, type CookieFlag } from '../rules/consent';
import { STORAGE_KEYS } from './storage-keys';

export type StorageCategory = 'necessary' | CookieFlag;

export interface CookieCategory {
  readonly id: StorageCategory;
  readonly label: string;
  readonly description: string;
}

/** The banner's and the /cookies page's categories; 'necessary' cannot be switched off. */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: 'necessary',
    label: 'Nødvendige',
    description:
      'Handlekurven, innloggingen, sikkerheten og valget du gjør her. Uten dem virker ikke nettbutikken, og de kan ikke slås av.',
  },
  {
    id: 'cookie_default',
    label: 'Grunnleggende',
    description:
      'Husker valg som gjør siden enklere å bruke, for eksempel posisjonen din og adresser du har søkt etter i butikkfinneren.',
  },
  {
    id: 'cookie_ga',
    label: 'Google Analytics',
    description: 'Anonym statistikk om hvordan nettsiden brukes.',
  },
  {
    id: 'cookie_google_tag_manager',
    label: 'Google Tag Manager',
    description: 'Styrer måle- og markedsføringsverktøyene på nettsiden.',
  },
  {
    id: 'cookie_meta_pixel',
    label: 'Meta Pixel',
    description: 'Måler effekten av annonsene våre på Facebook og Instagram.',
  },
];

export interface StoredItem {
  readonly name: string;
  readonly kind: 'cookie' | 'localStorage' | 'sessionStorage';
  readonly category: StorageCategory;
  readonly purpose: string;
  readonly lifetime: string;
}

const UNTIL_CLEARED = 'Til du tømmer nettleseren';
const SESSION = 'Til fanen lukkes';

const local = (
  name: string,
  purpose: string,
  category: StorageCategory = 'necessary',
): StoredItem => ({ name, kind: 'localStorage', category, purpose, lifetime: UNTIL_CLEARED });

export const SITE_STORAGE: readonly StoredItem[] = [
  {
    name: 'sid',
    kind: 'cookie',
    category: 'necessary',
    purpose:
      'Øktnøkkel: holder deg innlogget og beskytter skjemaene mot forfalskede forespørsler (CSRF). Kan ikke leses av skript.',
    lifetime: '14 dager etter siste besøk',
  },
  {
    name: 'csrf',
    kind: 'cookie',
    category: 'necessary',
    purpose:
      'Beskytter skjemaene mot forfalskede forespørsler (CSRF) før du har logget inn. Kan ikke leses av skript.',
    lifetime: '14 dager',
  },
  local(
    STORAGE_KEYS.cookieConsent,
    'Valget ditt om informasjonskapsler, så vi ikke spør på hver side.',
  ),
  {
    name: CONSENT_ANSWERED_COOKIE,
    kind: 'cookie',
    category: 'necessary',
    purpose:
      'At du har svart på spørsmålet om informasjonskapsler (ikke hva du svarte), så siden kan vises uten spørsmålet fra første stund.',
    lifetime: '1 år',
  },
  local(STORAGE_KEYS.user, 'Hvem som er logget inn, så siden viser riktig konto.'),
  local(STORAGE_KEYS.orders, 'Varene i handlekurven.'),
  local(STORAGE_KEYS.count, 'Antall varer i handlekurven.'),
  local(STORAGE_KEYS.total, 'Summen i handlekurven.'),
  local(STORAGE_KEYS.shipping, 'Valgt fraktmåte.'),
  local(STORAGE_KEYS.discount, 'Rabatten fra en rabattkode.'),
  local(STORAGE_KEYS.activePromocode, 'Rabattkoden du har lagt inn.'),
  local(STORAGE_KEYS.selectedShop, 'Butikken du sist valgte for en vare.'),
  local(STORAGE_KEYS.cartErrors, 'Varer i handlekurven som ikke lenger kan kjøpes.'),
  local(STORAGE_KEYS.client, 'Kontaktopplysningene du fylte ut i kassen.'),
  local(STORAGE_KEYS.orderInfo, 'Levering eller Klikk & Hent per butikk i kassen.'),
  local(STORAGE_KEYS.klarnaOrders, 'Ordrene som venter på betaling med Klarna.'),
  local(STORAGE_KEYS.vippsOrders, 'Ordrene som venter på betaling med Vipps.'),
  local(STORAGE_KEYS.favourites, 'Varene du har merket som favoritter.'),
  local(
    STORAGE_KEYS.position,
    'Posisjonen du sist brukte i butikkfinneren (postnummer eller omtrentlig punkt).',
    'cookie_default',
  ),
  local(
    STORAGE_KEYS.knownAddresses,
    'De siste adressene og postnumrene du har søkt etter, så de ikke må slås opp igjen.',
    'cookie_default',
  ),
  local(
    'mf-overrides',
    'Bare i testmiljøer: hvilken versjon av en del av siden nettleseren skal laste.',
  ),
  {
    name: 'breadcrumbs',
    kind: 'sessionStorage',
    category: 'necessary',
    purpose: 'Sidene du har besøkt, for brødsmulestien øverst på siden.',
    lifetime: SESSION,
  },
  {
    name: 'sh-scroll-positions',
    kind: 'sessionStorage',
    category: 'necessary',
    purpose: 'Hvor langt ned du hadde rullet, så «tilbake» kommer til samme sted.',
    lifetime: SESSION,
  },
];
