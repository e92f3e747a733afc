/** Reference tables, articles, variants and per-shop stock. */
import { nbSortKey } from '../db/collation';
import { makeEan13 } from './ean';
import { productImagePath } from './images';
import type { Rng } from './random';
import {
  AUDIENCE_GENDERS,
  CATEGORIES,
  COLOUR_GROUPS,
  COLOURS,
  GENDERS,
  MODEL_NAMES,
  MODEL_SUFFIXES,
  SEASONS,
  SIZE_SYSTEMS,
  type CategoryDef,
  type GroupDef,
  type SizeType,
  type SubcategoryDef,
} from './taxonomy';
import { addDays, shelfPrice, slugify } from './text';
import type { SeedData, StockColumns, VariantColumns } from './types';

/** First article id; real-looking 5–6 digit ids in URLs (/product/10042). */
export const FIRST_ARTICLE_ID = 10001;

type Ref = Pick<
  SeedData,
  | 'genders'
  | 'brands'
  | 'colourGroups'
  | 'colours'
  | 'sizes'
  | 'categories'
  | 'subcategories'
  | 'articleGroups'
  | 'productLines'
>;

export interface RefIndex {
  brandId: Map<string, number>;
  productLineId: Map<string, number>;
  /** `${sizeType}|${name}` → size id. */
  sizeId: Map<string, number>;
}

export function generateReference(): { ref: Ref; index: RefIndex } {
  const brandNames = [
    ...new Set(CATEGORIES.flatMap((c) => c.subcategories.flatMap((s) => s.brands))),
  ].sort((a, b) => nbSortKey(a).localeCompare(nbSortKey(b)));
  const brands = brandNames.map((name, i) => ({ id: i + 1, name, slug: slugify(name) }));

  const colourGroups = COLOUR_GROUPS.map((g, i) => ({
    id: i + 1,
    name: g.name,
    label: g.label,
    hex: g.hex,
    colourId: COLOURS.findIndex((c) => c.group === g.name) + 1,
  }));
  const colours = COLOURS.map((c, i) => ({
    id: i + 1,
    name: c.name,
    hex: c.hex,
    colourCode: c.code,
    colourGroupId: COLOUR_GROUPS.findIndex((g) => g.name === c.group) + 1,
  }));

  const sizes: SeedData['sizes'] = [];
  const sizeId = new Map<string, number>();
  for (const [type, system] of Object.entries(SIZE_SYSTEMS)) {
    // Kids first: a size filter lists 110 … 176 before XS … XXL.
    const names = [...(system.kids ?? []), ...system.adult];
    names.forEach((name) => {
      const key = `${type}|${name}`;
      if (sizeId.has(key)) return; // helmet 'S/M' exists for kids and adults
      const id = sizes.length + 1;
      sizeId.set(key, id);
      sizes.push({
        id,
        name,
        sizeType: type,
        sortOrder: sizes.filter((s) => s.sizeType === type).length,
      });
    });
  }

  const lineNames = [
    ...new Set(CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.productLine))),
  ];
  const productLines = lineNames.map((name, i) => ({ id: i + 1, name, categoryId: null }));

  const ref: Ref = {
    genders: GENDERS.map((g) => ({ id: g.id, name: g.name })),
    brands,
    colourGroups,
    colours,
    sizes,
    categories: CATEGORIES.map((c) => ({
      id: c.id,
      name: c.name,
      sortNumber: c.sortNumber,
      pageInfo: c.pageInfo,
      banner: null,
      bannerLink: `/${slugify(c.name === 'Tekstil' ? 'Klær' : c.name)}`,
      visible: true,
    })),
    subcategories: CATEGORIES.flatMap((c) =>
      c.subcategories.map((s, i) => ({
        id: s.id,
        categoryId: c.id,
        name: s.name,
        sortNumber: i + 1,
      })),
    ),
    articleGroups: CATEGORIES.flatMap((c) =>
      c.subcategories.flatMap((s) =>
        s.groups.map((g, i) => ({
          id: g.id,
          subcategoryId: s.id,
          name: g.name,
          sortNumber: i + 1,
        })),
      ),
    ),
    productLines,
  };
  return {
    ref,
    index: {
      brandId: new Map(brands.map((b) => [b.name, b.id])),
      productLineId: new Map(productLines.map((p) => [p.name, p.id])),
      sizeId,
    },
  };
}

