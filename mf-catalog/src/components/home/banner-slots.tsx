import { bannerSrcSet } from 'shared-contracts';
import { SmartLink } from '../smart-link';
import { bannerSizes, MOBILE_MEDIA, type BannerSlot } from './banner-slot-data';

export { bannerSlots, TOP_BANNER, type BannerSlot, type HomeBannerSlots } from './banner-slot-data';

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
        <source media={MOBILE_MEDIA} srcSet={banner.imageMobile} />
      )}
      <img
        className="cat-slot__image"
        src={banner.image}
        srcSet={bannerSrcSet(banner.image)}
        sizes={bannerSizes(width)}
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
