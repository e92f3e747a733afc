import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidEan13 } from './ean';
import { isValidOrgNumber } from './gen-shops';
import { generateSeed } from './generate';
import { loadPostcodes } from './postcodes';
import type { HomeSection } from './gen-content';

const NOW = new Date('2025-06-15T12:00:00Z');
const data = generateSeed({ articles: 400, seed: 42, now: NOW });

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

describe('generateSeed', () => {
  it('is deterministic: same seed and time give identical data', () => {
    const again = generateSeed({ articles: 400, seed: 42, now: NOW });
    expect(digest(again)).toBe(digest(data));
  });

  it('changes with the seed', () => {
    const other = generateSeed({ articles: 400, seed: 43, now: NOW });
    expect(digest(other.articles)).not.toBe(digest(data.articles));
  });

  it('keeps the articles of one seed stable when only the size grows', () => {
    // Ratings come from reviews sampled over the whole catalogue, so they may differ.
    const withoutRating = (list: typeof data.articles) =>
      list.map(({ averageRating: _r, ...a }) => a);
    const bigger = generateSeed({ articles: 450, seed: 42, now: NOW });
    expect(digest(withoutRating(bigger.articles.slice(0, 400)))).toBe(
      digest(withoutRating(data.articles)),
    );
  });

  it('has the categories, genders and shape the spec names', () => {
    expect(data.categories.map((c) => c.name)).toEqual([
      'Sko',
      'Tekstil',
      'Utstyr',
      'Sykkel',
      'Ski og vinter',
      'Tur og camping',
      'Trening',
    ]);
    expect(data.genders).toEqual([
      { id: 1, name: 'Herre' },
      { id: 2, name: 'Dame' },
      { id: 4, name: 'Barn' },
      { id: 10, name: 'Uni' },
      { id: 11, name: 'Junior' },
    ]);
    expect(data.articles).toHaveLength(400);
    const subIds = new Set(data.subcategories.map((s) => s.id));
    const groupIds = new Set(data.articleGroups.map((g) => g.id));
    for (const a of data.articles) {
      expect(subIds.has(a.subcategoryId)).toBe(true);
      expect(groupIds.has(a.articleGroupId)).toBe(true);
      expect(Number.isInteger(a.finalPrice) && a.finalPrice > 0).toBe(true);
      expect(a.originalPrice).toBeGreaterThanOrEqual(a.finalPrice);
    }
    for (const c of data.colours) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives every variant a valid, unique EAN-13', () => {
    const eans = data.variants.ean;
    expect(eans.length).toBeGreaterThan(400);
    expect(eans.every(isValidEan13)).toBe(true);
    expect(new Set(eans).size).toBe(eans.length);
  });

  it('mixes purchasable, not purchasable, click-and-collect-only and limited articles', () => {
    expect(data.articles.some((a) => a.purchasableOnWeb === 0)).toBe(true);
    expect(data.articles.some((a) => a.purchasableOnWeb === 1)).toBe(true);
    expect(data.articles.some((a) => a.onlyCc)).toBe(true);
    expect(data.articles.some((a) => a.webPurchaseLimit != null)).toBe(true);
    expect(data.articles.some((a) => a.visibleOnWeb === 0)).toBe(true);
  });

  it('places 20–30 shops at their postcode points, with valid org numbers and weekly hours', () => {
    const points = new Map(loadPostcodes().map((p) => [p.postcode, p]));
    expect(data.shops.length).toBeGreaterThanOrEqual(20);
    expect(data.shops.length).toBeLessThanOrEqual(30);
    for (const s of data.shops) {
      const p = points.get(s.postNo);
      expect(p).toBeDefined();
      expect([s.lat, s.lon]).toEqual([p?.lat, p?.lon]);
      expect(isValidOrgNumber(s.orgNo)).toBe(true);
      expect(s.openingHours.regular).toHaveLength(7);
      expect(s.email).toMatch(/@barelavepriser\.no$/);
    }
  });

  it('stocks variants per shop with many zeros and some low counts', () => {
    const qty = data.stock.qty;
    expect(qty.length).toBeGreaterThan(data.variants.id.length);
    expect(qty.filter((q) => q === 0).length / qty.length).toBeGreaterThan(0.2);
    expect(qty.some((q) => q > 0 && q <= 2)).toBe(true);
  });

  it('has the settings campaigns, the weekly ad and price history for the 30-day rule', () => {
    const ids = data.campaigns.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([879, 906, 957]));
    expect(data.campaigns.some((c) => c.shortTitle === 'Klikk & Hent')).toBe(true);
    const settings = new Map(data.settings.map((s) => [s.key, s.value]));
    expect(settings.get('campaigns')).toMatchObject({ fixed: 879, farmen: 906, expedition: 957 });
    expect(data.campaignPrices.length).toBeGreaterThan(0);
    for (const cp of data.campaignPrices) {
      const history = data.priceHistory.filter((h) => h.articleId === cp.articleId);
      expect(history.some((h) => h.price === cp.price)).toBe(true);
      expect(history.some((h) => h.validTo === null)).toBe(true);
    }
  });

  it('has shipping methods, valid and expired promo codes of both kinds', () => {
    expect(data.shippingMethods.find((m) => m.id === 'delivery')?.price).toBe(19900);
    expect(data.shippingMethods.find((m) => m.id === 'pickup')?.price).toBe(0);
    const valid = data.promoCodes.filter((p) => p.validFrom <= NOW && p.validTo >= NOW);
    const expired = data.promoCodes.filter((p) => p.validTo < NOW);
    expect(valid.some((p) => p.fixed === 1) && valid.some((p) => p.fixed === 0)).toBe(true);
    expect(expired.length).toBeGreaterThan(0);
  });

  it('builds homescreen pages with box grids, sliders and date windows', () => {
    const pages = data.homePages.filter((p) => p.name.startsWith('homescreen'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const sections = pages.flatMap((p) => JSON.parse(p.content) as HomeSection[]);
    expect(sections.some((s) => s.boxVariant.id === 5)).toBe(true);
    const sliders = sections.filter((s) => s.boxVariant.id === 0);
    expect(sliders.length).toBeGreaterThan(0);
    const articleIds = new Set(data.articles.map((a) => a.id));
    for (const s of sliders)
      for (const item of s.content) expect(articleIds.has(item.id ?? -1)).toBe(true);
    const windows = sections.map((s) => s.active).filter((a) => a.startDate && a.endDate);
    expect(windows.some((w) => new Date(w.endDate ?? '') < NOW)).toBe(true);
    expect(windows.some((w) => new Date(w.startDate ?? '') > NOW)).toBe(true);
  });

  it('has 30+ social posts of all three media types, blog, polls and information pages', () => {
    expect(data.socialPosts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.socialPosts.map((p) => p.mediaType))).toEqual(
      new Set(['VIDEO', 'CAROUSEL_ALBUM', 'IMAGE']),
    );
    expect(data.blogPosts.length).toBeGreaterThan(5);
    expect(data.blogPostCategories.length).toBeGreaterThanOrEqual(data.blogPosts.length);
    expect(data.pollOptions.filter((o) => o.correct).length).toBe(data.pollQuestions.length);
    const slugs = data.informationPages.map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'om-oss',
        'faq',
        'return',
        'delivery',
        'terms',
        'contact',
        'privacy',
        'cookies',
        'apenhetsloven',
      ]),
    );
  });

  it('has a demo customer with accepted terms', () => {
    const demo = data.customers.find((c) => c.email === 'demo@barelavepriser.no');
    expect(demo?.termsConditions).toBe(1);
    expect(data.orders.every((o) => o.customerId === demo?.id)).toBe(true);
  });
});
