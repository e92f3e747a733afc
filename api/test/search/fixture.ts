/**
 * A small, fixed catalogue for the search tests (not the random seed): every ranking case of
 * issue 5 has an article chosen to prove it, so a failing assertion names a real rule.
 */
import type { Db } from '../../src/db/client';
import { nbSortKey } from '../../src/db/collation';
import {
  articleGroups,
  articles,
  bestsellers,
  brands,
  campaignPrices,
  campaigns,
  categories,
  colourGroups,
  colours,
  genders,
  sizes,
  subcategories,
  variants,
} from '../../src/db/schema';

export const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

export const CAT = { sko: 1, tekstil: 2, utstyr: 3 } as const;
export const SUB = {
  lopesko: 101,
  vintersko: 102,
  jakker: 201,
  gensere: 202,
  sekker: 301,
  bading: 302,
} as const;
export const GROUP = {
  asfalt: 10101,
  vinterstovler: 10201,
  vinterjakker: 20101,
  regnjakker: 20102,
  hettegensere: 20201,
  dagstursekker: 30101,
  badeutstyr: 30201,
} as const;
export const BRAND = { nike: 1, bergans: 2, helly: 3, viking: 4, asnes: 5 } as const;
export const GENDER = { herre: 1, dame: 2, barn: 4, uni: 10, junior: 11 } as const;
export const CG = { black: 1, blue: 2, red: 3 } as const;
export const COLOUR = { svart: 1, koboltbla: 2, rod: 3, vinrod: 4 } as const;

interface FixtureArticle {
  id: number;
  name: string;
  sub: number;
  group: number;
  brand: number;
  gender: number;
  /** øre */
  price: number;
  colours: number[];
  rank?: number;
  visible?: boolean;
  /** Days after 2025-01-01 (for 'newest'). */
  created: number;
}

export const CATEGORY_OF_SUB: Record<number, number> = {
  [SUB.lopesko]: CAT.sko,
  [SUB.vintersko]: CAT.sko,
  [SUB.jakker]: CAT.tekstil,
  [SUB.gensere]: CAT.tekstil,
  [SUB.sekker]: CAT.utstyr,
  [SUB.bading]: CAT.utstyr,
};

/** Article ids by the role they play in the tests. */
export const A = {
  jakkeBasic: 1,
  vinterjakke: 2,
  jakke: 3,
  lopesko: 4,
  vintersko: 5,
  skoClassic: 6,
  hettegenser: 7,
  dagstursekk: 8,
  hidden: 9,
  regnjakke: 10,
  skolesekk: 11,
  badesko: 12,
  asnesSki: 13,
} as const;

