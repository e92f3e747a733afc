/**
 * The fixed shape of the demo catalogue: category tree, brands, sizes, colours, genders.
 * Ids are fixed so links in content (home pages, blog, settings) stay valid for any size.
 * Subcategory ids are ArticleGroup2IDs (category*100 + n); group ids are ArticleGroup3IDs
 * (subcategory*100 + n).
 */

/** Silhouette drawn by `renderProductSvg`. */
export type Shape =
  | 'shoe'
  | 'boot'
  | 'jacket'
  | 'shirt'
  | 'pants'
  | 'hat'
  | 'glove'
  | 'ball'
  | 'bag'
  | 'racket'
  | 'bottle'
  | 'bike'
  | 'helmet'
  | 'ski'
  | 'tent'
  | 'dumbbell'
  | 'mat'
  | 'watch'
  | 'lamp'
  | 'rod'
  | 'box';

export type SizeType =
  | 'shoe'
  | 'apparel'
  | 'socks'
  | 'helmet'
  | 'ski'
  | 'pole'
  | 'bike'
  | 'weight'
  | 'volume'
  | 'onesize';

/** Gender audience of a subcategory: who the articles are made for. */
export type Audience = 'people' | 'adults' | 'kids' | 'unisex';

export interface GroupDef {
  id: number;
  name: string;
  /** Singular noun that starts the article name ('Løpesko'). */
  noun: string;
  /** Price span in whole kroner; prices end in 9 like real shelf prices. */
  price: readonly [number, number];
  sizeType?: SizeType;
  shape?: Shape;
  audience?: Audience;
}

export interface SubcategoryDef {
  id: number;
  name: string;
  productLine: string;
  sizeType: SizeType;
  shape: Shape;
  audience: Audience;
  brands: readonly string[];
  groups: readonly GroupDef[];
}

export interface CategoryDef {
  id: number;
  name: string;
  sortNumber: number;
  /** Relative share of the catalogue. */
  weight: number;
  pageInfo: string;
  subcategories: readonly SubcategoryDef[];
}

export const GENDERS = [
  { id: 1, name: 'Herre' },
  { id: 2, name: 'Dame' },
  { id: 4, name: 'Barn' },
  { id: 10, name: 'Uni' },
  { id: 11, name: 'Junior' },
] as const;

/** Gender ids (with weights) per audience. */
export const AUDIENCE_GENDERS: Record<Audience, { ids: number[]; weights: number[] }> = {
  people: { ids: [1, 2, 4, 11, 10], weights: [36, 36, 10, 8, 10] },
  adults: { ids: [1, 2, 10], weights: [45, 45, 10] },
  kids: { ids: [4, 11], weights: [65, 35] },
  unisex: { ids: [10, 4], weights: [92, 8] },
};

