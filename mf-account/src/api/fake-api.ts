/**
 * Test support (never imported by production code): schema-valid fixtures and a fake /api/v1
 * behind the global fetch the shared ky client uses, so components are tested through their
 * real API modules and the real contract validation.
 */
import {
  $favourites,
  clearAlerts,
  clearUser,
  setUser,
  type Customer,
  type HistoryOrder,
  type HistoryReservation,
  type Review,
  type Shop,
} from 'shared-contracts';

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    firstname: 'Kari',
    surname: 'Nordmann',
    auth_id: 'c0ffee00-0000-4000-8000-000000000007',
    email: 'kari@example.no',
    phone: '41234567',
    birth_date: '1990-04-01',
    gender_id: 2,
    cookies: null,
    permissions: null,
    terms_conditions: 1,
    verified: true,
    phone_verified: false,
    address: { addr: 'Storgata 1', postnr: '0150' },
    city: 'OSLO',
    preferences: null,
    club: true,
    marketing: false,
    newsletter: false,
    event_invite: false,
    birthday_gift: false,
    cookie_default: true,
    cookie_ga: false,
    cookie_google_tag_manager: false,
    cookie_meta_pixel: false,
    ...overrides,
  };
}

/** Logs the customer in on the client (as the shell's user loading would). */
export function logIn(overrides: Partial<Customer> = {}): Customer {
  const customer = makeCustomer(overrides);
  setUser(customer);
  return customer;
}

export function makeOrder(overrides: Partial<HistoryOrder> = {}): HistoryOrder {
  return {
    id: 1,
    no: 'B-1001',
    shopNo: 11,
    net_amount: 799.2,
    total: 999,
    date: '2025-03-10T10:00:00.000Z',
    articles: [
      {
        ArticleID: 501,
        ArticleName: 'Løpesko Fart',
        Total: 999,
        Size: '42',
        Color: 'Svart',
        GenderID: 1,
        EAN: '7000000000011',
        Quantity: 1,
        Price: 999,
      },
    ],
    ...overrides,
  };
}

export function makeReservation(overrides: Partial<HistoryReservation> = {}): HistoryReservation {
  return {
    id: 1,
    shopID: 3,
    customerID: 7,
    statusID: 1,
    name: 'Kari Nordmann',
    email: 'kari@example.no',
    phone: '41234567',
    delivery: false,
    address: null,
    city: null,
    zipcode: null,
    total: 249.5,
    trackingUrl: null,
    pickupCode: 'HK-4821',
    articles: [
      {
        ArticleID: 777,
        ArticleName: 'Tursokk Ull',
        EAN: '7000000000028',
        Size: '39-42',
        Color: null,
        Quantity: 2,
        Price: 124.75,
      },
    ],
    date: '2025-03-12T09:00:00.000Z',
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 90,
    content: 'Gode sko, passer fint.',
    reply: null,
    customer: 'Kari',
    rating: 4,
    approved: true,
    created_at: '2025-03-20T12:00:00.000Z',
    reviewable_id: 501,
    reviewable_type: 'article',
    true_to_size: 0,
    size_color: 'Str. 42, Svart',
    anonymous: false,
    ...overrides,
  };
}

export function makeShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 3,
    no: 11,
    name: 'Oslo City',
    fullName: 'Bare lave priser Oslo City',
    orgNo: '999999999',
    description: '',
    openingHours: { regular: [], exceptions: [] },
    mapLink: null,
    postNo: '0154',
    postPlace: 'OSLO',
    address: 'Stenersgata 1',
    email: 'oslo@example.no',
    phone: '22000000',
    messenger: null,
    chain: 1,
    coords: { lat: 59.91, lon: 10.75 },
    distance: null,
    clickAndCollect: true,
    ...overrides,
  };
}

/** A page answer of the history and review calls. */
export function page<T>(data: T[], current = 1, last = 1, total = data.length) {
  return { data, meta: { current_page: current, last_page: last, total } };
}

export { answer, installFakeApi } from 'tooling/testing/fake-api';
export type { FakeHandler, FakeRequest } from 'tooling/testing/fake-api';

/** A clean user, favourites and alert queue between tests. */
export function resetStores(): void {
  clearUser();
  $favourites.set([]);
  clearAlerts();
  localStorage.clear();
}
