import { bannerSrcSet, type Settings } from 'shared-contracts';

/** One settings-driven banner slot (settings key `homepageBanners`). */
export interface BannerSlot {
  image: string;
  imageMobile?: string;
  link: string;
  alt: string;
  title?: string;
}

export interface HomeBannerSlots {
  topBanner?: BannerSlot;
  subBanners: BannerSlot[];
  middleBanner?: BannerSlot;
  popularCategoryBanners: BannerSlot[];
  bottomBanner?: BannerSlot;
  grid: BannerSlot[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Editors' data: anything that is not a usable slot is left out instead of breaking the page. */
function slot(value: unknown): BannerSlot | undefined {
  if (!isRecord(value) || typeof value.image !== 'string' || value.image === '') return undefined;
  return {
    image: value.image,
    imageMobile:
      typeof value.imageMobile === 'string' && value.imageMobile !== ''
        ? value.imageMobile
        : undefined,
    link: typeof value.link === 'string' ? value.link : '',
    alt:
      typeof value.alt === 'string'
        ? value.alt
        : typeof value.title === 'string'
          ? value.title
          : '',
    title: typeof value.title === 'string' ? value.title : undefined,
  };
}

function slots(value: unknown, max: number): BannerSlot[] {
  return Array.isArray(value)
    ? value
        .map(slot)
        .filter((s): s is BannerSlot => s !== undefined)
        .slice(0, max)
    : [];
}

/**
 * Spec §2 "Homepage banner slots": top banner, three sub-banners, middle banner, two
 * popular-category banners, bottom banner and nine grid positions.
 */
export function bannerSlots(settings: Settings | undefined): HomeBannerSlots {
  const raw = settings?.homepageBanners;
  const value = isRecord(raw) ? raw : {};
  return {
    topBanner: slot(value.topBanner),
    subBanners: slots(value.subBanners, 3),
    middleBanner: slot(value.middleBanner),
    popularCategoryBanners: slots(value.popularCategoryBanners, 2),
    bottomBanner: slot(value.bottomBanner),
    grid: slots(value.grid, 9),
  };
}

/** Phones get a banner's own mobile image where the editor gave one (the <picture>'s source). */
export const MOBILE_MEDIA = '(max-width: 767px)';
const WIDE_MEDIA = '(min-width: 768px)';

/** The top banner's box: the home page's largest paint. */
export const TOP_BANNER = Object.freeze({ width: 1200, height: 500 });

/** `sizes` of a banner drawn at most `width` CSS pixels wide. */
export function bannerSizes(width: number): string {
  return `(max-width: ${width}px) 100vw, ${width}px`;
}

/** A `<link rel="preload" as="image">` as its attributes. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
  media?: string;
}

/**
 * The preloads that fetch what the browser will choose for a banner's <picture> (Banner in
 * banner-slots.tsx): the same candidates and sizes, and the mobile image on phones, so the <img>
 * takes the preloaded response instead of fetching another file.
 */
export function bannerPreloads(banner: BannerSlot, width: number): ImagePreload[] {
  const srcSet = bannerSrcSet(banner.image);
  const wide = { href: banner.image, ...(srcSet ? { srcSet, sizes: bannerSizes(width) } : {}) };
  if (!banner.imageMobile || banner.imageMobile === banner.image) return [wide];
  return [
    { href: banner.imageMobile, media: MOBILE_MEDIA },
    { ...wide, media: WIDE_MEDIA },
  ];
}
