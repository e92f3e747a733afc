import { describe, expect, it } from 'vitest';
import { makeOrder, makeReview } from '../api/fake-api';
import { articleNames, reviewCandidates, sizeColorOf } from './review-candidates';

const line = (ArticleID: number, ArticleName: string) => ({
  ArticleID,
  ArticleName,
  Total: 100,
  Size: 'M',
  Color: 'Rød',
  GenderID: null,
  EAN: `700000000${ArticleID}`,
  Quantity: 1,
  Price: 100,
});

describe('review candidates', () => {
  const orders = [
    makeOrder({
      id: 1,
      no: 'B-1',
      date: '2025-01-01T00:00:00Z',
      articles: [line(1, 'Jakke'), line(2, 'Lue')],
    }),
    makeOrder({
      id: 2,
      no: 'B-2',
      date: '2025-02-01T00:00:00Z',
      articles: [line(2, 'Lue'), line(3, 'Sokk')],
    }),
  ];

  it('lists each bought article once, newest order first, without the reviewed ones', () => {
    const candidates = reviewCandidates(orders, [makeReview({ reviewable_id: 3 })]);
    expect(candidates.map((c) => [c.articleId, c.orderNo])).toEqual([
      [2, 'B-2'],
      [1, 'B-1'],
    ]);
    expect(candidates[0]?.sizeColor).toBe('Str. M, Rød');
  });

  it('names articles by id and writes size and colour', () => {
    expect(articleNames(orders).get(3)).toBe('Sokk');
    expect(sizeColorOf(null, null)).toBeNull();
    expect(sizeColorOf('42', null)).toBe('Str. 42');
  });
});
