import { useApi } from 'shared-contracts';
import { useId } from 'react';
import type { PageProps, SocialPostVariant } from 'shared-contracts';
import { fetchShops } from '../api/shops';
import { fetchPostArticles, fetchPostVariants, fetchSocialPosts } from '../api/social';
import { ArticleTile } from '../components/article-tile';
import { PostPicture } from '../components/post-picture';
import { Failure, Loading } from '../components/status';
import { usePageLoaded, usePageNotFound } from '../hooks/use-page-loaded';
import { BLOG_FAILURE, feedFailure } from '../rules/blog';
import '../content.css';

const variantText = (v: SocialPostVariant) =>
  `${v.articleName} – ${v.color.name}, str. ${v.size.name}${v.availability > 0 ? '' : ' (utsolgt)'}`;

/** /inspiration/post/{postId}: a social post with the articles and variants tagged in it. */
export function SocialPostPage({ routeName, params }: PageProps) {
  const id = useId();
  const postId = params.postId ?? '';
  const feed = useApi('fb:posts', fetchSocialPosts);
  const articles = useApi(`fb:articles:${postId}`, (signal) => fetchPostArticles(postId, signal));
  const variants = useApi(`fb:variants:${postId}`, (signal) => fetchPostVariants(postId, signal));
  const shops = useApi('shops', fetchShops);
  const post =
    feed.state.status === 'ok' ? feed.state.data.find((p) => p.id === postId) : undefined;
  const missing = feed.state.status === 'ok' && !post;
  usePageNotFound(routeName, missing);
  usePageLoaded(routeName, post !== undefined, 'Innlegg');

  if (feed.state.status === 'loading') return <Loading text="Laster innlegget …" />;
  if (feed.state.status === 'error') {
    const { error } = feed.state;
    return (
      <Failure
        error={error}
        message={feedFailure(error.status ?? error.kind)}
        onRetry={feed.reload}
      />
    );
  }
  if (!post) return null;
  const image = post.media_type === 'VIDEO' ? post.thumbnail_url : post.media_url;
  return (
    <article className="cnt-page cnt-social" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        Bli inspirert
      </h1>
      {post.media_type === 'VIDEO' ? (
        <video
          className="cnt-social__media"
          src={post.media_url}
          poster={post.thumbnail_url ?? undefined}
          controls
          muted
          playsInline
        >
          <track kind="captions" />
        </video>
      ) : image ? (
        <PostPicture src={image} box="social" alt={post.caption || 'Bilde fra innlegget'} />
      ) : null}
      {post.caption ? <p className="cnt-lead">{post.caption}</p> : null}
      {post.permalink ? (
        <p>
          <a href={post.permalink} target="_blank" rel="noopener noreferrer">
            Se innlegget på Instagram
          </a>
        </p>
      ) : null}
      <section aria-labelledby={`${id}-articles`}>
        <h2 id={`${id}-articles`}>Varer i innlegget</h2>
        {articles.state.status === 'loading' ? <Loading text="Laster varer …" /> : null}
        {articles.state.status === 'error' ? (
          <Failure error={articles.state.error} message={BLOG_FAILURE} onRetry={articles.reload} />
        ) : null}
        {articles.state.status === 'ok' && articles.state.data.length === 0 ? (
          <p>Ingen varer er merket i dette innlegget.</p>
        ) : null}
        {articles.state.status === 'ok' && articles.state.data.length > 0 ? (
          <ul className="cnt-tile-grid">
            {articles.state.data.map((article) => (
              <li key={article.id}>
                <ArticleTile
                  article={article}
                  shops={shops.state.status === 'ok' ? shops.state.data : null}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {variants.state.status === 'ok' && variants.state.data.length > 0 ? (
        <section aria-labelledby={`${id}-variants`}>
          <h2 id={`${id}-variants`}>Variantene i bildet</h2>
          <ul className="cnt-variant-list">
            {variants.state.data.map((v) => (
              <li key={v.id}>{variantText(v)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {variants.state.status === 'error' ? (
        <Failure error={variants.state.error} message={BLOG_FAILURE} onRetry={variants.reload} />
      ) : null}
    </article>
  );
}
