import type { Settings } from 'shared-contracts';
import { SmartLink } from '../smart-link';

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

interface BannerProps {
  banner: BannerSlot;
  /** Rendered width/height in CSS pixels, for the attributes that reserve the box. */
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}

/** A banner image linking to its destination; a separate mobile image where the editor gave one. */
export function Banner({ banner, width, height, eager = false, className = '' }: BannerProps) {
  const picture = (
    <picture>
      {banner.imageMobile && banner.imageMobile !== banner.image && (
        <source media="(max-width: 767px)" srcSet={banner.imageMobile} />
      )}
      <img
        className="cat-slot__image"
        src={banner.image}
        alt={banner.alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
  return (
    <div className={`cat-slot ${className}`}>
      {banner.link ? (
        <SmartLink to={banner.link} className="cat-slot__link">
          {picture}
        </SmartLink>
      ) : (
        picture
      )}
    </div>
  );
}

export function BannerRow({
  banners,
  label,
  width,
  height,
}: {
  banners: BannerSlot[];
  label: string;
  width: number;
  height: number;
}) {
  if (banners.length === 0) return null;
  return (
    <ul className={`cat-slot-row cat-slot-row--${banners.length}`} aria-label={label}>
      {banners.map((banner, i) => (
        <li key={`${banner.image}-${i}`}>
          <Banner banner={banner} width={width} height={height} />
        </li>
      ))}
    </ul>
  );
}
