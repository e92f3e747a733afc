/**
 * `srcset` of a banner picture. The API draws its generated banners at any width in steps of
 * 80 px (`?w=`, api/src/modules/images), so a phone fetches a 480 px file instead of the
 * 1200 px one; banner URLs from anywhere else are used as they are.
 */
const GENERATED_BANNER = /^\/api\/v1\/images\/banner\/[^?#]+\.svg$/;

export const BANNER_WIDTHS = [480, 800, 1200, 1600] as const;

export function bannerSrcSet(src: string): string | undefined {
  if (!GENERATED_BANNER.test(src)) return undefined;
  return BANNER_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
