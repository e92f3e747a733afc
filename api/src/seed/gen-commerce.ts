/** Campaigns, campaign prices, price history, bestsellers, promo codes, shipping, gift cards, settings. */
import { FIRST_ARTICLE_ID, type ArticleMeta } from './gen-catalog';
import { bannerImagePath } from './images';
import { POSTCODE_ATTRIBUTION } from './postcodes';
import type { Rng } from './random';
import { addDays, shelfPrice, startOfDayUtc } from './text';
import type { SeedData } from './types';

/** Settings campaign ids (spec §3 "Global settings"). */
export const CAMPAIGN_IDS = { fixed: 879, farmen: 906, expedition: 957 } as const;
/** The weekly ad; its raw title is 'Klikk & Hent', shown as 'Ukens annonse!' by the client. */
export const WEEKLY_AD_CAMPAIGN_ID = 960;

interface CampaignDef {
  id: number;
  title: string;
  short: string;
  description: string;
  /** Window relative to `now`, in days. */
  from: number;
  to: number;
  colour: string;
  showImage: boolean;
  label: string;
  /** Share of (visible) articles in the campaign, and cap. */
  share: number;
  cap: number;
  /** Discount span as fractions of the ordinary price. */
  off: readonly [number, number];
  /** Restrict to these categories (empty = all). */
  categories: readonly number[];
}

function campaignDefs(weekStart: number, weekEnd: number): CampaignDef[] {
  return [
    {
      id: 879,
      title: 'Faste lave priser',
      short: 'Alltid lave priser på basisvarene',
      description: 'Et fast utvalg av varer til ekstra lav pris – hele året.',
      from: -200,
      to: 365,
      colour: '#c62828',
      showImage: false,
      label: 'Fast lav pris',
      share: 0.04,
      cap: 4000,
      off: [0.15, 0.3],
      categories: [],
    },
    {
      id: 906,
      title: 'Farmen',
      short: 'Utstyret fra Farmen',
      description: 'Klær og utstyr for livet på gården – kjent fra TV.',
      from: -10,
      to: 40,
      colour: '#6d4c41',
      showImage: true,
      label: 'Farmen',
      share: 0.012,
      cap: 1200,
      off: [0.2, 0.4],
      categories: [2, 6],
    },
    {
      id: 957,
      title: 'Ekspedisjon Norge',
      short: 'Klar for ekspedisjon',
      description: 'Turutstyr til store og små eventyr i norsk natur.',
      from: -5,
      to: 60,
      colour: '#125e6b',
      showImage: true,
      label: 'Ekspedisjon',
      share: 0.015,
      cap: 1500,
      off: [0.2, 0.45],
      categories: [1, 2, 6],
    },
    {
      id: WEEKLY_AD_CAMPAIGN_ID,
      title: 'Klikk & Hent',
      short: 'Ukens kupp – bestill på nett, hent i butikk',
      description: 'Ukens beste tilbud. Bestill med Klikk & Hent og hent i nærmeste butikk.',
      from: weekStart,
      to: weekEnd,
      colour: '#ef6c00',
      showImage: true,
      label: 'Ukens kupp',
      share: 0.008,
      cap: 400,
      off: [0.3, 0.5],
      categories: [],
    },
    {
      id: 961,
      title: 'Vintersalg',
      short: 'Opptil 50 % på vinter',
      description: 'Ski, jakker og vinterutstyr til salgspris.',
      from: -3,
      to: 25,
      colour: '#1f4fa3',
      showImage: true,
      label: 'Salg',
      share: 0.02,
      cap: 2000,
      off: [0.25, 0.5],
      categories: [2, 5],
    },
    {
      id: 962,
      title: 'Kun på nett',
      short: 'Nettpriser du ikke finner i butikk',
      description: 'Tilbud som bare gjelder i nettbutikken.',
      from: -14,
      to: 14,
      colour: '#6a1b9a',
      showImage: false,
      label: 'Nettpris',
      share: 0.01,
      cap: 1000,
      off: [0.1, 0.25],
      categories: [],
    },
    {
      id: 950,
      title: 'Black Week',
      short: 'Årets beste priser',
      description: 'Black Week er over – takk for handelen!',
      from: -60,
      to: -50,
      colour: '#111111',
      showImage: true,
      label: 'Black Week',
      share: 0.02,
      cap: 2000,
      off: [0.3, 0.5],
      categories: [],
    },
    {
      id: 970,
      title: 'Påskeklar',
      short: 'Alt til påskefjellet',
      description: 'Snart påske! Gjør deg klar for fjellet.',
      from: 20,
      to: 40,
      colour: '#f9c80e',
      showImage: true,
      label: 'Påske',
      share: 0.01,
      cap: 1000,
      off: [0.2, 0.35],
      categories: [5, 6],
    },
  ];
}

