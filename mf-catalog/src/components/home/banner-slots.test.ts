import { describe, expect, it } from 'vitest';
import { bannerSlots } from './banner-slot-data';

const s = (title: string) => ({
  image: `/i/${title}.svg`,
  imageMobile: `/i/${title}.svg`,
  link: `/${title}`,
  alt: title,
  title,
});

describe('bannerSlots', () => {
  it('reads the settings slots and caps each list', () => {
    const slots = bannerSlots({
      homepageBanners: {
        topBanner: s('top'),
        subBanners: [s('a'), s('b'), s('c'), s('d')],
        middleBanner: s('mid'),
        popularCategoryBanners: [s('sko'), s('klaer'), s('x')],
        bottomBanner: s('bottom'),
        grid: Array.from({ length: 11 }, (_, i) => s(`g${i}`)),
      },
    });
    expect(slots.topBanner?.alt).toBe('top');
    expect(slots.subBanners).toHaveLength(3);
    expect(slots.popularCategoryBanners).toHaveLength(2);
    expect(slots.grid).toHaveLength(9);
    expect(slots.bottomBanner?.link).toBe('/bottom');
  });

  it('skips broken slots and tolerates missing settings', () => {
    expect(
      bannerSlots({ homepageBanners: { topBanner: { link: '/x' }, grid: [null, s('ok')] } }),
    ).toMatchObject({
      topBanner: undefined,
      grid: [{ alt: 'ok' }],
    });
    expect(bannerSlots(undefined)).toEqual({
      subBanners: [],
      popularCategoryBanners: [],
      grid: [],
    });
  });
});
