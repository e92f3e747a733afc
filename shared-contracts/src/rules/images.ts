/**
 * `srcset`/`sizes` of the generated pictures. The API draws its banners and product images at
 * any width in steps of 80 px (`?w=`, api/src/modules/images), so a phone fetches a file sized
 * for its screen; picture URLs from anywhere else (a CDN without width variants) are used as
 * they are.
 */
const generated = (kind: 'banner' | 'product') =>
  new RegExp(`^/api/v1/images/${kind}/[^?#]+\\.svg$`);
const GENERATED_BANNER = generated('banner');
const GENERATED_PRODUCT = generated('product');

export const BANNER_WIDTHS = [480, 800, 1200, 1600] as const;
export const PRODUCT_WIDTHS = [160, 320, 480, 640, 800] as const;

/** A tile of the product grid: 2 columns on a phone, 3 from 640 px, 4 (≤ 300 px) from 1280 px. */
export const PRODUCT_TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw';
/** The product page's main picture: the full width on a phone, at most 600 px beside the text. */
export const PRODUCT_MAIN_SIZES = '(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw';

function srcSet(src: string, widths: readonly number[]): string {
  return widths.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

export function bannerSrcSet(src: string): string | undefined {
  return GENERATED_BANNER.test(src) ? srcSet(src, BANNER_WIDTHS) : undefined;
}

export function productSrcSet(src: string): string | undefined {
  return GENERATED_PRODUCT.test(src) ? srcSet(src, PRODUCT_WIDTHS) : undefined;
}

/** `srcSet` and `sizes` for an <img>, or nothing: `sizes` means nothing without a `srcset`. */
export function productImageSizes(
  src: string,
  sizes: string,
): { srcSet: string; sizes: string } | Record<string, never> {
  const set = productSrcSet(src);
  return set ? { srcSet: set, sizes } : {};
}
