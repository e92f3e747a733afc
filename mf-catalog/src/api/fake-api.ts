/**
 * Test support (never imported by production code): schema-valid fixtures and a fake /api/v1
 * behind the global fetch the shared ky client uses, so components are tested through their
 * real API modules and the real contract validation.
 */
import type {
  Article,
  ArticleDetail,
  Category,
  SearchResponse,
  Shop,
  Variant,
} from 'shared-contracts';
import { installFakeApi as installSharedFakeApi, type FakeHandler } from 'tooling/testing/fake-api';
import { forgetArticles } from './article-store';
import { resources } from './resource-cache';

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Vare ${id}`,
    description: 'Beskrivelse',
    price: 49900,
    originalPrice: 49900,
    previousLowestPrice: null,
    pant: 0,
    frightPrice: 9900,
    brand: { id: 1, name: 'Merke' },
    gender: { id: 1, name: 'Herre' },
    colors: [],
    colorGroups: [],
    category: { id: 1, name: 'Sko' },
    articleGroup2ID: 11,
    articleGroup3ID: 111,
    productLineId: null,
    canPurchase: true,
    customLabel: null,
    shops: [1],
    availability: 5,
    featured: false,
    campaigns: [],
    averageRating: null,
    webPurchaseLimit: null,
    bestseller: { qtyRank: 9999, turnoverRank: 9999 },
    onlyCC: false,
    season: null,
    image: `/img/${id}.svg`,
    ...overrides,
  };
}

export function makeVariant(
  id: number,
  colourId: number,
  sizeId: number,
  shops: Array<{ id: number; qty: number }>,
): Variant {
  return {
    id,
    ean: String(7000000000000 + id),
    availability: shops.reduce((sum, s) => sum + s.qty, 0),
    shops,
    size: { id: sizeId, name: `${sizeId}` },
    color: {
      id: colourId,
      name: colourId === 1 ? 'Svart' : 'Rød',
      hex: colourId === 1 ? '#000000' : '#cc0000',
      colorCode: `C${colourId}`,
      image: `/img/c${colourId}.svg`,
    },
  };
}

export function makeDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeArticle(overrides),
    webDescription: '<p>Fin sko.</p>',
    techDescription: 'Materiale: Mesh',
    nutrientContent: null,
    washLabel: null,
    careLabel: null,
    dateCreated: '2026-01-01T00:00:00Z',
    visible: true,
    variants: [],
    reviews: [],
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    name: 'Sko',
    count: 10,
    banner: null,
    bannerLink: null,
    pageInfo: 'Sko til alt.',
    minPrice: 10000,
    maxPrice: 200000,
    subcategories: [{ ArticleGroup2ID: 11, Name: 'Løpesko', count: 5, sortNumber: 1 }],
    availableProductlines: [],
    sortNumber: 1,
    ...overrides,
  };
}

export function makeShop(id: number, name: string, coords = { lat: 59.91, lon: 10.75 }): Shop {
  return {
    id,
    no: id,
    name,
    fullName: `Bare lave priser ${name}`,
    orgNo: '999999999',
    description: '',
    openingHours: { regular: [], exceptions: [] },
    mapLink: null,
    postNo: '0150',
    postPlace: 'OSLO',
    address: 'Gate 1',
    email: 'butikk@example.no',
    phone: '12345678',
    messenger: null,
    chain: 1,
    coords,
    distance: null,
    clickAndCollect: true,
  };
}

export function makeSearchResponse(articles: Article[], total = articles.length): SearchResponse {
  return {
    hits: {
      total: { value: total },
      hits: articles.map((a) => ({ _id: a.id, _score: 0, _source: a })),
    },
    aggregations: {
      colorGroups: [{ id: 3, label: 'Blå', hex: '#0000ff', count: 4 }],
      brands: [
        { id: 12, name: 'Nike', count: 3 },
        { id: 13, name: 'Adidas', count: 0 },
      ],
      genders: [{ id: 1, name: 'Herre', count: 5 }],
      price: { min: 19900, max: 99900 },
    },
  };
}

export type { FakeHandler, FakeRequest } from 'tooling/testing/fake-api';

/** The shared fake API, with the remote's caches emptied first (a test never sees another's data). */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  resources.invalidate();
  forgetArticles();
  return installSharedFakeApi(routes);
}

/** The ids a `GET /articles/searchids?ids=1,2` call asked for, in order. */
export function idsOf(query: URLSearchParams | undefined): number[] {
  const ids = query?.get('ids') ?? '';
  return ids === '' ? [] : ids.split(',').map(Number);
}