/** What each subcategory is for; used in descriptions so text matches the product. */
const USAGE: Record<number, string> = {
  101: 'løpeturer på vei og sti',
  102: 'turer i skog og fjell',
  103: 'kalde og glatte vinterdager',
  104: 'hverdag og fritid',
  105: 'trening og kamp på fotballbanen',
  201: 'tur, hverdag og skiftende vær',
  202: 'kjølige dager og lag-på-lag',
  203: 'trening og aktive dager',
  204: 'tur og trening',
  205: 'aktivitet i kulde',
  206: 'kalde dager ute',
  301: 'trening og kamp',
  302: 'tur, trening og reise',
  303: 'spill på banen',
  304: 'tur og trening',
  305: 'påfyll før, under og etter trening',
  401: 'pendling, tur og terreng',
  402: 'trygg sykling',
  403: 'sykkelen din',
  404: 'lange og korte sykkelturer',
  501: 'turer i oppkjørte løyper',
  502: 'dager i alpinbakken',
  503: 'vinterlek på is og snø',
  504: 'godt feste og god gli',
  601: 'overnatting i fjellet',
  602: 'gode netter ute',
  603: 'livet på tur',
  604: 'fisketurer ved sjø og vann',
  701: 'styrketrening hjemme',
  702: 'yoga, tøying og mobilitet',
  703: 'kondisjonstrening hjemme',
  704: 'trening med puls og GPS',
};

const BENEFITS: Record<number, readonly string[]> = {
  1: [
    'Myk demping og god stabilitet.',
    'Slitesterk yttersåle med godt grep.',
    'Pustende overdel holder foten tørr.',
    'Lav vekt for lette steg.',
  ],
  2: [
    'Myke materialer som puster godt.',
    'Vannavstøtende og vindtett.',
    'God bevegelsesfrihet.',
    'Regulerbar hette og mansjetter.',
    'Refleksdetaljer for synlighet i mørket.',
  ],
  3: ['Solid kvalitet til en lav pris.', 'Lett å ta med seg.', 'Laget for å tåle mye bruk.'],
  4: ['Lett ramme og presise gir.', 'Justerbar passform.', 'Godt egnet for norske veier og stier.'],
  5: [
    'God gli og stabil følelse.',
    'Passer både nybegynnere og viderekomne.',
    'Solid konstruksjon for norske forhold.',
  ],
  6: ['Tåler vind og vær.', 'Lav pakkvolum og lav vekt.', 'Enkel å sette opp og bruke.'],
  7: ['Robust og stabil.', 'Tar lite plass.', 'Gir variert trening for hele kroppen.'],
};

const MATERIALS: Record<number, readonly string[]> = {
  1: [
    'Overdel: tekstil og syntetisk skinn. Såle: gummi.',
    'Overdel: mesh. Mellomsåle: EVA. Yttersåle: gummi.',
    'Overdel: nubuk med membran. Såle: gummi.',
  ],
  2: [
    '100 % polyester',
    '88 % polyamid, 12 % elastan',
    '100 % merinoull',
    '65 % polyester, 35 % bomull',
    'Ytterstoff: polyamid med membran. Fyll: dun 90/10.',
  ],
  3: ['Syntetisk materiale', 'Polyester og nylon', 'Gummi og plast'],
  4: ['Aluminiumsramme', 'Karbon og aluminium', 'Polykarbonat og EPS'],
  5: ['Glassfiber og tre', 'Karbon og glassfiber', 'Aluminium'],
  6: ['Polyester 70D, PU-belegg', 'Nylon ripstop, silikonbelegg', 'Polyester og aluminium'],
  7: ['Stål og gummi', 'TPE', 'Støpejern med vinylbelegg'],
};

const CUSTOM_LABELS = ['Nyhet', 'Kun på nett', 'Outlet', 'Siste sjanse', 'Miljøvalg'];

function pickCategory(rng: Rng): CategoryDef {
  return rng.weighted(
    CATEGORIES,
    CATEGORIES.map((c) => c.weight),
  );
}

function pickSizes(rng: Rng, list: readonly string[], type: SizeType): string[] {
  if (list.length <= 1) return list.slice();
  const min = type === 'shoe' ? 5 : type === 'weight' ? 1 : Math.min(3, list.length);
  const max = type === 'shoe' ? 9 : type === 'weight' ? 4 : list.length;
  const len = rng.int(min, Math.min(max, list.length));
  const start = rng.int(0, list.length - len);
  return list.slice(start, start + len);
}