export interface CommerceResult {
  campaigns: SeedData['campaigns'];
  campaignPrices: SeedData['campaignPrices'];
  priceHistory: SeedData['priceHistory'];
  bestsellers: SeedData['bestsellers'];
}

export function generateCommerce(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
  articles: SeedData['articles'],
): CommerceResult {
  const crng = rng.fork('campaigns');
  const today = startOfDayUtc(now);
  // Monday of this week → Sunday night: the weekly ad window.
  const dow = (today.getUTCDay() + 6) % 7;
  const defs = campaignDefs(-dow, 7 - dow);
  const visible = meta.filter((m) => m.visible);

  const campaigns: SeedData['campaigns'] = [];
  const campaignPrices: SeedData['campaignPrices'] = [];
  const byArticle = new Map<number, { start: Date; end: Date; price: number }[]>();

  for (const d of defs) {
    const startAt = addDays(today, d.from);
    // Ends at 23:59:59 of the last day, as shop campaigns do.
    const endAt = new Date(addDays(today, d.to + 1).getTime() - 1000);
    campaigns.push({
      id: d.id,
      shortTitle: d.title,
      shortDescription: d.short,
      description: d.description,
      startAt,
      endAt,
      image: bannerImagePath(d.title, d.colour),
      imageMobile: bannerImagePath(d.short, d.colour),
      showLabel: true,
      showImage: d.showImage,
      labelText: d.label,
      campaignUrl: `/campaign/${d.id}`,
      active: true,
    });
    const pool = d.categories.length
      ? visible.filter((m) => d.categories.includes(m.categoryId))
      : visible;
    const n = Math.min(d.cap, Math.max(8, Math.round(pool.length * d.share)));
    for (const m of crng.sample(pool, n)) {
      const off = d.off[0] + crng.float() * (d.off[1] - d.off[0]);
      const price = shelfPrice(Math.max(9, (m.price / 100) * (1 - off))) * 100;
      if (price >= m.price) continue;
      const pct = Math.round((1 - price / m.price) * 100);
      const labelType = crng.weighted(['percent', 'price', 'text'], [6, 3, 1]);
      campaignPrices.push({
        campaignId: d.id,
        articleId: m.id,
        price,
        labelType,
        labelData: labelType === 'percent' ? `-${pct}%` : labelType === 'text' ? d.label : null,
      });
      const list = byArticle.get(m.id) ?? [];
      list.push({ start: startAt, end: endAt, price });
      byArticle.set(m.id, list);
    }
  }

  // Price history: the ordinary price since creation (the "før"-price first when the
  // article has been reduced), plus one row per campaign period. Some articles had a short
  // earlier sale inside the last 30 days, so "lowest price last 30 days" is not always the
  // ordinary price.
  const hrng = rng.fork('price-history');
  const priceHistory: SeedData['priceHistory'] = [];
  for (const a of articles) {
    const created = a.dateCreated ?? today;
    const final = a.finalPrice;
    const original = a.originalPrice;
    if (original > final) {
      const reducedAt = new Date(
        Math.max(created.getTime(), addDays(today, -hrng.int(35, 120)).getTime()),
      );
      priceHistory.push({
        articleId: a.id,
        price: original,
        validFrom: created,
        validTo: reducedAt,
      });
      priceHistory.push({ articleId: a.id, price: final, validFrom: reducedAt, validTo: null });
    } else {
      priceHistory.push({ articleId: a.id, price: final, validFrom: created, validTo: null });
    }
    const periods = byArticle.get(a.id);
    if (periods) {
      for (const p of periods)
        priceHistory.push({ articleId: a.id, price: p.price, validFrom: p.start, validTo: p.end });
      if (hrng.chance(0.25)) {
        const from = addDays(today, -hrng.int(15, 28));
        priceHistory.push({
          articleId: a.id,
          price: shelfPrice((final / 100) * 0.85) * 100,
          validFrom: from,
          validTo: addDays(from, 3),
        });
      }
    }
  }

  // Bestsellers: a ranked top list; articles without a row have rank 9999 (spec default).
  const brng = rng.fork('bestsellers');
  const top = brng.sample(visible, Math.min(1000, Math.max(20, Math.round(visible.length * 0.1))));
  const turnover = top
    .map((m, i) => ({ id: m.id, score: (top.length - i) * m.price }))
    .sort((x, y) => y.score - x.score || x.id - y.id);
  const turnoverRank = new Map(turnover.map((t, i) => [t.id, i + 1]));
  const bestsellers = top.map((m, i) => ({
    articleId: m.id,
    qtyRank: i + 1,
    turnoverRank: turnoverRank.get(m.id) ?? 9999,
  }));

  return { campaigns, campaignPrices, priceHistory, bestsellers };
}

