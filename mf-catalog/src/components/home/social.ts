import type { SocialPost } from 'shared-contracts';
import { dayMonthText } from '../nb-text';

/** The picture a tile shows: video posts their thumbnail, others their media (the cover for carousels). */
export function tileImage(post: SocialPost): string | null {
  if (post.media_type === 'VIDEO') return post.thumbnail_url;
  return post.media_url || post.thumbnail_url;
}

export function postLabel(post: SocialPost): string {
  const kind =
    post.media_type === 'VIDEO'
      ? 'Video'
      : post.media_type === 'CAROUSEL_ALBUM'
        ? 'Bildeserie'
        : 'Bilde';
  const caption = post.caption.trim();
  const short = caption.length > 80 ? `${caption.slice(0, 77)}…` : caption;
  const date = Number.isNaN(Date.parse(post.timestamp))
    ? ''
    : `, ${dayMonthText(Date.parse(post.timestamp))}`;
  return `${kind}${date}: ${short || 'innlegg'}`;
}