function genderSuffix(genderId: number, audienceUnisex: boolean): string {
  if (audienceUnisex) return genderId === 4 ? ' Barn' : '';
  switch (genderId) {
    case 1:
      return ' Herre';
    case 2:
      return ' Dame';
    case 4:
      return ' Barn';
    case 11:
      return ' Junior';
    default:
      return ' Unisex';
  }
}

/** Bulky goods ship expensively and are often click-and-collect only. */
function isBulky(sub: SubcategoryDef, group: GroupDef): boolean {
  return sub.id === 401 || sub.id === 703 || group.id === 60102 || group.id === 60103;
}

function freightFor(sub: SubcategoryDef, group: GroupDef, priceKr: number): number {
  if (isBulky(sub, group)) return priceKr > 10000 ? 49900 : 29900;
  if (sub.shape === 'ski' || sub.id === 601) return 19900;
  if (priceKr < 150) return 4900;
  return 9900;
}

export interface ArticleMeta {
  id: number;
  categoryId: number;
  subcategoryId: number;
  genderId: number;
  price: number;
  visible: boolean;
  purchasable: boolean;
  firstVariantId: number;
  variantCount: number;
  name: string;
}

export interface CatalogResult {
  articles: SeedData['articles'];
  variants: VariantColumns;
  stock: StockColumns;
  meta: ArticleMeta[];
}

/**
 * `shopWeights[i]` is the relative size of shop `shopIds[i]`; big shops carry more of the range.
 */
