/** The pure price rules behind every article answer (no database). */
import { describe, expect, it } from 'vitest';
import { PREVIOUS_PRICE_WINDOW_MS, previousLowestPrice, shownPrice } from './articles';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2025-03-01T00:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * DAY);
const campaign = (price: number, startAt: Date) => ({
  campaignId: 1,
  articleId: 1,
  price,
  labelType: 'percent',
  labelData: null,
  startAt,
});

describe('shownPrice', () => {
  it('is the final price without campaigns', () => {
    expect(shownPrice(49900, [])).toEqual({ price: 49900, discountStart: null });
  });
  it('is the lowest campaign price; the discount starts with that campaign', () => {
    const result = shownPrice(49900, [campaign(39900, day(-5)), campaign(29900, day(-2))]);
    expect(result).toEqual({ price: 29900, discountStart: day(-2) });
  });
  it('takes the earliest start when two campaigns give the same price', () => {
    expect(
      shownPrice(49900, [campaign(29900, day(-2)), campaign(29900, day(-9))]).discountStart,
    ).toEqual(day(-9));
  });
  it('never shows a campaign price above (or equal to) the final price as a discount', () => {
    expect(shownPrice(49900, [campaign(59900, day(-1))])).toEqual({
      price: 49900,
      discountStart: null,
    });
    expect(shownPrice(49900, [campaign(49900, day(-1))])).toEqual({
      price: 49900,
      discountStart: null,
    });
  });
  it('rounds to whole øre', () => {
    expect(shownPrice(100.6, []).price).toBe(101);
  });
});

describe('previousLowestPrice (førpris)', () => {
  it('uses the window [start − 30 days, start)', () => {
    expect(PREVIOUS_PRICE_WINDOW_MS).toBe(30 * DAY);
    const history = [
      { price: 10000, validFrom: day(-90), validTo: day(-30) }, // ends exactly at the window start: out
      { price: 45000, validFrom: day(-30), validTo: day(-10) },
      { price: 39000, validFrom: day(-10), validTo: day(0) },
      { price: 5000, validFrom: day(0), validTo: null }, // the discount itself: out
    ];
    expect(previousLowestPrice(49900, start, history)).toBe(39000);
  });
  it('counts a price still in force (open-ended) that began before the window', () => {
    expect(
      previousLowestPrice(49900, start, [{ price: 44900, validFrom: day(-200), validTo: null }]),
    ).toBe(44900);
  });
  it('falls back to the final price without history', () => {
    expect(previousLowestPrice(49900, start, [])).toBe(49900);
  });
});
