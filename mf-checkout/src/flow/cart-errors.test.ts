import { isCartValid } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../api/fake-api';
import {
  errorsForLine,
  mergeCartErrors,
  OUT_OF_STOCK,
  shortagesToCartErrors,
  stillShort,
  unplacedErrors,
} from './cart-errors';

const shoe = makeLine({ ean: '7000000000011', articleId: 1, shopId: 1, count: 3 });
const jacket = makeLine({ ean: '7000000000035', articleId: 3, shopId: 2, name: 'Jakke' });

describe('stock shortages as cart errors', () => {
  it('turns a 409 shortage into an error on that line, with the count the shop has', () => {
    const errors = shortagesToCartErrors(
      [
        {
          EanNo: shoe.ean,
          ArticleID: 1,
          name: 'Løpesko Fart',
          ShopID: 1,
          requested: 3,
          available: 1,
        },
        { EanNo: jacket.ean, ArticleID: null, name: null, ShopID: 2, requested: 1, available: 0 },
      ],
      [shoe, jacket],
    );
    expect(errors).toEqual([
      {
        message: 'Butikken har bare 1 igjen av «Løpesko Fart»',
        ean: shoe.ean,
        articleId: 1,
        shopId: 1,
        code: OUT_OF_STOCK,
        available: 1,
      },
      {
        message: 'Butikken har ingen igjen av «Jakke»',
        ean: jacket.ean,
        articleId: 3,
        shopId: 2,
        code: OUT_OF_STOCK,
        available: 0,
      },
    ]);
    expect(isCartValid([shoe, jacket], errors)).toBe(false);
    expect(errorsForLine(shoe, errors).map((e) => e.message)).toEqual([
      'Butikken har bare 1 igjen av «Løpesko Fart»',
    ]);
    expect(errorsForLine(jacket, errors)).toHaveLength(1);
  });

  it('replaces an older error about the same line and keeps the others', () => {
    const old = { message: 'gammel', ean: shoe.ean, articleId: 1, shopId: 1 };
    const other = { message: 'annen', ean: jacket.ean, articleId: 3, shopId: 2 };
    const fresh = { message: 'ny', ean: shoe.ean, articleId: 1, shopId: 1 };
    expect(mergeCartErrors([old, other], [fresh])).toEqual([other, fresh]);
  });

  it('lists an error that blocks the cart but belongs to no line shown', () => {
    const elsewhere = { message: 'Utsolgt i Tromsø', ean: shoe.ean, articleId: 1, shopId: 9 };
    expect(errorsForLine(shoe, [elsewhere])).toEqual([]);
    expect(unplacedErrors([shoe, jacket], [elsewhere])).toEqual([elsewhere]);
    expect(isCartValid([shoe], [elsewhere])).toBe(false);
  });

  it('keeps a shortage until the count is lowered to what the shop has', () => {
    const [short] = shortagesToCartErrors(
      [{ EanNo: shoe.ean, ArticleID: 1, name: null, ShopID: 1, requested: 3, available: 1 }],
      [shoe],
    );
    const other = { message: 'annen', ean: jacket.ean, articleId: 3, shopId: 2 };
    expect(stillShort([short!, other], [shoe, jacket])).toEqual([short]);
    expect(stillShort([short!], [{ ...shoe, count: 1 }])).toEqual([]);
    expect(stillShort([short!], [jacket])).toEqual([]);
  });
});
