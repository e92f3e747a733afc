/** Demo customers, their reviews, orders and reservations. */
import type { ArticleMeta } from './gen-catalog';
import type { Rng } from './random';
import { addDays, startOfDayUtc } from './text';
import type { DemoCustomer, SeedData, VariantColumns } from './types';

/** Documented demo login (README / report). */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_EMAIL = 'demo@barelavepriser.no';
/** Logged in but has not accepted the terms: exercises the accept-terms guard. */
export const DEMO_NEW_EMAIL = 'ny@barelavepriser.no';
/** Also has not accepted the terms: kept for the journey that accepts them (the other stays pending). */
export const DEMO_TERMS_EMAIL = 'vilkar@barelavepriser.no';

const REVIEWERS = [
  ['Ola', 'Hansen'],
  ['Ingrid', 'Johansen'],
  ['Lars', 'Olsen'],
  ['Sofie', 'Larsen'],
  ['Magnus', 'Andersen'],
  ['Nora', 'Pedersen'],
  ['Emil', 'Nilsen'],
  ['Ida', 'Kristiansen'],
  ['Henrik', 'Jensen'],
  ['Thea', 'Karlsen'],
] as const;

const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Helt perfekt! Sitter som støpt og holder god kvalitet.',
    'Beste kjøpet i år. Anbefales på det sterkeste.',
    'Superfornøyd, og prisen var veldig bra.',
  ],
  4: [
    'Veldig bra, men litt liten i størrelsen.',
    'God kvalitet for prisen. Rask levering.',
    'Fornøyd, bruker den nesten hver dag.',
  ],
  3: ['Helt grei, men ikke mer enn det.', 'Ok kvalitet. Fargen var litt annerledes enn på bildet.'],
  2: ['Ble slitt fortere enn forventet.', 'Passet dårlig, måtte returnere.'],
  1: ['Dessverre ikke fornøyd. Gikk i stykker etter kort tid.'],
};

const REPLIES = [
  'Takk for tilbakemeldingen!',
  'Så bra at du er fornøyd – god tur!',
  'Beklager! Ta kontakt med kundeservice, så ordner vi det.',
];

function baseCustomer(
  id: number,
  firstname: string,
  surname: string,
  email: string,
  created: Date,
): DemoCustomer {
  return {
    id,
    authId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    firstname,
    surname,
    email,
    phone: `4${String(1000000 + id * 7919).slice(-7)}`,
    birthDate: null,
    genderId: null,
    password: DEMO_PASSWORD,
    termsConditions: 1,
    verified: true,
    address: null,
    postnr: null,
    city: null,
    permissions: {},
    preferences: {},
    createdAt: created,
    updatedAt: created,
  };
}

export function generateCustomers(now: Date): DemoCustomer[] {
  const created = addDays(startOfDayUtc(now), -400);
  const demo: DemoCustomer = {
    ...baseCustomer(1, 'Kari', 'Nordmann', DEMO_EMAIL, created),
    phone: '41234567',
    birthDate: '1988-05-17',
    genderId: 2,
    address: 'Storgata 1',
    postnr: '0155',
    city: 'OSLO',
    club: true,
    marketing: true,
    newsletter: true,
    eventInvite: false,
    birthdayGift: true,
    cookieDefault: true,
    cookieGa: true,
    permissions: { sms: true, email: true },
  };
  const fresh: DemoCustomer = {
    ...baseCustomer(2, 'Ola', 'Nordmann', DEMO_NEW_EMAIL, addDays(created, 390)),
    phone: '98765432',
    termsConditions: 0,
    verified: false,
  };
  const reviewers = REVIEWERS.map(([f, s], i) =>
    baseCustomer(
      i + 3,
      f,
      s,
      `${f.toLowerCase()}.${s.toLowerCase()}@example.no`,
      addDays(created, i * 10),
    ),
  );
  const accepting: DemoCustomer = {
    ...baseCustomer(
      reviewers.length + 3,
      'Vilde',
      'Vilkår',
      DEMO_TERMS_EMAIL,
      addDays(created, 395),
    ),
    phone: '98765433',
    termsConditions: 0,
  };
  return [demo, fresh, ...reviewers, accepting];
}

