import { describe, expect, it } from 'vitest';
import { bannerSrcSet } from './banner-srcset';

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