export function generatePromoCodes(now: Date): SeedData['promoCodes'] {
  const today = startOfDayUtc(now);
  return [
    {
      id: 1,
      name: 'VELKOMMEN10',
      validFrom: addDays(today, -90),
      validTo: addDays(today, 275),
      fixed: 0,
      amount: 10,
      type: 'order',
    },
    {
      id: 2,
      name: 'SOMMER200',
      validFrom: addDays(today, -30),
      validTo: addDays(today, 60),
      fixed: 1,
      amount: 20000,
      type: 'order',
    },
    {
      id: 3,
      name: 'KLUBB15',
      validFrom: addDays(today, -365),
      validTo: addDays(today, 365),
      fixed: 0,
      amount: 15,
      type: 'order',
    },
    {
      id: 4,
      name: 'BLACKWEEK25',
      validFrom: addDays(today, -60),
      validTo: addDays(today, -50),
      fixed: 0,
      amount: 25,
      type: 'order',
    },
    {
      id: 5,
      name: 'VINTER100',
      validFrom: addDays(today, -200),
      validTo: addDays(today, -100),
      fixed: 1,
      amount: 10000,
      type: 'order',
    },
    {
      id: 6,
      name: 'PASKE20',
      validFrom: addDays(today, 20),
      validTo: addDays(today, 40),
      fixed: 0,
      amount: 20,
      type: 'order',
    },
  ];
}

export const SHIPPING_METHODS: SeedData['shippingMethods'] = [
  {
    id: 'delivery',
    name: 'Hjemlevering',
    description: 'Levering på døren med Posten, 1–4 virkedager.',
    price: 19900,
    sortOrder: 1,
    active: true,
  },
  {
    id: 'servicepoint',
    name: 'Hent på hentested',
    description:
      'Sendes til nærmeste postkontor eller Post i Butikk, 1–4 virkedager. Du betaler bare frakten.',
    price: 0,
    sortOrder: 2,
    active: true,
  },
  {
    id: 'pickup',
    name: 'Klikk & Hent',
    description: 'Hent gratis i butikk, vanligvis klar samme dag.',
    price: 0,
    sortOrder: 3,
    active: true,
  },
];