export function generateReviews(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
  customerIds: readonly number[],
): SeedData['reviews'] {
  const rrng = rng.fork('reviews');
  const pool = meta.filter((m) => m.visible);
  const reviewed = rrng.sample(pool, Math.min(3000, Math.max(30, Math.round(pool.length * 0.08))));
  const reviews: SeedData['reviews'] = [];
  for (const m of reviewed) {
    const n = rrng.int(1, 4);
    for (let k = 0; k < n; k++) {
      const rating = rrng.weighted([5, 4, 3, 2, 1], [45, 30, 13, 7, 5]);
      reviews.push({
        id: reviews.length + 1,
        articleId: m.id,
        customerId: rrng.pick(customerIds),
        content: rrng.pick(REVIEW_TEXTS[rating] ?? ['Ok.']),
        reply: rrng.chance(0.2) ? rrng.pick(REPLIES) : null,
        rating,
        // A few wait for moderation and must not be shown or counted.
        approved: rrng.chance(0.9),
        anonymous: rrng.chance(0.2),
        trueToSize: rrng.weighted([-1, 0, 1], [2, 6, 2]),
        sizeColor: null,
        createdAt: addDays(startOfDayUtc(now), -rrng.int(1, 300)),
      });
    }
  }
  return reviews;
}

/** Mean approved rating per article, one decimal; written onto articles.average_rating. */
export function averageRatings(reviews: SeedData['reviews']): Map<number, number> {
  const sums = new Map<number, { sum: number; n: number }>();
  for (const r of reviews) {
    if (!r.approved) continue;
    const s = sums.get(r.articleId) ?? { sum: 0, n: 0 };
    s.sum += r.rating;
    s.n += 1;
    sums.set(r.articleId, s);
  }
  return new Map([...sums].map(([id, s]) => [id, Math.round((s.sum / s.n) * 10) / 10]));
}

/** A purchase history for the demo customer so account screens are not empty. */
export function generateHistory(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
  variants: VariantColumns,
  shopIds: readonly number[],
  colourName: (id: number) => string,
  sizeName: (id: number) => string,
): Pick<SeedData, 'orders' | 'orderLines' | 'reservations' | 'reservationLines'> {
  const orng = rng.fork('history');
  const pool = meta.filter((m) => m.visible && m.purchasable);
  const orders: SeedData['orders'] = [];
  const orderLines: SeedData['orderLines'] = [];
  const reservations: SeedData['reservations'] = [];
  const reservationLines: SeedData['reservationLines'] = [];
  const today = startOfDayUtc(now);

  const lineFor = (m: ArticleMeta) => {
    const v = m.firstVariantId + orng.int(0, m.variantCount - 1) - 1; // column index
    return {
      articleId: m.id,
      variantId: variants.id[v] ?? m.firstVariantId,
      ean: variants.ean[v] ?? '',
      articleName: m.name,
      size: sizeName(variants.sizeId[v] ?? 0),
      color: colourName(variants.colourId[v] ?? 0),
      quantity: orng.int(1, 2),
      price: m.price,
    };
  };

  for (let i = 0; i < 4; i++) {
    const id = i + 1;
    const shopId = orng.pick(shopIds);
    const picked = orng.sample(pool, orng.int(1, 3));
    const lines = picked.map(lineFor);
    const net = lines.reduce((s, l) => s + l.price * l.quantity, 0);
    const delivery = i % 2 === 0;
    const shipping = delivery ? 19900 : 0;
    const created = addDays(today, -(20 + i * 37));
    orders.push({
      id,
      no: `W${String(100000 + id * 17).padStart(7, '0')}`,
      shopId,
      customerId: 1,
      status: 'paid',
      idempotencyKey: `seed-order-${id}`,
      netAmount: net,
      total: net + shipping,
      discount: 0,
      shippingMethodId: delivery ? 'delivery' : 'pickup',
      shippingPrice: shipping,
      promoCodeId: null,
      paymentMethod: i === 1 ? 'vipps' : 'klarna',
      providerReference: `seed-${id}`,
      customerName: 'Kari Nordmann',
      email: DEMO_EMAIL,
      phone: '41234567',
      delivery,
      address: delivery ? 'Storgata 1' : null,
      postalCode: delivery ? '0155' : null,
      city: delivery ? 'OSLO' : null,
      orderInfo: null,
      createdAt: created,
      paidAt: created,
    });
    lines.forEach((l, k) =>
      orderLines.push({
        orderId: id,
        genderId: picked[k]?.genderId ?? null,
        total: l.price * l.quantity,
        ...l,
      }),
    );
  }

  for (let i = 0; i < 2; i++) {
    const id = i + 1;
    const lines = orng.sample(pool, orng.int(1, 2)).map(lineFor);
    reservations.push({
      id,
      shopId: orng.pick(shopIds),
      customerId: 1,
      statusId: i === 0 ? 1 : 3,
      name: 'Kari Nordmann',
      email: DEMO_EMAIL,
      phone: '41234567',
      delivery: false,
      address: null,
      city: null,
      zipcode: null,
      total: lines.reduce((s, l) => s + l.price * l.quantity, 0),
      trackingUrl: null,
      createdAt: addDays(today, -(3 + i * 45)),
    });
    lines.forEach((l) => reservationLines.push({ reservationId: id, ...l }));
  }
  return { orders, orderLines, reservations, reservationLines };
}
