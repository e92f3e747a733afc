import { useId } from 'react';
import { Link, RichText, type PageProps, useApi } from 'shared-contracts';
import { fetchBlogPost, fetchBlogPreview } from '../api/blog';
import { fetchShops } from '../api/shops';
import { ArticleTile } from '../components/article-tile';
import { PostPicture } from '../components/post-picture';
import { Failure, Loading } from '../components/status';
import { usePageLoaded, usePageNotFound } from '../hooks/use-page-loaded';
import { BLOG_FAILURE, blogBase } from '../rules/blog';
import '../content.css';

const dateFormat = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * /blog/{slug}, /inspiration/{slug} and /inspiration/preview/{slug} ('Bloginnlegg'): the post's
 * HTML through the site's one sanitiser, then its main and related articles to buy.
 */
export function BlogPostPage({ routeName, params }: PageProps) {
  const id = useId();
  const slug = params.slug ?? '';
  const preview = params.preview === '1';
  const base = blogBase(routeName);
  const { state, reload } = useApi(`${preview ? 'preview:' : ''}${slug}`, (signal) =>
    preview ? fetchBlogPreview(slug, signal) : fetchBlogPost(slug, signal),
  );
  const shops = useApi('shops', fetchShops);
  const notFound = state.status === 'error' && state.error.status === 404;
  usePageNotFound(routeName, notFound && !preview);
  usePageLoaded(
    routeName,
    state.status === 'ok',
    state.status === 'ok' ? state.data.title : undefined,
  );

  if (state.status === 'loading') return <Loading text="Laster innlegget …" />;
  if (state.status === 'error') {
    if (notFound && !preview) return null;
    return (
      <Failure
        error={state.error}
        message={
          notFound
            ? 'Fant ikke innlegget. Sjekk adressen: forhåndsvisningen viser bare innlegg som finnes.'
            : BLOG_FAILURE
        }
        onRetry={reload}
      />
    );
  }
  const post = state.data;
  const shopList = shops.state.status === 'ok' ? shops.state.data : null;
  return (
    <article className="cnt-page cnt-post" aria-labelledby={`${id}-title`}>
      {preview ? (
        <p className="cnt-preview-note" role="note">
          Forhåndsvisning – slik ser innlegget ut for kundene.
        </p>
      ) : null}
      <h1 id={`${id}-title`} className="cnt-page__title">
        {post.title}
      </h1>
      <p className="cnt-post__meta">
        <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
        {post.categories.length > 0 ? ' · ' : null}
        {post.categories.map((c, i) => (
          <span key={c.id}>
            {i > 0 ? ', ' : null}
            <Link to={`${base}/category/${c.slug}`}>{c.name}</Link>
          </span>
        ))}
      </p>
      {post.image ? <PostPicture src={post.image} box="post" /> : null}
      <p className="cnt-lead">{post.excerpt}</p>
      <RichText className="cnt-page__body" html={post.text} />
      {post.mainArticle ? (
        <section
          aria-labelledby={`${id}-main`}
          className="cnt-post__articles"
          data-testid="cnt-main-article"
        >
          <h2 id={`${id}-main`}>Varen i innlegget</h2>
          <ArticleTile article={post.mainArticle} shops={shopList} />
        </section>
      ) : null}
      {post.relatedArticles.length > 0 ? (
        <section aria-labelledby={`${id}-related`} className="cnt-post__articles">
          <h2 id={`${id}-related`}>Relaterte varer</h2>
          <ul className="cnt-tile-grid">
            {post.relatedArticles.map((article) => (
              <li key={article.id}>
                <ArticleTile article={article} shops={shopList} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={base}>{base === '/blog' ? 'Flere innlegg' : 'Mer inspirasjon'}</Link>
      </p>
    </article>
  );
}