export const FIXTURE_ARTICLES: readonly FixtureArticle[] = [
  {
    id: A.jakkeBasic,
    name: 'Jakke Basic',
    sub: SUB.jakker,
    group: GROUP.regnjakker,
    brand: BRAND.bergans,
    gender: GENDER.herre,
    price: 99_900,
    colours: [COLOUR.svart],
    rank: 50,
    created: 10,
  },
  {
    id: A.vinterjakke,
    name: 'Vinterjakke Storm',
    sub: SUB.jakker,
    group: GROUP.vinterjakker,
    brand: BRAND.helly,
    gender: GENDER.dame,
    price: 199_900,
    colours: [COLOUR.rod],
    rank: 5,
    created: 20,
  },
  {
    id: A.jakke,
    name: 'Jakke',
    sub: SUB.jakker,
    group: GROUP.regnjakker,
    brand: BRAND.nike,
    gender: GENDER.uni,
    price: 49_900,
    colours: [COLOUR.koboltbla],
    created: 30,
  },
  {
    id: A.lopesko,
    name: 'Løpesko Fart',
    sub: SUB.lopesko,
    group: GROUP.asfalt,
    brand: BRAND.nike,
    gender: GENDER.herre,
    price: 129_900,
    colours: [COLOUR.svart, COLOUR.koboltbla],
    rank: 1,
    created: 40,
  },
  {
    id: A.vintersko,
    name: 'Vintersko Snø',
    sub: SUB.vintersko,
    group: GROUP.vinterstovler,
    brand: BRAND.viking,
    gender: GENDER.barn,
    price: 79_900,
    colours: [COLOUR.vinrod],
    rank: 20,
    created: 50,
  },
  {
    id: A.skoClassic,
    name: 'Sko Classic',
    sub: SUB.lopesko,
    group: GROUP.asfalt,
    brand: BRAND.viking,
    gender: GENDER.dame,
    price: 59_900,
    colours: [COLOUR.svart],
    rank: 100,
    created: 60,
  },
  {
    id: A.hettegenser,
    name: 'Hettegenser Tind',
    sub: SUB.gensere,
    group: GROUP.hettegensere,
    brand: BRAND.bergans,
    gender: GENDER.junior,
    price: 39_900,
    colours: [COLOUR.koboltbla],
    rank: 30,
    created: 70,
  },
  {
    id: A.dagstursekk,
    name: 'Dagstursekk Fjell',
    sub: SUB.sekker,
    group: GROUP.dagstursekker,
    brand: BRAND.bergans,
    gender: GENDER.uni,
    price: 89_900,
    colours: [COLOUR.rod],
    rank: 10,
    created: 80,
  },
  {
    id: A.hidden,
    name: 'Skjult jakke',
    sub: SUB.jakker,
    group: GROUP.regnjakker,
    brand: BRAND.nike,
    gender: GENDER.herre,
    price: 10_000,
    colours: [COLOUR.svart],
    rank: 2,
    visible: false,
    created: 90,
  },
  {
    id: A.regnjakke,
    name: 'Regnjakke Skur',
    sub: SUB.jakker,
    group: GROUP.regnjakker,
    brand: BRAND.helly,
    gender: GENDER.herre,
    price: 69_900,
    colours: [COLOUR.koboltbla],
    rank: 40,
    created: 100,
  },
  {
    id: A.skolesekk,
    name: 'Skolesekk Mini',
    sub: SUB.sekker,
    group: GROUP.dagstursekker,
    brand: BRAND.nike,
    gender: GENDER.barn,
    price: 29_900,
    colours: [COLOUR.svart],
    rank: 3,
    created: 110,
  },
  {
    id: A.badesko,
    name: 'Badesko Plask',
    sub: SUB.bading,
    group: GROUP.badeutstyr,
    brand: BRAND.nike,
    gender: GENDER.uni,
    price: 19_900,
    colours: [COLOUR.koboltbla],
    rank: 60,
    created: 120,
  },
  {
    id: A.asnesSki,
    name: 'Åsnes Fjellski',
    sub: SUB.sekker,
    group: GROUP.dagstursekker,
    brand: BRAND.asnes,
    gender: GENDER.uni,
    price: 299_900,
    colours: [COLOUR.svart],
    rank: 70,
    created: 130,
  },
];

/** Campaign price of 'Regnjakke Skur' (active at NOW): 499 kr instead of 699 kr. */
export const REGNJAKKE_CAMPAIGN_PRICE = 49_900;
/** A campaign for 'Jakke Basic' that starts two days after NOW (price 599 kr from then). */
export const FUTURE_CAMPAIGN_START = new Date(NOW.getTime() + 2 * DAY);
export const JAKKE_BASIC_FUTURE_PRICE = 59_900;

export const VISIBLE_IDS = FIXTURE_ARTICLES.filter((a) => a.visible !== false).map((a) => a.id);

