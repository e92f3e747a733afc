import { useEffect, useId, useState } from 'react';
import { bannerSrcSet, SOCIAL_POSTS_MAX, type SocialPost } from 'shared-contracts';
import { socialPostsResource } from '../../api/content';
import { ApiFailure } from '../../api/http';
import { useApi } from '../../hooks/use-api';
import { useInView } from '../../hooks/use-in-view';
import { PostDialog } from './post-dialog';
import { postLabel, tileImage } from './social';

/** Two tiles a row on phones, four from 640 px, in the page's 1200 px column (home.css). */
const TILE_SIZES = '(min-width: 1200px) 300px, (min-width: 640px) 25vw, 50vw';

/** Spec §8: a feed failure on the home grid is only logged, as '{status} Could not load IG-posts'. */
export function logFeedFailure(error: unknown): void {
  const status = error instanceof ApiFailure ? (error.status ?? error.error.kind) : 'unknown';
  console.error(`${status} Could not load IG-posts`);
}

/** How far ahead of the viewport the grid is asked for and drawn: a fast scroll still finds it. */
const NEAR_MARGIN = '800px';

/**
 * 'Bli inspirert' is the last section of the home page, far below the fold: its posts are asked
 * for and drawn when the shopper scrolls towards it. The page's first HTML (the server's render
 * and its data) then carries neither, and the home page's HTML fits in the first round trip of a
 * new connection (ADR 0005).
 */
export function InspirationWhenNear() {
  const [ref, near] = useInView<HTMLDivElement>(NEAR_MARGIN);
  return (
    <div ref={ref} className="cat-inspiration-slot">
      {near && <InspirationGrid />}
    </div>
  );
}

/** 'Bli inspirert': up to 16 social posts; a click opens the post with its linked articles. */
function InspirationGrid() {
  const posts = useApi(socialPostsResource());
  const [open, setOpen] = useState<SocialPost | null>(null);
  const id = useId();
  useEffect(() => {
    if (posts.status === 'error') logFeedFailure(posts.error);
  }, [posts.status, posts.error]);

  const list = (posts.data ?? []).slice(0, SOCIAL_POSTS_MAX);
  if (posts.status === 'error' || (posts.status === 'success' && list.length === 0)) return null;
  return (
    <section className="cat-inspiration" aria-labelledby={id}>
      <h2 id={id} className="cat-section-title cat-inspiration__title">
        Bli inspirert
      </h2>
      <ul className="cat-inspiration__grid">
        {list.map((post) => {
          const image = tileImage(post);
          return (
            <li key={post.id} className="cat-inspiration__item">
              <button
                type="button"
                className="cat-post-tile"
                onClick={() => setOpen(post)}
                aria-label={postLabel(post)}
              >
                {image ? (
                  <img
                    src={image}
                    srcSet={bannerSrcSet(image)}
                    sizes={TILE_SIZES}
                    alt=""
                    width={300}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="cat-post-tile__image"
                  />
                ) : (
                  <span className="cat-post-tile__placeholder" />
                )}
                {post.media_type === 'VIDEO' && <PlayIcon />}
                {post.media_type === 'CAROUSEL_ALBUM' && <StackIcon />}
              </button>
            </li>
          );
        })}
      </ul>
      {open && <PostDialog post={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function PlayIcon() {
  return (
    <svg
      className="cat-post-tile__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      data-icon="video"
    >
      <circle cx="12" cy="12" r="11" fill="rgba(0,0,0,.55)" />
      <path d="M10 8l6 4-6 4z" fill="#fff" />
    </svg>
  );
}

/** The stack icon of carousel posts (several pictures). */
function StackIcon() {
  return (
    <svg
      className="cat-post-tile__icon"
      viewBox="0 0 24 24"
      width="26"
      height="26"
      aria-hidden="true"
      focusable="false"
      data-icon="carousel"
    >
      <rect x="7" y="3" width="14" height="14" rx="2" fill="#fff" stroke="rgba(0,0,0,.5)" />
      <rect x="3" y="7" width="14" height="14" rx="2" fill="#fff" stroke="rgba(0,0,0,.5)" />
    </svg>
  );
}
