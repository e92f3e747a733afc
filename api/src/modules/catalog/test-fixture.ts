/**
 * A small, hand-made corner of the catalogue for exact assertions in the read-module tests.
 * Ids start at 9900…/990… so it sits beside the generated demo data without clashing, and
 * every time is relative to `now` so campaign windows and the 30-day 'førpris' window are
 * the same on every run. Not used outside tests.
 */
import type { Db } from '../../db/client';
import {
  articleGroups,
  articles,
  bestsellers,
  blogCategories,
  blogPostCategories,
  blogPosts,
  brands,
  campaignPrices,
  campaigns,
  categories,
  colourGroups,
  colours,
  customers,
  genders,
  homePages,
  informationPages,
  pollAnswers,
  pollOptions,
  pollQuestions,
  polls,
  postcodes,
  priceHistory,
  promoCodes,
  reviews,
  shippingMethods,
  shops,
  sizes,
  socialPostArticles,
  socialPosts,
  stock,
  subcategories,
  variants,
} from '../../db/schema';
import { nbSortKey } from '../../db/collation';

const DAY = 24 * 60 * 60 * 1000;

export const FIXTURE = {
  categoryId: 990,
  subcategoryId: 99001,
  emptySubcategoryId: 99002,
  groupId: 9900101,
  otherGroupId: 9900102,
  brandId: 9901,
  /** Colour group ids are bits of the search index's colour mask (1–63); the seed uses the first. */
  colourGroupId: 63,
  shopIds: { oslo: 9901, bergen: 9902, hidden: 9903 },
  campaignIds: { running: 99001, expired: 99002, switchedOff: 99003, future: 99004 },
  /** Articles by role; names chosen so Norwegian order differs from byte order. */
  articles: {
    zebra: 990001, // 'Zebra sokk' – discounted by the running campaign
    aerfugl: 990002, // 'Ærfugldyne'
    ovelse: 990003, // 'Øvelsesball'
    apen: 990004, // 'Åpen jakke'
    apekatt: 990005, // 'apekatt lue' (lower case: order must ignore case)
    banan: 990006, // 'Banan sykkel' – only in the expired campaign, not purchasable
    hidden: 990007, // 'Skjult vare' – VisibleOnWeb = 0
    eple: 990008, // 'Éple-boks' – accent must sort with E
  },
  variantIds: { zebraS: 99000101, zebraM: 99000102, zebraRed: 99000103, aerfugl: 99000201 },
  socialPostId: 'fixture_post_1',
  blog: {
    categoryId: 9901,
    categorySlug: 'fixture-kategori',
    postId: 9901,
    postSlug: 'fixture-innlegg',
    draftId: 9902,
  },
  poll: { id: 9901, openQuestion: 990101, closedQuestion: 990102, unanswered: 990103 },
  customerId: 990001,
  postcode: '9999',
  promo: { valid: 'FIXTURE10', expired: 'FIXTUREOLD', future: 'FIXTURESNART' },
  pages: { active: 'homescreen-fixture', inactive: 'fixture-inaktiv', infoSlug: 'fixture-side' },
} as const;

/** Names in the order a Norwegian reader expects (case- and accent-insensitive, æ ø å last). */
export const FIXTURE_NAME_ORDER = [
  'apekatt lue',
  'Banan sykkel',
  'Éple-boks',
  'Zebra sokk',
  'Ærfugldyne',
  'Øvelsesball',
  'Åpen jakke',
];

export const FIXTURE_PRICES = {
  zebra: { final: 49900, original: 79900, campaign: 29900, expected30DayLow: 35000 },
  banan: { final: 299900, original: 399900, expiredCampaign: 99900 },
} as const;