export const CATEGORIES: readonly CategoryDef[] = [
  {
    id: 1,
    name: 'Sko',
    sortNumber: 1,
    weight: 22,
    pageInfo: 'Sko til løping, tur, vinter og hverdag – alltid til lave priser.',
    subcategories: [
      {
        id: 101,
        name: 'Løpesko',
        productLine: 'Løping',
        sizeType: 'shoe',
        shape: 'shoe',
        audience: 'people',
        brands: ['Asics', 'Brooks', 'Hoka', 'New Balance', 'Nike', 'Adidas', 'Saucony', 'Salomon'],
        groups: [
          { id: 10101, name: 'Asfaltløpesko', noun: 'Løpesko', price: [799, 2299] },
          { id: 10102, name: 'Terrengløpesko', noun: 'Terrengløpesko', price: [899, 2199] },
          {
            id: 10103,
            name: 'Konkurransesko',
            noun: 'Konkurransesko',
            price: [1499, 2999],
            audience: 'adults',
          },
        ],
      },
      {
        id: 102,
        name: 'Tursko',
        productLine: 'Friluft',
        sizeType: 'shoe',
        shape: 'boot',
        audience: 'people',
        brands: ['Merrell', 'Salomon', 'Viking', 'Lowa', 'Meindl', 'Hanwag', 'Columbia'],
        groups: [
          {
            id: 10201,
            name: 'Fjellsko',
            noun: 'Fjellsko',
            price: [1499, 3499],
            audience: 'adults',
          },
          { id: 10202, name: 'Lette tursko', noun: 'Tursko', price: [799, 1999] },
          { id: 10203, name: 'Turstøvler', noun: 'Turstøvel', price: [1199, 2999] },
        ],
      },
      {
        id: 103,
        name: 'Vintersko',
        productLine: 'Fritid',
        sizeType: 'shoe',
        shape: 'boot',
        audience: 'people',
        brands: ['Viking', 'Sorel', 'Kamik', 'Columbia', 'Icebug', 'Merrell'],
        groups: [
          { id: 10301, name: 'Vinterstøvler', noun: 'Vinterstøvel', price: [699, 1999] },
          { id: 10302, name: 'Piggsko', noun: 'Piggsko', price: [999, 2199] },
          { id: 10303, name: 'Gummistøvler', noun: 'Gummistøvel', price: [299, 999] },
        ],
      },
      {
        id: 104,
        name: 'Fritidssko',
        productLine: 'Fritid',
        sizeType: 'shoe',
        shape: 'shoe',
        audience: 'people',
        brands: ['Nike', 'Adidas', 'Puma', 'New Balance', 'Vans', 'Converse', 'Skechers'],
        groups: [
          { id: 10401, name: 'Joggesko', noun: 'Joggesko', price: [499, 1599] },
          { id: 10402, name: 'Sandaler', noun: 'Sandal', price: [249, 899] },
          { id: 10403, name: 'Tøfler', noun: 'Tøffel', price: [199, 599] },
        ],
      },
      {
        id: 105,
        name: 'Fotballsko',
        productLine: 'Fotball',
        sizeType: 'shoe',
        shape: 'shoe',
        audience: 'people',
        brands: ['Nike', 'Adidas', 'Puma', 'Mizuno', 'Umbro'],
        groups: [
          { id: 10501, name: 'Gress (FG)', noun: 'Fotballsko FG', price: [599, 2799] },
          { id: 10502, name: 'Kunstgress (AG)', noun: 'Fotballsko AG', price: [599, 2499] },
          { id: 10503, name: 'Innendørs', noun: 'Innendørssko', price: [499, 1499] },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Tekstil',
    sortNumber: 2,
    weight: 30,
    pageInfo: 'Klær til trening, tur og hverdag for hele familien.',
    subcategories: [
      {
        id: 201,
        name: 'Jakker',
        productLine: 'Friluft',
        sizeType: 'apparel',
        shape: 'jacket',
        audience: 'people',
        brands: [
          'Bergans',
          'Helly Hansen',
          'Norrøna',
          'The North Face',
          'Columbia',
          'Haglöfs',
          'Kari Traa',
          'Jack Wolfskin',
        ],
        groups: [
          { id: 20101, name: 'Vinterjakker', noun: 'Vinterjakke', price: [999, 3999] },
          { id: 20102, name: 'Skalljakker', noun: 'Skalljakke', price: [1199, 4999] },
          { id: 20103, name: 'Dunjakker', noun: 'Dunjakke', price: [1299, 3999] },
          { id: 20104, name: 'Softshelljakker', noun: 'Softshelljakke', price: [599, 1999] },
          { id: 20105, name: 'Regnjakker', noun: 'Regnjakke', price: [399, 1499] },
        ],
      },
      {
        id: 202,
        name: 'Gensere',
        productLine: 'Fritid',
        sizeType: 'apparel',
        shape: 'shirt',
        audience: 'people',
        brands: [
          'Devold',
          'Dale of Norway',
          'Helly Hansen',
          'Nike',
          'Adidas',
          'Under Armour',
          'Kari Traa',
        ],
        groups: [
          { id: 20201, name: 'Hettegensere', noun: 'Hettegenser', price: [399, 1199] },
          { id: 20202, name: 'Fleecegensere', noun: 'Fleecegenser', price: [349, 1299] },
          { id: 20203, name: 'Ullgensere', noun: 'Ullgenser', price: [799, 2499] },
        ],
      },
      {
        id: 203,
        name: 'T-skjorter og topper',
        productLine: 'Trening',
        sizeType: 'apparel',
        shape: 'shirt',
        audience: 'people',
        brands: ['Nike', 'Adidas', 'Under Armour', 'Craft', 'Puma', 'Casall', 'Dæhlie'],
        groups: [
          { id: 20301, name: 'T-skjorter', noun: 'T-skjorte', price: [149, 599] },
          { id: 20302, name: 'Singleter', noun: 'Singlet', price: [149, 499] },
          { id: 20303, name: 'Langermede trøyer', noun: 'Treningstrøye', price: [249, 799] },
        ],
      },
      {
        id: 204,
        name: 'Bukser og shorts',
        productLine: 'Trening',
        sizeType: 'apparel',
        shape: 'pants',
        audience: 'people',
        brands: ['Bergans', 'Fjällräven', 'Nike', 'Adidas', 'Craft', 'Swix', 'Stormberg'],
        groups: [
          { id: 20401, name: 'Turbukser', noun: 'Turbukse', price: [599, 1999] },
          { id: 20402, name: 'Treningsbukser', noun: 'Treningsbukse', price: [299, 999] },
          { id: 20403, name: 'Tights', noun: 'Tights', price: [299, 999] },
          { id: 20404, name: 'Shorts', noun: 'Shorts', price: [199, 699] },
        ],
      },
      {
        id: 205,
        name: 'Undertøy og sokker',
        productLine: 'Friluft',
        sizeType: 'apparel',
        shape: 'shirt',
        audience: 'people',
        brands: ['Devold', 'Janus', 'Ulvang', 'Craft', 'Kari Traa', 'Swix'],
        groups: [
          { id: 20501, name: 'Ullundertøy', noun: 'Ullundertrøye', price: [299, 999] },
          { id: 20502, name: 'Superundertøy', noun: 'Superundertøy', price: [249, 899] },
          { id: 20503, name: 'Sokker', noun: 'Sokker', price: [79, 299], sizeType: 'socks' },
          {
            id: 20504,
            name: 'Sports-BH',
            noun: 'Sports-BH',
            price: [249, 699],
            audience: 'adults',
          },
        ],
      },
      {
        id: 206,
        name: 'Luer, hansker og votter',
        productLine: 'Fritid',
        sizeType: 'onesize',
        shape: 'hat',
        audience: 'people',
        brands: ['Ulvang', 'Swix', 'Kari Traa', 'Dale of Norway', 'Helly Hansen', 'Buff'],
        groups: [
          { id: 20601, name: 'Luer', noun: 'Lue', price: [149, 499] },
          {
            id: 20602,
            name: 'Hansker',
            noun: 'Hansker',
            price: [199, 799],
            sizeType: 'apparel',
            shape: 'glove',
          },
          {
            id: 20603,
            name: 'Votter',
            noun: 'Votter',
            price: [149, 599],
            sizeType: 'apparel',
            shape: 'glove',
          },
          { id: 20604, name: 'Halser og buffer', noun: 'Hals', price: [99, 299] },
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Utstyr',
    sortNumber: 3,
    weight: 12,
    pageInfo: 'Baller, sekker, racketer og alt du trenger for å komme i gang.',
    subcategories: [
      {
        id: 301,
        name: 'Ballsport',
        productLine: 'Fotball',
        sizeType: 'onesize',
        shape: 'ball',
        audience: 'unisex',
        brands: ['Select', 'Adidas', 'Nike', 'Molten', 'Wilson', 'Spalding'],
        groups: [
          { id: 30101, name: 'Fotballer', noun: 'Fotball', price: [149, 1499] },
          { id: 30102, name: 'Håndballer', noun: 'Håndball', price: [199, 799] },
          { id: 30103, name: 'Basketballer', noun: 'Basketball', price: [199, 899] },
          {
            id: 30104,
            name: 'Keeperhansker',
            noun: 'Keeperhansker',
            price: [199, 999],
            sizeType: 'apparel',
            shape: 'glove',
          },
        ],
      },
      {
        id: 302,
        name: 'Sekker og bagger',
        productLine: 'Friluft',
        sizeType: 'onesize',
        shape: 'bag',
        audience: 'unisex',
        brands: ['Osprey', 'Bergans', 'Fjällräven', 'Deuter', 'The North Face', 'Nike'],
        groups: [
          { id: 30201, name: 'Dagstursekker', noun: 'Dagstursekk', price: [499, 1799] },
          { id: 30202, name: 'Treningsbagger', noun: 'Treningsbag', price: [299, 999] },
          { id: 30203, name: 'Løpevester', noun: 'Løpevest', price: [599, 1499] },
        ],
      },
      {
        id: 303,
        name: 'Racketsport',
        productLine: 'Racket',
        sizeType: 'onesize',
        shape: 'racket',
        audience: 'unisex',
        brands: ['Head', 'Babolat', 'Wilson', 'Bullpadel', 'Yonex'],
        groups: [
          { id: 30301, name: 'Padelracketer', noun: 'Padelracket', price: [599, 2999] },
          { id: 30302, name: 'Tennisracketer', noun: 'Tennisracket', price: [499, 2999] },
          { id: 30303, name: 'Badmintonracketer', noun: 'Badmintonracket', price: [199, 1299] },
        ],
      },
      {
        id: 304,
        name: 'Drikkeflasker og termoser',
        productLine: 'Friluft',
        sizeType: 'volume',
        shape: 'bottle',
        audience: 'unisex',
        brands: ['Camelbak', 'Nalgene', 'Stanley', 'Primus', 'Salomon'],
        groups: [
          { id: 30401, name: 'Drikkeflasker', noun: 'Drikkeflaske', price: [99, 399] },
          { id: 30402, name: 'Termoser', noun: 'Termos', price: [249, 699] },
        ],
      },
      {
        id: 305,
        name: 'Sportsernæring',
        productLine: 'Trening',
        sizeType: 'onesize',
        shape: 'box',
        audience: 'unisex',
        brands: ['Maxim', 'Enervit', 'Nutramino', 'Sponser'],
        groups: [
          { id: 30501, name: 'Proteinbarer', noun: 'Proteinbar', price: [25, 49] },
          { id: 30502, name: 'Sportsdrikke', noun: 'Sportsdrikk', price: [29, 299] },
          { id: 30503, name: 'Energigel', noun: 'Energigel', price: [25, 39] },
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Sykkel',
    sortNumber: 4,
    weight: 8,
    pageInfo: 'Sykler, hjelmer og utstyr for pendling, terreng og barn.',
    subcategories: [
      {
        id: 401,
        name: 'Sykler',
        productLine: 'Sykkel',
        sizeType: 'bike',
        shape: 'bike',
        audience: 'people',
        brands: ['Trek', 'Scott', 'Cube', 'Giant', 'DBS', 'Merida'],
        groups: [
          {
            id: 40101,
            name: 'Terrengsykler',
            noun: 'Terrengsykkel',
            price: [4999, 19999],
            audience: 'adults',
          },
          {
            id: 40102,
            name: 'Hybridsykler',
            noun: 'Hybridsykkel',
            price: [3999, 11999],
            audience: 'adults',
          },
          {
            id: 40103,
            name: 'Barnesykler',
            noun: 'Barnesykkel',
            price: [1499, 4999],
            audience: 'kids',
          },
          {
            id: 40104,
            name: 'Elsykler',
            noun: 'Elsykkel',
            price: [14999, 39999],
            audience: 'adults',
          },
        ],
      },
      {
        id: 402,
        name: 'Sykkelhjelmer',
        productLine: 'Sykkel',
        sizeType: 'helmet',
        shape: 'helmet',
        audience: 'people',
        brands: ['Abus', 'Lazer', 'Giro', 'POC', 'Bell'],
        groups: [
          {
            id: 40201,
            name: 'Voksenhjelmer',
            noun: 'Sykkelhjelm',
            price: [399, 2499],
            audience: 'adults',
          },
          {
            id: 40202,
            name: 'Barnehjelmer',
            noun: 'Sykkelhjelm',
            price: [249, 799],
            audience: 'kids',
          },
        ],
      },
      {
        id: 403,
        name: 'Sykkelutstyr',
        productLine: 'Sykkel',
        sizeType: 'onesize',
        shape: 'lamp',
        audience: 'unisex',
        brands: ['Abus', 'Topeak', 'Lezyne', 'Sigma', 'Shimano'],
        groups: [
          { id: 40301, name: 'Sykkellykter', noun: 'Sykkellykt', price: [149, 999] },
          { id: 40302, name: 'Sykkellåser', noun: 'Sykkellås', price: [199, 1299], shape: 'box' },
          {
            id: 40303,
            name: 'Sykkelpumper',
            noun: 'Sykkelpumpe',
            price: [149, 699],
            shape: 'bottle',
          },
        ],
      },
      {
        id: 404,
        name: 'Sykkelklær',
        productLine: 'Sykkel',
        sizeType: 'apparel',
        shape: 'shirt',
        audience: 'adults',
        brands: ['Craft', 'Gonso', 'Endura', 'Castelli'],
        groups: [
          { id: 40401, name: 'Sykkeltrøyer', noun: 'Sykkeltrøye', price: [399, 1499] },
          {
            id: 40402,
            name: 'Sykkelbukser',
            noun: 'Sykkelbukse',
            price: [499, 1799],
            shape: 'pants',
          },
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Ski og vinter',
    sortNumber: 5,
    weight: 10,
    pageInfo: 'Langrenn, alpint, skøyter og aking – klar for vinteren.',
    subcategories: [
      {
        id: 501,
        name: 'Langrenn',
        productLine: 'Langrenn',
        sizeType: 'ski',
        shape: 'ski',
        audience: 'people',
        brands: ['Madshus', 'Fischer', 'Atomic', 'Rossignol', 'Swix', 'Åsnes'],
        groups: [
          { id: 50101, name: 'Langrennski', noun: 'Langrennski', price: [1299, 5999] },
          {
            id: 50102,
            name: 'Langrennsstøvler',
            noun: 'Skistøvel',
            price: [899, 3499],
            sizeType: 'shoe',
            shape: 'boot',
          },
          { id: 50103, name: 'Staver', noun: 'Skistaver', price: [299, 2499], sizeType: 'pole' },
        ],
      },
      {
        id: 502,
        name: 'Alpint',
        productLine: 'Alpint',
        sizeType: 'ski',
        shape: 'ski',
        audience: 'people',
        brands: ['Atomic', 'Rossignol', 'Head', 'Salomon', 'Fischer', 'Oakley', 'POC'],
        groups: [
          { id: 50201, name: 'Alpinski', noun: 'Alpinski', price: [2999, 8999] },
          {
            id: 50202,
            name: 'Alpinstøvler',
            noun: 'Alpinstøvel',
            price: [1999, 5999],
            sizeType: 'shoe',
            shape: 'boot',
          },
          {
            id: 50203,
            name: 'Alpinhjelmer',
            noun: 'Alpinhjelm',
            price: [699, 2499],
            sizeType: 'helmet',
            shape: 'helmet',
          },
          {
            id: 50204,
            name: 'Skibriller',
            noun: 'Skibrille',
            price: [399, 1999],
            sizeType: 'onesize',
            shape: 'box',
          },
        ],
      },
      {
        id: 503,
        name: 'Skøyter og aking',
        productLine: 'Vinterlek',
        sizeType: 'shoe',
        shape: 'boot',
        audience: 'people',
        brands: ['Nidar', 'Bauer', 'Stiga', 'Hamax', 'CCM'],
        groups: [
          { id: 50301, name: 'Skøyter', noun: 'Skøyter', price: [499, 2499] },
          {
            id: 50302,
            name: 'Akebrett og kjelker',
            noun: 'Rattkjelke',
            price: [199, 1499],
            sizeType: 'onesize',
            shape: 'box',
            audience: 'kids',
          },
        ],
      },
      {
        id: 504,
        name: 'Skismøring',
        productLine: 'Langrenn',
        sizeType: 'onesize',
        shape: 'box',
        audience: 'unisex',
        brands: ['Swix', 'Rode', 'Vauhti', 'Holmenkol'],
        groups: [
          { id: 50401, name: 'Glider', noun: 'Glider', price: [129, 899] },
          { id: 50402, name: 'Festevoks', noun: 'Festevoks', price: [99, 249] },
          { id: 50403, name: 'Klister', noun: 'Klister', price: [119, 299] },
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Tur og camping',
    sortNumber: 6,
    weight: 9,
    pageInfo: 'Telt, soveposer og turutstyr for norsk natur.',
    subcategories: [
      {
        id: 601,
        name: 'Telt',
        productLine: 'Friluft',
        sizeType: 'onesize',
        shape: 'tent',
        audience: 'unisex',
        brands: ['Helsport', 'Nordisk', 'Hilleberg', 'Vango', 'Coleman'],
        groups: [
          { id: 60101, name: 'Kuppeltelt', noun: 'Kuppeltelt', price: [999, 5999] },
          { id: 60102, name: 'Tunneltelt', noun: 'Tunneltelt', price: [1499, 7999] },
          { id: 60103, name: 'Lavvoer', noun: 'Lavvo', price: [1999, 6999] },
        ],
      },
      {
        id: 602,
        name: 'Soveposer og underlag',
        productLine: 'Friluft',
        sizeType: 'onesize',
        shape: 'mat',
        audience: 'unisex',
        brands: ['Helsport', 'Therm-a-Rest', 'Nordisk', 'Sea to Summit', 'Bergans'],
        groups: [
          { id: 60201, name: 'Soveposer', noun: 'Sovepose', price: [599, 3999] },
          { id: 60202, name: 'Liggeunderlag', noun: 'Liggeunderlag', price: [199, 1999] },
        ],
      },
      {
        id: 603,
        name: 'Turutstyr',
        productLine: 'Friluft',
        sizeType: 'onesize',
        shape: 'lamp',
        audience: 'unisex',
        brands: ['Primus', 'Petzl', 'Silva', 'Jetboil', 'Helinox', 'Trangia'],
        groups: [
          { id: 60301, name: 'Hodelykter', noun: 'Hodelykt', price: [199, 1499] },
          {
            id: 60302,
            name: 'Stormkjøkken og brennere',
            noun: 'Stormkjøkken',
            price: [399, 1999],
            shape: 'box',
          },
          { id: 60303, name: 'Turstoler', noun: 'Turstol', price: [299, 1499], shape: 'box' },
        ],
      },
      {
        id: 604,
        name: 'Fiske',
        productLine: 'Fiske',
        sizeType: 'onesize',
        shape: 'rod',
        audience: 'unisex',
        brands: ['Abu Garcia', 'Rapala', 'Shimano', 'Daiwa', 'Penn'],
        groups: [
          { id: 60401, name: 'Fiskestenger', noun: 'Fiskestang', price: [299, 1999] },
          { id: 60402, name: 'Sneller', noun: 'Snelle', price: [249, 1999], shape: 'box' },
          { id: 60403, name: 'Sluker og wobblere', noun: 'Sluk', price: [39, 149], shape: 'box' },
        ],
      },
    ],
  },
  {
    id: 7,
    name: 'Trening',
    sortNumber: 7,
    weight: 9,
    pageInfo: 'Alt til trening hjemme og på senteret.',
    subcategories: [
      {
        id: 701,
        name: 'Vekter',
        productLine: 'Trening',
        sizeType: 'weight',
        shape: 'dumbbell',
        audience: 'unisex',
        brands: ['Abilica', 'Titan Life', 'Gymstick', 'Casall'],
        groups: [
          { id: 70101, name: 'Manualer', noun: 'Manual', price: [99, 999] },
          { id: 70102, name: 'Kettlebells', noun: 'Kettlebell', price: [199, 1299] },
          {
            id: 70103,
            name: 'Vektstenger',
            noun: 'Vektstang',
            price: [499, 2999],
            sizeType: 'onesize',
          },
        ],
      },
      {
        id: 702,
        name: 'Yoga og mobilitet',
        productLine: 'Trening',
        sizeType: 'onesize',
        shape: 'mat',
        audience: 'unisex',
        brands: ['Casall', 'Gymstick', 'Manduka', 'Abilica'],
        groups: [
          { id: 70201, name: 'Treningsmatter', noun: 'Treningsmatte', price: [149, 899] },
          { id: 70202, name: 'Foam rollere', noun: 'Foam roller', price: [149, 599] },
          {
            id: 70203,
            name: 'Treningsstrikker',
            noun: 'Treningsstrikk',
            price: [99, 399],
            shape: 'box',
          },
        ],
      },
      {
        id: 703,
        name: 'Kondisjonsmaskiner',
        productLine: 'Trening',
        sizeType: 'onesize',
        shape: 'box',
        audience: 'unisex',
        brands: ['Abilica', 'Titan Life', 'Concept2', 'Tunturi'],
        groups: [
          { id: 70301, name: 'Tredemøller', noun: 'Tredemølle', price: [5999, 24999] },
          { id: 70302, name: 'Spinningsykler', noun: 'Spinningsykkel', price: [2999, 12999] },
          { id: 70303, name: 'Romaskiner', noun: 'Romaskin', price: [3999, 14999] },
        ],
      },
      {
        id: 704,
        name: 'Pulsklokker',
        productLine: 'Løping',
        sizeType: 'onesize',
        shape: 'watch',
        audience: 'unisex',
        brands: ['Garmin', 'Polar', 'Suunto', 'Coros'],
        groups: [
          { id: 70401, name: 'GPS-klokker', noun: 'GPS-klokke', price: [1999, 8999] },
          { id: 70402, name: 'Aktivitetsarmbånd', noun: 'Aktivitetsarmbånd', price: [599, 1999] },
        ],
      },
    ],
  },
];

/** Sizes per size system in display order; kids' variants use the kids lists. */
export const SIZE_SYSTEMS: Record<
  SizeType,
  { adult: readonly string[]; kids?: readonly string[] }
> = {
  shoe: {
    adult: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'],
    kids: ['24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35'],
  },
  apparel: {
    adult: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    kids: ['110', '116', '122', '128', '134', '140', '152', '164', '176'],
  },
  socks: { adult: ['35-38', '39-42', '43-46'], kids: ['22-25', '26-29', '30-33'] },
  helmet: { adult: ['S/M', 'M/L', 'L/XL'], kids: ['XS/S', 'S/M'] },
  ski: {
    adult: ['162 cm', '172 cm', '182 cm', '192 cm', '202 cm'],
    kids: ['110 cm', '120 cm', '130 cm', '140 cm', '150 cm'],
  },
  pole: {
    adult: ['140 cm', '150 cm', '155 cm', '160 cm', '165 cm', '170 cm'],
    kids: ['90 cm', '100 cm', '110 cm', '120 cm'],
  },
  bike: { adult: ['S', 'M', 'L', 'XL'], kids: ['12"', '16"', '20"', '24"'] },
  weight: { adult: ['2 kg', '4 kg', '6 kg', '8 kg', '10 kg', '12 kg', '16 kg', '20 kg', '24 kg'] },
  volume: { adult: ['0,5 l', '0,75 l', '1 l'] },
  onesize: { adult: ['One Size'] },
};

export const COLOUR_GROUPS = [
  { name: 'black', label: 'Svart', hex: '#111111' },
  { name: 'white', label: 'Hvit', hex: '#ffffff' },
  { name: 'grey', label: 'Grå', hex: '#8a8d91' },
  { name: 'blue', label: 'Blå', hex: '#1f4fa3' },
  { name: 'red', label: 'Rød', hex: '#c62828' },
  { name: 'green', label: 'Grønn', hex: '#2e7d32' },
  { name: 'yellow', label: 'Gul', hex: '#f9c80e' },
  { name: 'orange', label: 'Oransje', hex: '#ef6c00' },
  { name: 'pink', label: 'Rosa', hex: '#e91e8c' },
  { name: 'purple', label: 'Lilla', hex: '#6a1b9a' },
  { name: 'brown', label: 'Brun', hex: '#6d4c41' },
  { name: 'beige', label: 'Beige', hex: '#d8c3a5' },
] as const;

export type ColourGroupName = (typeof COLOUR_GROUPS)[number]['name'];

/** Colour name, hex, supplier colour code and group. The first of each group is its representative. */
export const COLOURS: readonly {
  name: string;
  hex: string;
  code: string;
  group: ColourGroupName;
}[] = [
  { name: 'Svart', hex: '#111111', code: '001', group: 'black' },
  { name: 'Antrasitt', hex: '#2f3336', code: '002', group: 'black' },
  { name: 'Hvit', hex: '#ffffff', code: '100', group: 'white' },
  { name: 'Offwhite', hex: '#f4f1ea', code: '101', group: 'white' },
  { name: 'Grå', hex: '#8a8d91', code: '020', group: 'grey' },
  { name: 'Lys grå', hex: '#c4c7cc', code: '021', group: 'grey' },
  { name: 'Marine', hex: '#1b2a4a', code: '400', group: 'blue' },
  { name: 'Koboltblå', hex: '#1f4fa3', code: '401', group: 'blue' },
  { name: 'Lyseblå', hex: '#7fb3e6', code: '402', group: 'blue' },
  { name: 'Petrol', hex: '#125e6b', code: '403', group: 'blue' },
  { name: 'Rød', hex: '#c62828', code: '600', group: 'red' },
  { name: 'Vinrød', hex: '#6d1b2b', code: '601', group: 'red' },
  { name: 'Grønn', hex: '#2e7d32', code: '300', group: 'green' },
  { name: 'Olivengrønn', hex: '#5b6332', code: '301', group: 'green' },
  { name: 'Mosegrønn', hex: '#4a5a3a', code: '302', group: 'green' },
  { name: 'Gul', hex: '#f9c80e', code: '200', group: 'yellow' },
  { name: 'Sennep', hex: '#c99a2e', code: '201', group: 'yellow' },
  { name: 'Oransje', hex: '#ef6c00', code: '250', group: 'orange' },
  { name: 'Rosa', hex: '#e91e8c', code: '650', group: 'pink' },
  { name: 'Lys rosa', hex: '#f5b8cf', code: '651', group: 'pink' },
  { name: 'Lilla', hex: '#6a1b9a', code: '700', group: 'purple' },
  { name: 'Brun', hex: '#6d4c41', code: '800', group: 'brown' },
  { name: 'Beige', hex: '#d8c3a5', code: '850', group: 'beige' },
  { name: 'Sand', hex: '#c8b28a', code: '851', group: 'beige' },
];

/** Invented model names: Norwegian nature words, so names read like a real Nordic range. */
export const MODEL_NAMES = [
  'Vindstrå',
  'Fjellvind',
  'Nordlys',
  'Tinde',
  'Fonna',
  'Breheim',
  'Skarven',
  'Storm',
  'Rype',
  'Lyngen',
  'Hardanger',
  'Trollheimen',
  'Jotun',
  'Kvitfjell',
  'Bris',
  'Glitre',
  'Snøfokk',
  'Fjære',
  'Myrull',
  'Skavl',
  'Varde',
  'Stryn',
  'Rondane',
  'Dovre',
  'Lofoten',
  'Senja',
  'Hallingskarvet',
  'Gausta',
  'Norefjell',
  'Sølen',
  'Tyin',
  'Finse',
  'Femund',
  'Nordmarka',
  'Vassfaret',
  'Blefjell',
  'Besseggen',
  'Romsdal',
  'Helgeland',
  'Saltfjell',
  'Isbre',
  'Polarlys',
  'Midnattsol',
  'Havbris',
  'Elvedal',
  'Granskog',
  'Bjørk',
  'Einer',
  'Tyttebær',
  'Molte',
  'Tåke',
  'Frost',
  'Rim',
  'Hagl',
  'Nysnø',
  'Skare',
  'Løssnø',
  'Vårsol',
  'Sommerbris',
  'Høstløv',
];

export const MODEL_SUFFIXES = [
  '',
  '',
  '',
  ' 2',
  ' 3',
  ' Pro',
  ' Lite',
  ' GTX',
  ' Plus',
  ' Trail',
  ' Sport',
  ' XT',
];

export const SEASONS = ['Vinter 2025', 'Sommer 2025', 'Høst 2025', 'Vår 2025', 'Helår'];

/** Shops' chain id (spec: default chain id 1). */
export const CHAIN_ID = 1;
