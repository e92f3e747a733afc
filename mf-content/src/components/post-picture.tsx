// A post's generated picture at the width its box needs: `sizes` from the box in content.css,
// so a phone takes a generated width that fills it instead of the full-size original.
import { bannerSrcSet } from 'shared-contracts';

/** As wide as a content page's column (`.cnt-page`: 48rem at most). */
const PAGE_COLUMN_SIZES = '(min-width: 48rem) 48rem, 100vw';

/** The boxes a post's picture is shown in, with the attributes each needs. */
const BOXES = {
  /** A card of the post grid (`.cnt-post-grid`: columns of at least 16rem in a 72rem page). */
  card: {
    className: 'cnt-post-card__image',
    sizes: '(min-width: 72rem) 18rem, (min-width: 34rem) 50vw, 100vw',
    width: 400,
    height: 250,
    loading: 'lazy',
  },
  post: { className: 'cnt-post__image', sizes: PAGE_COLUMN_SIZES, width: 1200, height: 630 },
  social: { className: 'cnt-social__media', sizes: PAGE_COLUMN_SIZES, width: 600, height: 600 },
} as const;

export function PostPicture({
  src,
  box,
  alt = '',
}: {
  src: string;
  box: keyof typeof BOXES;
  alt?: string;
}) {
  return <img src={src} srcSet={bannerSrcSet(src)} alt={alt} {...BOXES[box]} />;
}