export async function insertFixture(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const A = FIXTURE.articles;

  await db.insert(genders).values({ id: 10, name: 'Uni' }).onConflictDoNothing();
  await db
    .insert(brands)
    .values({ id: FIXTURE.brandId, name: 'Fixturemerke', slug: 'fixturemerke' });
  await db.insert(colourGroups).values({
    id: FIXTURE.colourGroupId,
    name: 'fixture-red',
    label: 'Fixturerød',
    hex: '#cc0000',
    colourId: null,
  });
  await db.insert(colours).values([
    {
      id: 9901,
      name: 'Fixturerød',
      hex: '#cc0000',
      colourCode: '990',
      colourGroupId: FIXTURE.colourGroupId,
    },
    {
      id: 9902,
      name: 'Fixtureblå',
      hex: '#0000cc',
      colourCode: '991',
      colourGroupId: FIXTURE.colourGroupId,
    },
  ]);
  await db.insert(sizes).values([
    { id: 9901, name: 'S', sizeType: 'fixture', sortOrder: 1 },
    { id: 9902, name: 'M', sizeType: 'fixture', sortOrder: 2 },
  ]);
  await db.insert(categories).values({
    id: FIXTURE.categoryId,
    name: 'Fixturekategori',
    sortNumber: 999,
    banner: '/api/v1/images/banner/cc0000-Fixture.svg',
    bannerLink: '/fixturekategori',
    pageInfo: 'Testtekst',
  });
  await db.insert(subcategories).values([
    {
      id: FIXTURE.subcategoryId,
      categoryId: FIXTURE.categoryId,
      name: 'Fixtureunder',
      sortNumber: 1,
    },
    {
      id: FIXTURE.emptySubcategoryId,
      categoryId: FIXTURE.categoryId,
      name: 'Tom under',
      sortNumber: 2,
    },
  ]);
  await db.insert(articleGroups).values([
    {
      id: FIXTURE.groupId,
      subcategoryId: FIXTURE.subcategoryId,
      name: 'Fixturegruppe',
      sortNumber: 1,
    },
    {
      id: FIXTURE.otherGroupId,
      subcategoryId: FIXTURE.subcategoryId,
      name: 'Annen gruppe',
      sortNumber: 2,
    },
  ]);

  const article = (
    id: number,
    name: string,
    finalPrice: number,
    days: number,
    extra: Partial<typeof articles.$inferInsert> = {},
  ) => ({
    id,
    name,
    nameSort: nbSortKey(name),
    description: `${name} – beskrivelse`,
    brandId: FIXTURE.brandId,
    genderId: 10,
    categoryId: FIXTURE.categoryId,
    subcategoryId: FIXTURE.subcategoryId,
    articleGroupId: FIXTURE.groupId,
    finalPrice,
    originalPrice: finalPrice + 10000,
    dateCreated: at(days),
    ...extra,
  });
  await db.insert(articles).values([
    article(A.zebra, 'Zebra sokk', FIXTURE_PRICES.zebra.final, -10, {
      originalPrice: FIXTURE_PRICES.zebra.original,
      webDescription: 'Webtekst',
      washLabel: '40 grader',
      onlyCc: true,
      webPurchaseLimit: 2,
      averageRating: 4.25,
      featured: 1,
    }),
    article(A.aerfugl, 'Ærfugldyne', 159900, -9),
    article(A.ovelse, 'Øvelsesball', 19900, -8, { articleGroupId: FIXTURE.otherGroupId }),
    article(A.apen, 'Åpen jakke', 89900, -7),
    article(A.apekatt, 'apekatt lue', 9900, -6),
    article(A.banan, 'Banan sykkel', FIXTURE_PRICES.banan.final, -5, {
      originalPrice: FIXTURE_PRICES.banan.original,
      purchasableOnWeb: 0,
    }),
    article(A.hidden, 'Skjult vare', 100, -4, { visibleOnWeb: 0 }),
    article(A.eple, 'Éple-boks', 39900, -3),
  ]);

  await db.insert(shops).values(
    (
      [
        [FIXTURE.shopIds.oslo, 'Fixture Oslo', true],
        [FIXTURE.shopIds.bergen, 'Fixture Bergen', true],
        [FIXTURE.shopIds.hidden, 'Fixture Skjult', false],
      ] as const
    ).map(([id, name, visible]) => ({
      id,
      no: id,
      name,
      fullName: `${name} AS`,
      orgNo: '999999999',
      openingHours: {
        regular: [{ day: 1, name: 'Mandag', opens: '10:00', closes: '20:00' }],
        exceptions: [],
      },
      address: 'Testveien 1',
      postNo: FIXTURE.postcode,
      postPlace: 'TESTBY',
      email: 'test@example.no',
      phone: '12345678',
      lat: 59.9,
      lon: 10.7,
      visible,
    })),
  );

  const V = FIXTURE.variantIds;
  await db.insert(variants).values([
    {
      id: V.zebraS,
      articleId: A.zebra,
      ean: '9990000000011',
      sizeId: 9901,
      colourId: 9902,
      sortOrder: 1,
    },
    {
      id: V.zebraM,
      articleId: A.zebra,
      ean: '9990000000028',
      sizeId: 9902,
      colourId: 9902,
      sortOrder: 2,
    },
    {
      id: V.zebraRed,
      articleId: A.zebra,
      ean: '9990000000035',
      sizeId: 9901,
      colourId: 9901,
      sortOrder: 3,
    },
    {
      id: V.aerfugl,
      articleId: A.aerfugl,
      ean: '9990000000042',
      sizeId: 9901,
      colourId: 9901,
      sortOrder: 1,
    },
  ]);
  await db.insert(stock).values([
    { variantId: V.zebraS, shopId: FIXTURE.shopIds.oslo, qty: 3 },
    { variantId: V.zebraS, shopId: FIXTURE.shopIds.bergen, qty: 0 },
    { variantId: V.zebraM, shopId: FIXTURE.shopIds.bergen, qty: 2 },
    { variantId: V.zebraM, shopId: FIXTURE.shopIds.hidden, qty: 50 },
    { variantId: V.aerfugl, shopId: FIXTURE.shopIds.oslo, qty: 1 },
  ]);

  const C = FIXTURE.campaignIds;
  const campaign = (id: number, title: string, start: number, end: number, active = true) => ({
    id,
    shortTitle: title,
    shortDescription: 'Kort',
    description: 'Lang',
    startAt: at(start),
    endAt: at(end),
    active,
  });
  await db
    .insert(campaigns)
    .values([
      campaign(C.running, 'Klikk & Hent', -2, 5),
      campaign(C.expired, 'Utløpt kampanje', -30, -1),
      campaign(C.switchedOff, 'Avslått kampanje', -2, 5, false),
      campaign(C.future, 'Framtidig kampanje', 2, 9),
    ]);
  await db.insert(campaignPrices).values([
    {
      campaignId: C.running,
      articleId: A.zebra,
      price: FIXTURE_PRICES.zebra.campaign,
      labelType: 'percent',
      labelData: '-40%',
    },
    { campaignId: C.running, articleId: A.hidden, price: 50 },
    { campaignId: C.expired, articleId: A.banan, price: FIXTURE_PRICES.banan.expiredCampaign },
    { campaignId: C.switchedOff, articleId: A.aerfugl, price: 100 },
    { campaignId: C.future, articleId: A.apen, price: 100 },
  ]);
  // Zebra's prices: 20 000 long ago (outside the window), then 50 000, a short dip to 35 000
  // inside the 30 days before the campaign began (day −2), then 49 900 until today.
  await db.insert(priceHistory).values([
    { articleId: A.zebra, price: 20000, validFrom: at(-120), validTo: at(-60) },
    { articleId: A.zebra, price: 50000, validFrom: at(-60), validTo: at(-25) },
    { articleId: A.zebra, price: 35000, validFrom: at(-25), validTo: at(-20) },
    { articleId: A.zebra, price: 49900, validFrom: at(-20), validTo: null },
  ]);
  await db.insert(bestsellers).values([
    { articleId: A.aerfugl, qtyRank: 1, turnoverRank: 3 },
    { articleId: A.apen, qtyRank: 2, turnoverRank: 1 },
  ]);

  await db.insert(customers).values({
    id: FIXTURE.customerId,
    authId: 'fixture-auth-id',
    firstname: 'Kari',
    surname: 'Nordmann',
    email: 'kari.fixture@example.no',
    passwordHash: 'not-a-real-hash',
    termsConditions: 1,
  });
  await db.insert(reviews).values([
    {
      articleId: A.zebra,
      customerId: FIXTURE.customerId,
      content: 'Gode sokker',
      rating: 5,
      approved: true,
      createdAt: at(-1),
    },
    {
      articleId: A.zebra,
      customerId: FIXTURE.customerId,
      content: 'Anonym ros',
      rating: 4,
      approved: true,
      anonymous: true,
      createdAt: at(-2),
    },
    {
      articleId: A.zebra,
      customerId: FIXTURE.customerId,
      content: 'Ikke godkjent',
      rating: 1,
      approved: false,
      createdAt: at(-3),
    },
  ]);

  await db.insert(postcodes).values({
    postcode: FIXTURE.postcode,
    place: 'TESTBY',
    municipalityNo: '9999',
    municipality: 'TESTBY',
    county: 'Testfylke',
    category: 'G',
    lat: 69.5,
    lon: 19.1,
  });

  await db.insert(socialPosts).values({
    id: FIXTURE.socialPostId,
    mediaType: 'CAROUSEL_ALBUM',
    mediaUrl: 'https://example.invalid/m.jpg',
    caption: 'Fixture',
    postedAt: at(1),
  });
  await db.insert(socialPostArticles).values([
    { postId: FIXTURE.socialPostId, articleId: A.zebra, variantId: V.zebraRed },
    { postId: FIXTURE.socialPostId, articleId: A.aerfugl, variantId: null },
    { postId: FIXTURE.socialPostId, articleId: A.hidden, variantId: null },
  ]);

  const B = FIXTURE.blog;
  await db
    .insert(blogCategories)
    .values({ id: B.categoryId, slug: B.categorySlug, name: 'Fixturekategori' });
  await db.insert(blogPosts).values([
    {
      id: B.postId,
      title: 'Fixtureinnlegg',
      slug: B.postSlug,
      text: '<p>Tekst</p>',
      excerpt: 'Kort',
      mainArticleId: A.zebra,
      relatedArticleIds: [A.apen, A.hidden, A.aerfugl],
      publishedAt: at(-1),
    },
    {
      id: B.draftId,
      title: 'Utkast',
      slug: 'fixture-utkast',
      text: '',
      published: false,
      publishedAt: at(-1),
    },
  ]);
  await db.insert(blogPostCategories).values([
    { postId: B.postId, categoryId: B.categoryId },
    { postId: B.draftId, categoryId: B.categoryId },
  ]);

  await db.insert(promoCodes).values([
    {
      name: FIXTURE.promo.valid,
      validFrom: at(-1),
      validTo: at(10),
      fixed: 0,
      amount: 10,
      type: 'order',
    },
    {
      name: FIXTURE.promo.expired,
      validFrom: at(-30),
      validTo: at(-1),
      fixed: 1,
      amount: 5000,
      type: 'order',
    },
    {
      name: FIXTURE.promo.future,
      validFrom: at(1),
      validTo: at(10),
      fixed: 1,
      amount: 5000,
      type: 'order',
    },
  ]);
  // The seed may already have the real methods; the fixture only makes sure they exist.
  await db
    .insert(shippingMethods)
    .values([
      { id: 'delivery', name: 'Levering på døren', price: 19900, sortOrder: 1 },
      { id: 'pickup', name: 'Klikk & Hent', price: 0, sortOrder: 2 },
    ])
    .onConflictDoNothing();
  await db.insert(homePages).values([
    {
      name: FIXTURE.pages.active,
      active: true,
      content: JSON.stringify([{ active: { activated: true } }]),
    },
    { name: FIXTURE.pages.inactive, active: false, content: '[]' },
  ]);
  await db
    .insert(informationPages)
    .values({ slug: FIXTURE.pages.infoSlug, title: 'Fixtureside', content: '<p>Hei</p>' });

  const P = FIXTURE.poll;
  await db
    .insert(polls)
    .values({ id: P.id, name: 'Fixturekalender', startAt: at(-3), endAt: at(20) });
  await db.insert(pollQuestions).values([
    {
      id: P.openQuestion,
      pollId: P.id,
      title: 'Åpent spørsmål',
      opensAt: at(-1),
      sortOrder: 1,
      points: 2,
    },
    {
      id: P.closedQuestion,
      pollId: P.id,
      title: 'Hemmelig spørsmål',
      opensAt: at(3),
      sortOrder: 2,
    },
    { id: P.unanswered, pollId: P.id, title: 'Ubesvart', opensAt: at(-1), sortOrder: 3 },
  ]);
  await db.insert(pollOptions).values([
    { id: 9901011, questionId: P.openQuestion, text: 'Feil', sortOrder: 1 },
    { id: 9901012, questionId: P.openQuestion, text: 'Riktig', correct: true, sortOrder: 2 },
    {
      id: 9901021,
      questionId: P.closedQuestion,
      text: 'Hemmelig svar',
      correct: true,
      sortOrder: 1,
    },
    { id: 9901031, questionId: P.unanswered, text: 'Ja', correct: true, sortOrder: 1 },
  ]);
  await db.insert(pollAnswers).values({
    customerId: FIXTURE.customerId,
    questionId: P.openQuestion,
    optionId: 9901012,
    correct: true,
    answeredAt: at(-1),
  });
}
