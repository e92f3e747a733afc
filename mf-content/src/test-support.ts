/**
 * Test support (never imported by production code): schema-valid fixtures and a fake /api/v1
 * behind the global fetch the shared ky client uses, so pages are tested through their real API
 * modules and the real contract validation.
 */
import type { Article, ArticleDetail, BlogPost, Shop } from 'shared-contracts';
import { installFakeApi as installSharedFakeApi, type FakeHandler } from 'tooling/testing/fake-api';

export { answer } from 'tooling/testing/fake-api';
export type { FakeHandler, FakeRequest } from 'tooling/testing/fake-api';

/** The shared fake API; mf-content's tests read the calls it recorded. */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  return installSharedFakeApi(routes).calls;
}

const week = ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'].map(
  (name, i) => ({
    day: i + 1,
    name,
    opens: i === 6 ? null : '10:00',
    closes: i === 6 ? null : '20:00',
  }),
);

export function makeShop(id: number, name: string, coords = { lat: 59.91, lon: 10.75 }): Shop {
  return {
    id,
    no: id,
    name,
    fullName: `Bare lave priser ${name}`,
    orgNo: '912345678',
    description: '',
    openingHours: {
      regular: week,
      exceptions: [{ date: '2099-12-24', label: 'Julaften', opens: '09:00', closes: '13:00' }],
    },
    mapLink: null,
    postNo: '0150',
    postPlace: 'OSLO',
    address: `${name}gata 1`,
    email: 'butikk@barelavepriser.no',
    phone: '22 00 00 00',
    messenger: null,
    chain: 1,
    coords,
    distance: null,
    clickAndCollect: true,
  };
}

export function makeArticle(id: number, name: string): Article {
  return {
    id,
    name,
    description: '',
    price: 49900,
    originalPrice: 49900,
    previousLowestPrice: null,
    pant: 0,
    frightPrice: 9900,
    brand: { id: 1, name: 'Swix' },
    gender: { id: 10, name: 'Uni' },
    colors: [],
    colorGroups: [],
    category: { id: 1, name: 'Sko' },
    articleGroup2ID: 101,
    articleGroup3ID: 0,
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
    image: '',
  };
}

export function makeArticleDetail(article: Article): ArticleDetail {
  return {
    ...article,
    webDescription: null,
    techDescription: null,
    nutrientContent: null,
    washLabel: null,
    careLabel: null,
    dateCreated: '2026-01-01T00:00:00Z',
    visible: true,
    reviews: [],
    variants: [
      {
        id: article.id * 10,
        ean: `70000000${article.id}0`,
        availability: 5,
        shops: [{ id: 1, qty: 5 }],
        size: { id: 42, name: '42' },
        color: { id: 1, name: 'Svart', hex: '#000000', colorCode: 'BLK', image: '' },
      },
    ],
  };
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    title: 'Slik velger du riktige løpesko',
    slug: 'slik-velger-du-riktige-lopesko',
    excerpt: 'Demping, dropp og passform.',
    image: null,
    publishedAt: '2026-11-01T10:00:00Z',
    mainArticleId: 5,
    categories: [{ id: 1, slug: 'loping', name: 'Løping' }],
    text: '<p>Riktige sko.</p><script>alert(1)</script><h2>Underlaget</h2>',
    mainArticle: makeArticle(5, 'Løpesko Fart'),
    relatedArticles: [],
    ...overrides,
  };
}