/** PIN of every demo gift card (documented in the README; hashed when seeded). */
export const DEMO_GIFT_CARD_PIN = '1234';

/** Demo cards: with balance, nearly empty, empty, expired and blocked. */
export function generateGiftCards(now: Date): SeedData['giftCards'] {
  const today = startOfDayUtc(now);
  return [
    { number: '6280000000000001', balance: 50000, expiresAt: addDays(today, 700) },
    { number: '6280000000000002', balance: 12550, expiresAt: addDays(today, 300) },
    { number: '6280000000000003', balance: 0, expiresAt: addDays(today, 500) },
    { number: '6280000000000004', balance: 30000, expiresAt: addDays(today, -10) },
    {
      number: '6280000000000005',
      balance: 20000,
      expiresAt: addDays(today, 400),
      status: 'blocked',
    },
  ];
}

interface BannerSlot {
  image: string;
  imageMobile: string;
  link: string;
  alt: string;
  title: string;
}

function slot(title: string, hex: string, link: string): BannerSlot {
  const image = bannerImagePath(title, hex);
  return { image, imageMobile: image, link, alt: title, title };
}

/** The first articles of every catalogue size, so each demo shop has some product videos. */
const PRODUCT_VIDEO_ARTICLES = Array.from({ length: 10 }, (_, i) => FIRST_ARTICLE_ID + i);

/** GET /settings: campaign ids and the homepage banner slots (spec §2 "Homepage banner slots"). */
export function generateSettings(): SeedData['settings'] {
  const grid = [
    slot('Løpesko', '#1f4fa3', '/sko/lopesko'),
    slot('Vinterjakker', '#1b2a4a', '/klaer/jakker/vinterjakker'),
    slot('Ullundertøy', '#d8c3a5', '/klaer/undertoy-og-sokker'),
    slot('Langrenn', '#7fb3e6', '/ski-og-vinter/langrenn'),
    slot('Telt', '#2e7d32', '/tur-og-camping/telt'),
    slot('Sykler', '#f9c80e', '/sykkel/sykler'),
    slot('Treningsutstyr', '#6a1b9a', '/trening/vekter'),
    slot('Barn', '#e91e8c', '/klaer'),
    slot('Outlet', '#c62828', '/campaign'),
  ];
  return [
    { key: 'campaigns', value: { ...CAMPAIGN_IDS, weeklyAd: WEEKLY_AD_CAMPAIGN_ID } },
    { key: 'chainId', value: 1 },
    {
      key: 'homepageBanners',
      value: {
        topBanner: slot('Vintersalg – opptil 50 %', '#1f4fa3', `/campaign/961`),
        subBanners: [
          slot('Ukens kupp', '#ef6c00', `/campaign/${WEEKLY_AD_CAMPAIGN_ID}`),
          slot('Ekspedisjon Norge', '#125e6b', `/campaign/${CAMPAIGN_IDS.expedition}`),
          slot('Farmen', '#6d4c41', `/campaign/${CAMPAIGN_IDS.farmen}`),
        ],
        middleBanner: slot('Faste lave priser', '#c62828', `/campaign/${CAMPAIGN_IDS.fixed}`),
        popularCategoryBanners: [slot('Sko', '#111111', '/sko'), slot('Klær', '#2f3336', '/klaer')],
        bottomBanner: slot('Klikk & Hent – gratis henting i butikk', '#2e7d32', '/delivery'),
        grid,
      },
    },
    { key: 'postcodeAttribution', value: POSTCODE_ATTRIBUTION },
    // Articles with a product video; the video CDN defaults to /api/v1 (modules/videos).
    {
      key: 'productVideos',
      value: Object.fromEntries(PRODUCT_VIDEO_ARTICLES.map((id) => [String(id), 'videos/produkt'])),
    },
    {
      key: 'shipping',
      value: { defaultMethodId: 'delivery', defaultPrice: 19900, defaultFreight: 9900 },
    },
  ];
}