export function generateCatalog(
  rng: Rng,
  count: number,
  now: Date,
  index: RefIndex,
  shopIds: readonly number[],
  shopWeights: readonly number[],
): CatalogResult {
  const articleRng = rng.fork('articles');
  const stockRng = rng.fork('stock');
  const articles: SeedData['articles'] = [];
  const meta: ArticleMeta[] = [];
  const variants: VariantColumns = {
    id: [],
    articleId: [],
    ean: [],
    sizeId: [],
    colourId: [],
    image: [],
    sortOrder: [],
  };
  const stock: StockColumns = { variantId: [], shopId: [], qty: [] };

  for (let i = 0; i < count; i++) {
    const id = FIRST_ARTICLE_ID + i;
    const category = pickCategory(articleRng);
    const sub = articleRng.pick(category.subcategories);
    const group = articleRng.pick(sub.groups);
    const audience = group.audience ?? sub.audience;
    const genders = AUDIENCE_GENDERS[audience];
    const genderId = articleRng.weighted(genders.ids, genders.weights);
    const kids = genderId === 4 || genderId === 11;
    const sizeType = group.sizeType ?? sub.sizeType;
    const system = SIZE_SYSTEMS[sizeType];
    const sizeNames = pickSizes(
      articleRng,
      kids && system.kids ? system.kids : system.adult,
      sizeType,
    );
    const colourCount = articleRng.weighted([1, 2, 3], [68, 25, 7]);
    const colourIdxs = articleRng.sample(
      COLOURS.map((_, k) => k),
      colourCount,
    );
    const brand = articleRng.pick(sub.brands);
    const model = articleRng.pick(MODEL_NAMES) + articleRng.pick(MODEL_SUFFIXES);
    const name = `${group.noun} ${model}${genderSuffix(genderId, audience === 'unisex')}`;

    const [lo, hi] = group.price;
    const kr = shelfPrice(articleRng.int(lo, hi));
    const reduced = articleRng.chance(0.45);
    const originalKr = reduced ? shelfPrice(kr * (1.25 + articleRng.float() * 0.95)) : kr;
    const bulky = isBulky(sub, group);
    const visible = articleRng.chance(0.97);
    const purchasable = articleRng.chance(bulky ? 0.8 : 0.93);
    const onlyCc = articleRng.chance(bulky ? 0.45 : 0.05);
    const limit = sub.id === 305 ? 10 : articleRng.chance(0.08) ? articleRng.int(1, 5) : null;
    const firstColour = COLOURS[colourIdxs[0] ?? 0] ?? COLOURS[0];
    const colourNames = colourIdxs.map((k) => COLOURS[k]?.name ?? '').join(' ');
    const usage = USAGE[sub.id] ?? 'aktive dager';
    const benefits = articleRng.sample(BENEFITS[category.id] ?? [], 2);
    const material = articleRng.pick(MATERIALS[category.id] ?? ['Diverse materialer']);
    const created = addDays(now, -articleRng.int(0, 730));
    const isTextile = category.id === 2 || sub.id === 404;

    articles.push({
      id,
      name,
      nameSort: nbSortKey(name),
      description: `${group.noun} fra ${brand} for ${usage}. ${benefits.join(' ')}`,
      // Only what the short description lacks: keeps 100 000 articles at a few hundred bytes each.
      webDescription: `<p>Farge: ${colourNames}. ${sizeNames.length > 1 ? `Størrelse ${sizeNames[0]}–${sizeNames[sizeNames.length - 1]}` : 'Én størrelse'}.</p>`,
      techDescription: `Materiale: ${material}\nProduktlinje: ${sub.productLine}\nArtikkelnummer: ${id}`,
      nutrientContent:
        sub.id === 305
          ? `Næringsinnhold per 100 g: Energi ${1400 + articleRng.int(0, 400)} kJ / ${330 + articleRng.int(0, 100)} kcal, fett ${articleRng.int(3, 15)} g, karbohydrater ${articleRng.int(20, 60)} g, protein ${articleRng.int(5, 35)} g, salt ${(articleRng.int(1, 9) / 10).toFixed(1).replace('.', ',')} g.`
          : null,
      washLabel: isTextile
        ? articleRng.pick(['Vask på 30 °C', 'Vask på 40 °C', 'Ullvask 30 °C', 'Håndvask'])
        : null,
      careLabel: isTextile
        ? articleRng.pick([
            'Tåler ikke tørketrommel. Ikke bruk tøymykner.',
            'Tørkes liggende. Ikke strykes.',
            'Lukk glidelåser før vask. Impregner ved behov.',
          ])
        : null,
      brandId: index.brandId.get(brand) ?? 1,
      genderId,
      categoryId: category.id,
      subcategoryId: sub.id,
      articleGroupId: group.id,
      productLineId: index.productLineId.get(sub.productLine) ?? null,
      finalPrice: kr * 100,
      originalPrice: originalKr * 100,
      pant: group.id === 30502 ? 200 : 0,
      frightPrice: freightFor(sub, group, kr),
      purchasableOnWeb: purchasable ? 1 : 0,
      visibleOnWeb: visible ? 1 : 0,
      featured: articleRng.chance(0.04) ? 1 : 0,
      onlyCc,
      webPurchaseLimit: limit,
      customLabel: articleRng.chance(0.05) ? articleRng.pick(CUSTOM_LABELS) : null,
      season: articleRng.pick(SEASONS),
      image: productImagePath(category.id, firstColour?.hex ?? '#888888', group.noun),
      averageRating: null,
      dateCreated: created,
    });

    const firstVariantId = variants.id.length + 1;
    let sort = 0;
    for (const k of colourIdxs) {
      const colour = COLOURS[k];
      if (!colour) continue;
      for (const sizeName of sizeNames) {
        const vid = variants.id.length + 1;
        variants.id.push(vid);
        variants.articleId.push(id);
        variants.ean.push(makeEan13(vid));
        variants.sizeId.push(index.sizeId.get(`${sizeType}|${sizeName}`) ?? 1);
        variants.colourId.push(k + 1);
        variants.image.push(productImagePath(category.id, colour.hex, group.noun));
        variants.sortOrder.push(sort++);
      }
    }
    const variantCount = variants.id.length + 1 - firstVariantId;

    // Stock: each article is carried by a handful of shops (bigger shops more often);
    // within a carrying shop some variants have no row (never stocked), many are 0, some low.
    const carriers = stockRng.int(2, 7);
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < carriers && tries < carriers * 4; tries++) {
      chosen.add(stockRng.weighted(shopIds, shopWeights));
    }
    for (const shopId of [...chosen].sort((a, b) => a - b)) {
      for (let v = firstVariantId; v < firstVariantId + variantCount; v++) {
        if (!stockRng.chance(0.75)) continue;
        const roll = stockRng.float();
        const qty = roll < 0.35 ? 0 : roll < 0.6 ? stockRng.int(1, 2) : stockRng.int(3, 20);
        stock.variantId.push(v);
        stock.shopId.push(shopId);
        stock.qty.push(qty);
      }
    }

    meta.push({
      id,
      categoryId: category.id,
      subcategoryId: sub.id,
      genderId,
      price: kr * 100,
      visible,
      purchasable,
      firstVariantId,
      variantCount,
      name,
    });
  }
  return { articles, variants, stock, meta };
}
