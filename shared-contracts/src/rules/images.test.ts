import { describe, expect, it } from 'vitest';
import { bannerSrcSet, productImageSizes, productSrcSet } from './images';

describe('bannerSrcSet', () => {
  it('offers the generated banners at phone to wide-screen widths', () => {
    expect(bannerSrcSet('/api/v1/images/banner/1f4fa3-Ekspedisjon%20Norge.svg')).toBe(
      '/api/v1/images/banner/1f4fa3-Ekspedisjon%20Norge.svg?w=480 480w, ' +
        '/api/v1/images/banner/1f4fa3-Ekspedisjon%20Norge.svg?w=800 800w, ' +
        '/api/v1/images/banner/1f4fa3-Ekspedisjon%20Norge.svg?w=1200 1200w, ' +
        '/api/v1/images/banner/1f4fa3-Ekspedisjon%20Norge.svg?w=1600 1600w',
    );
  });

  it('leaves other pictures alone (no width variants behind them)', () => {
    expect(bannerSrcSet('https://cdn.example.no/kampanje.jpg')).toBeUndefined();
    expect(bannerSrcSet('/api/v1/images/product/1-cc0000-Sko.svg')).toBeUndefined();
    expect(bannerSrcSet('/api/v1/images/banner/1f4fa3-X.svg?w=480')).toBeUndefined();
  });
});

describe('productSrcSet', () => {
  it('offers the generated product images from a phone tile to a sharp product page', () => {
    expect(productSrcSet('/api/v1/images/product/1-cc0000-Sko.svg')).toBe(
      [160, 320, 480, 640, 800]
        .map((w) => `/api/v1/images/product/1-cc0000-Sko.svg?w=${w} ${w}w`)
        .join(', '),
    );
  });

  it('leaves banners and other hosts alone, and then gives no sizes either', () => {
    expect(productSrcSet('/api/v1/images/banner/1f4fa3-X.svg')).toBeUndefined();
    expect(productSrcSet('https://cdn.example.no/sko.jpg')).toBeUndefined();
    expect(productImageSizes('https://cdn.example.no/sko.jpg', '50vw')).toEqual({});
    expect(productImageSizes('/api/v1/images/product/1-cc0000-Sko.svg', '50vw')).toMatchObject({
      sizes: '50vw',
    });
  });
});
