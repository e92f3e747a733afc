import { describe, expect, it } from 'vitest';
import { lineProblem, type LineFacts } from './cart-validation';

const facts = (over: Partial<LineFacts> = {}): LineFacts => ({
  articleId: 7,
  name: 'Joggesko',
  canPurchase: true,
  webPurchaseLimit: null,
  onlyCC: false,
  stock: 3,
  ...over,
});
const request = { ean: '7000000000001', count: 2, shopId: 4 };

describe('lineProblem (spec §5)', () => {
  it('accepts a line within stock and limit', () => {
    expect(lineProblem(request, facts())).toBeNull();
  });
  it('names the problem a shopper must fix first', () => {
    expect(lineProblem(request, undefined)?.code).toBe('UNKNOWN_EAN');
    expect(lineProblem(request, facts({ canPurchase: false }))?.code).toBe('NOT_PURCHASABLE');
    expect(lineProblem(request, facts({ webPurchaseLimit: 1, stock: 0 }))).toMatchObject({
      code: 'OVER_LIMIT',
      available: 1,
      message: 'Du kan kjøpe høyst 1 av «Joggesko» på nett.',
    });
    expect(lineProblem(request, facts({ stock: 1 }))).toMatchObject({
      code: 'OUT_OF_STOCK',
      available: 1,
      ean: '7000000000001',
      shopId: 4,
      articleId: 7,
      message: 'Butikken har bare 1 av «Joggesko» på lager.',
    });
    expect(lineProblem(request, facts({ stock: 0 }))?.message).toBe(
      '«Joggesko» er utsolgt i denne butikken.',
    );
  });
  it('refuses home delivery of a Klikk & Hent-only article, not its pickup', () => {
    expect(lineProblem({ ...request, delivery: true }, facts({ onlyCC: true }))?.code).toBe(
      'ONLY_CLICK_AND_COLLECT',
    );
    expect(lineProblem({ ...request, delivery: false }, facts({ onlyCC: true }))).toBeNull();
    expect(lineProblem(request, facts({ onlyCC: true }))).toBeNull();
  });
});