export async function insertFixture(db: Db): Promise<void> {
  await db.insert(genders).values([
    { id: GENDER.herre, name: 'Herre' },
    { id: GENDER.dame, name: 'Dame' },
    { id: GENDER.barn, name: 'Barn' },
    { id: GENDER.uni, name: 'Uni' },
    { id: GENDER.junior, name: 'Junior' },
  ]);
  await db.insert(brands).values([
    { id: BRAND.nike, name: 'Nike', slug: 'nike' },
    { id: BRAND.bergans, name: 'Bergans', slug: 'bergans' },
    { id: BRAND.helly, name: 'Helly Hansen', slug: 'helly-hansen' },
    { id: BRAND.viking, name: 'Viking', slug: 'viking' },
    { id: BRAND.asnes, name: 'Åsnes', slug: 'asnes' },
  ]);
  await db.insert(colourGroups).values([
    { id: CG.black, name: 'black', label: 'Svart', hex: '#111111' },
    { id: CG.blue, name: 'blue', label: 'Blå', hex: '#1f4fa3' },
    { id: CG.red, name: 'red', label: 'Rød', hex: '#c62828' },
  ]);
  await db.insert(colours).values([
    { id: COLOUR.svart, name: 'Svart', hex: '#111111', colourCode: '001', colourGroupId: CG.black },
    {
      id: COLOUR.koboltbla,
      name: 'Koboltblå',
      hex: '#1f4fa3',
      colourCode: '401',
      colourGroupId: CG.blue,
    },
    { id: COLOUR.rod, name: 'Rød', hex: '#c62828', colourCode: '600', colourGroupId: CG.red },
    { id: COLOUR.vinrod, name: 'Vinrød', hex: '#6d1b2b', colourCode: '601', colourGroupId: CG.red },
  ]);
  await db.insert(sizes).values([{ id: 1, name: 'One Size', sizeType: 'onesize', sortOrder: 0 }]);
  await db.insert(categories).values([
    { id: CAT.sko, name: 'Sko', sortNumber: 1 },
    { id: CAT.tekstil, name: 'Tekstil', sortNumber: 2 },
    { id: CAT.utstyr, name: 'Utstyr', sortNumber: 3 },
  ]);
  await db.insert(subcategories).values([
    { id: SUB.lopesko, categoryId: CAT.sko, name: 'Løpesko', sortNumber: 1 },
    { id: SUB.vintersko, categoryId: CAT.sko, name: 'Vintersko', sortNumber: 2 },
    { id: SUB.jakker, categoryId: CAT.tekstil, name: 'Jakker', sortNumber: 1 },
    { id: SUB.gensere, categoryId: CAT.tekstil, name: 'Gensere', sortNumber: 2 },
    { id: SUB.sekker, categoryId: CAT.utstyr, name: 'Sekker', sortNumber: 1 },
    { id: SUB.bading, categoryId: CAT.utstyr, name: 'Bading', sortNumber: 2 },
  ]);
  await db.insert(articleGroups).values([
    { id: GROUP.asfalt, subcategoryId: SUB.lopesko, name: 'Asfaltløpesko' },
    { id: GROUP.vinterstovler, subcategoryId: SUB.vintersko, name: 'Vinterstøvler' },
    { id: GROUP.vinterjakker, subcategoryId: SUB.jakker, name: 'Vinterjakker' },
    { id: GROUP.regnjakker, subcategoryId: SUB.jakker, name: 'Regnjakker' },
    { id: GROUP.hettegensere, subcategoryId: SUB.gensere, name: 'Hettegensere' },
    { id: GROUP.dagstursekker, subcategoryId: SUB.sekker, name: 'Dagstursekker' },
    { id: GROUP.badeutstyr, subcategoryId: SUB.bading, name: 'Badeutstyr' },
  ]);
  await db.insert(articles).values(
    FIXTURE_ARTICLES.map((a) => ({
      id: a.id,
      name: a.name,
      nameSort: nbSortKey(a.name),
      brandId: a.brand,
      genderId: a.gender,
      categoryId: CATEGORY_OF_SUB[a.sub] ?? CAT.utstyr,
      subcategoryId: a.sub,
      articleGroupId: a.group,
      finalPrice: a.price,
      originalPrice: a.price + 20_000,
      visibleOnWeb: a.visible === false ? 0 : 1,
      dateCreated: new Date(Date.UTC(2025, 0, 1) + a.created * DAY),
    })),
  );
  let variantId = 1;
  await db.insert(variants).values(
    FIXTURE_ARTICLES.flatMap((a) =>
      a.colours.map((colourId) => {
        const id = variantId++;
        return { id, articleId: a.id, ean: String(7_000_000_000_000 + id), sizeId: 1, colourId };
      }),
    ),
  );
  await db.insert(bestsellers).values(
    FIXTURE_ARTICLES.filter((a) => a.rank !== undefined).map((a) => ({
      articleId: a.id,
      qtyRank: a.rank ?? 9999,
      turnoverRank: a.rank ?? 9999,
    })),
  );
  await db.insert(campaigns).values([
    {
      id: 1,
      shortTitle: 'Regnvær',
      startAt: new Date(NOW.getTime() - 5 * DAY),
      endAt: new Date(NOW.getTime() + 5 * DAY),
    },
    {
      id: 2,
      shortTitle: 'Snart',
      startAt: FUTURE_CAMPAIGN_START,
      endAt: new Date(NOW.getTime() + 9 * DAY),
    },
  ]);
  await db.insert(campaignPrices).values([
    { campaignId: 1, articleId: A.regnjakke, price: REGNJAKKE_CAMPAIGN_PRICE },
    { campaignId: 2, articleId: A.jakkeBasic, price: JAKKE_BASIC_FUTURE_PRICE },
  ]);
}
