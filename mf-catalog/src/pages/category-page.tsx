import {
  CATEGORY_PAGE_SIZE,
  categoryDisplayName,
  Link,
  type ApiResult,
  type ArticlePage,
  type PageProps,
} from 'shared-contracts';
import { fetchArticles, fetchCategories, matchCategory } from '../api/catalog';
import { ArticleCard } from '../components/article-card';
import { useApi } from '../components/use-api';
import '../catalog.css';

/** Stand-in answer while no category is matched (the listing is not shown then). */
const NO_ARTICLES: ApiResult<ArticlePage> = {
  ok: true,
  data: {
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: CATEGORY_PAGE_SIZE, total: 0 },
  },
};

function pageNumber(search: string): number {
  const value = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** Category listing: /{categoryName}/{subcategoryName?} on GET /categories/{id}/articles. */
export function CategoryPage({ params, search }: PageProps) {
  const categoryParam = params.categoryName ?? '';
  const subParam = params.subcategoryName;
  const page = pageNumber(search);
  const categories = useApi('categories', (signal) => fetchCategories(signal));
  const match =
    categories.state.status === 'ok'
      ? matchCategory(categories.state.data, categoryParam, subParam)
      : null;
  const scope = match
    ? match.subcategory
      ? ({ kind: 'subcategory', id: match.subcategory.ArticleGroup2ID } as const)
      : ({ kind: 'category', id: match.category.id } as const)
    : null;
  const articles = useApi(scope ? `${scope.kind}:${scope.id}:${page}` : 'none', (signal) =>
    scope ? fetchArticles(scope, page, signal) : Promise.resolve(NO_ARTICLES),
  );

  if (categories.state.status === 'loading') return <p role="status">Laster …</p>;
  if (categories.state.status === 'error') {
    return (
      <div role="alert">
        <p>{categories.state.error.message}</p>
        <button type="button" className="cat-button" onClick={categories.reload}>
          Prøv igjen
        </button>
      </div>
    );
  }
  if (!match) {
    return (
      <section className="cat-listing">
        <h1 className="cat-title">Fant ikke kategorien</h1>
        <p>
          Vi har ingen kategori som heter «{categoryParam}». <Link to="/">Se alle kategorier</Link>
        </p>
      </section>
    );
  }

  const title = match.subcategory
    ? match.subcategory.Name
    : categoryDisplayName(match.category.name);
  const basePath = `/${categoryParam}${subParam ? `/${subParam}` : ''}`;
  return (
    <section className="cat-listing" aria-labelledby="cat-listing-title">
      <h1 id="cat-listing-title" className="cat-title">
        {title}
      </h1>
      {articles.state.status === 'loading' ? (
        <p role="status">Laster varer …</p>
      ) : articles.state.status === 'error' ? (
        <div role="alert">
          <p>{articles.state.error.message}</p>
          <button type="button" className="cat-button" onClick={articles.reload}>
            Prøv igjen
          </button>
        </div>
      ) : (
        <>
          {articles.state.data.data.length === 0 ? <p>Ingen varer her ennå.</p> : null}
          <ul className="cat-grid">
            {articles.state.data.data.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ul>
          <nav className="cat-pager" aria-label="Sider">
            {page > 1 ? <Link to={`${basePath}?page=${page - 1}`}>Forrige side</Link> : null}
            <span>
              Side {articles.state.data.meta.current_page} av {articles.state.data.meta.last_page}
            </span>
            {page < articles.state.data.meta.last_page ? (
              <Link to={`${basePath}?page=${page + 1}`}>Neste side</Link>
            ) : null}
          </nav>
        </>
      )}
    </section>
  );
}
