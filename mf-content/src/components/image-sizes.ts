// `sizes` of the content pages' generated pictures, from their boxes in content.css, so a
// phone takes a generated width that fills the box instead of the full-size original.

/** As wide as a content page's column (`.cnt-page`: 48rem at most). */
export const PAGE_COLUMN_SIZES = '(min-width: 48rem) 48rem, 100vw';

/** A card of the post grid (`.cnt-post-grid`: columns of at least 16rem in a 72rem page). */
export const CARD_SIZES = '(min-width: 72rem) 18rem, (min-width: 34rem) 50vw, 100vw';
