import { useId } from 'react';
import {
  Link,
  type ApiResult,
  type BlogCategory,
  type BlogPostSummary,
  type PageProps,
  type PaginationMeta,
  useApi,
} from 'shared-contracts';
import { fetchBlogCategories, fetchBlogCategory, fetchBlogPosts } from '../api/blog';
import { PostPicture } from '../components/post-picture';
import { Failure, Loading } from '../components/status';
import { usePageLoaded, usePageNotFound } from '../hooks/use-page-loaded';
import { BLOG_FAILURE, blogBase } from '../rules/blog';
import '../content.css';

interface ListData {
  category: BlogCategory | null;
  posts: BlogPostSummary[];
  meta: PaginationMeta;
}

function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

async function loadList(
  category: string | undefined,
  page: number,
  signal: AbortSignal,
): Promise<ApiResult<ListData>> {
  if (category) {
    const result = await fetchBlogCategory(category, page, signal);
    return result.ok
      ? {
          ok: true,
          data: { category: result.data.category, posts: result.data.data, meta: result.data.meta },
        }
      : result;
  }
  const result = await fetchBlogPosts(page, signal);
  return result.ok
    ? { ok: true, data: { category: null, posts: result.data.data, meta: result.data.meta } }
    : result;
}

const dateFormat = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * /inspiration, /inspiration/category/{category} and /blog/category/{category}: posts with
 * image, title and excerpt, newest first, and the categories to move between.
 */
export function BlogListPage({ routeName, params, search }: PageProps) {
  const id = useId();
  const base = blogBase(routeName);
  const category = params.category;
  const page = pageOf(search);
  const { state, reload } = useApi(`${category ?? ''}:${page}`, (signal) =>
    loadList(category, page, signal),
  );
  const categories = useApi('blog-categories', fetchBlogCategories);
  const notFound = state.status === 'error' && state.error.status === 404;
  const heading =
    state.status === 'ok' && state.data.category
      ? state.data.category.name
      : base === '/blog'
        ? 'Blogg'
        : 'Inspirasjon';
  usePageNotFound(routeName, notFound);
  usePageLoaded(routeName, state.status === 'ok', heading);

  if (notFound) return null;
  return (
    <section className="cnt-page cnt-page--wide" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        {heading}
      </h1>
      {categories.state.status === 'ok' ? (
        <nav aria-label="Kategorier" className="cnt-categories">
          <ul>
            <li>
              <Link
                to="/inspiration"
                aria-current={!category && base === '/inspiration' ? 'page' : undefined}
              >
                Alle innlegg
              </Link>
            </li>
            {categories.state.data
              .filter((c) => c.postsCount > 0)
              .map((c) => (
                <li key={c.id}>
                  <Link
                    to={`${base}/category/${c.slug}`}
                    aria-current={c.slug === category ? 'page' : undefined}
                  >
                    {c.name} ({c.postsCount})
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      {state.status === 'loading' ? <Loading text="Laster innlegg …" /> : null}
      {state.status === 'error' ? (
        <Failure error={state.error} message={BLOG_FAILURE} onRetry={reload} />
      ) : null}
      {state.status === 'ok' && state.data.posts.length === 0 ? (
        <p className="cnt-status">Det er ingen innlegg her ennå.</p>
      ) : null}
      {state.status === 'ok' && state.data.posts.length > 0 ? (
        <>
          <ul className="cnt-post-grid" data-testid="cnt-post-list">
            {state.data.posts.map((post) => (
              <li key={post.id} className="cnt-post-card">
                {post.image ? <PostPicture src={post.image} box="card" /> : null}
                <h2 className="cnt-post-card__title">
                  <Link to={`${base}/${post.slug}`}>{post.title}</Link>
                </h2>
                <p className="cnt-post-card__date">
                  <time dateTime={post.publishedAt}>
                    {dateFormat.format(new Date(post.publishedAt))}
                  </time>
                </p>
                <p className="cnt-post-card__excerpt">{post.excerpt}</p>
              </li>
            ))}
          </ul>
          <Pager meta={state.data.meta} path={category ? `${base}/category/${category}` : base} />
        </>
      ) : null}
    </section>
  );
}

function Pager({ meta, path }: { meta: PaginationMeta; path: string }) {
  if (meta.last_page <= 1) return null;
  const link = (page: number) => (page === 1 ? path : `${path}?page=${page}`);
  return (
    <nav aria-label="Sider" className="cnt-pager">
      {meta.current_page > 1 ? <Link to={link(meta.current_page - 1)}>Forrige side</Link> : null}
      <span>
        Side {meta.current_page} av {meta.last_page}
      </span>
      {meta.current_page < meta.last_page ? (
        <Link to={link(meta.current_page + 1)}>Neste side</Link>
      ) : null}
    </nav>
  );
}
