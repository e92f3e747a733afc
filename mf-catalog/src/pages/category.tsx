import { useMemo } from 'react';
import {
  bannerSrcSet,
  categoryDisplayName,
  Link,
  type ArticleGroup,
  type Category,
  type PageProps,
  categoryPath,
} from 'shared-contracts';
import { categoriesResource, groupsResource } from '../api/catalog-resources';
import { resolveCategoryScope } from '../components/category-scope';
import { bannerSizes } from '../components/home/banner-slot-data';
import { Listing } from '../components/listing/listing';
import { ErrorState, LoadingState, NotFoundState } from '../components/status';
import { useApi } from '../hooks/use-api';
import { usePageLoaded, usePageNotFound } from '../hooks/use-page-loaded';
import '../styles/catalog.css';

/**
 * Category listing `/{categoryName}/{subcategoryName?}/{group?}` (spec §2, slugs per §5): the
 * tree resolves the slugs to ids, then the shared listing searches within that scope.
 */
export default function CategoryPage({ params, search, routeName }: PageProps) {
  const tree = useApi(categoriesResource());
  const first = tree.data ? resolveCategoryScope(tree.data, params, undefined) : null;
  const groups = useApi(
    first && first.kind !== 'not-found' && first.match.subcategory
      ? groupsResource(first.match.subcategory.ArticleGroup2ID)
      : null,
  );
  const resolved = tree.data ? resolveCategoryScope(tree.data, params, groups.data) : null;
  const scopeKey = resolved?.kind === 'ready' ? JSON.stringify(resolved.scope) : '';
  // The listing's request is keyed on the scope's content, not on a fresh object each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scope = useMemo(() => (resolved?.kind === 'ready' ? resolved.scope : null), [scopeKey]);
  usePageLoaded(routeName, tree.status === 'error');
  usePageNotFound(routeName, resolved?.kind === 'not-found');

  if (tree.status === 'error') return <ErrorState error={tree.error} onRetry={tree.retry} />;
  if (!resolved || (resolved.kind === 'needs-groups' && groups.status === 'loading')) {
    return <LoadingState label="Laster kategori …" />;
  }
  if (resolved.kind === 'needs-groups')
    return <ErrorState error={groups.error} onRetry={groups.retry} />;
  if (resolved.kind === 'not-found' || !scope) {
    const path = [params.categoryName, params.subcategoryName, params.group]
      .filter(Boolean)
      .join('/');
    return (
      <NotFoundState
        title="Fant ikke kategorien"
        text={`Vi har ingen kategori på adressen «/${path}».`}
      />
    );
  }

  const { match, group } = resolved;
  const title = group?.name ?? match.subcategory?.Name ?? categoryDisplayName(match.category.name);
  return (
    <Listing
      routeName={routeName}
      title={title}
      search={search}
      scope={scope}
      defaultSort="navn"
      categories={tree.data}
      emptyText="Det er ingen varer i denne kategorien ennå."
      header={
        <CategoryHeader
          title={title}
          category={match.category}
          subcategoryName={match.subcategory?.Name}
          groups={groups.data}
          currentGroup={group}
        />
      }
    />
  );
}

interface CategoryHeaderProps {
  title: string;
  category: Category;
  subcategoryName?: string;
  groups?: readonly ArticleGroup[];
  currentGroup?: ArticleGroup;
}

function CategoryHeader({
  title,
  category,
  subcategoryName,
  groups,
  currentGroup,
}: CategoryHeaderProps) {
  const subcategory = category.subcategories.find((s) => s.Name === subcategoryName);
  return (
    <header className="cat-listing__header">
      {category.banner && (
        <BannerImage
          src={category.banner}
          link={category.bannerLink}
          alt={categoryDisplayName(category.name)}
        />
      )}
      <h1 className="cat-title">{title}</h1>
      {category.pageInfo && !subcategory && (
        <p className="cat-listing__info">{category.pageInfo}</p>
      )}
      {/* Next level of the tree, so shoppers can narrow down without the side menu. */}
      {!subcategory && category.subcategories.length > 0 && (
        <nav aria-label={`Underkategorier i ${categoryDisplayName(category.name)}`}>
          <ul className="cat-chips">
            {category.subcategories
              .filter((s) => s.count > 0)
              .map((s) => (
                <li key={s.ArticleGroup2ID}>
                  <Link to={categoryPath(category, s)} className="cat-chip">
                    {s.Name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
      {subcategory && groups && groups.length > 0 && (
        <nav aria-label={`Varegrupper i ${subcategory.Name}`}>
          <ul className="cat-chips">
            <li>
              <Link
                to={categoryPath(category, subcategory)}
                className={`cat-chip${currentGroup ? '' : ' cat-chip--active'}`}
                aria-current={currentGroup ? undefined : 'page'}
              >
                Alle
              </Link>
            </li>
            {groups
              .filter((g) => g.count > 0)
              .map((g) => (
                <li key={g.articleGroup3ID}>
                  <Link
                    to={categoryPath(category, subcategory, g.name)}
                    className={`cat-chip${currentGroup?.articleGroup3ID === g.articleGroup3ID ? ' cat-chip--active' : ''}`}
                    aria-current={
                      currentGroup?.articleGroup3ID === g.articleGroup3ID ? 'page' : undefined
                    }
                  >
                    {g.name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function BannerImage({ src, link, alt }: { src: string; link: string | null; alt: string }) {
  // Above the fold: eager with high priority, and sized so it reserves its box.
  const image = (
    <img
      className="cat-banner__image"
      src={src}
      srcSet={bannerSrcSet(src)}
      sizes={bannerSizes(1200)}
      alt={alt}
      width={1200}
      height={300}
      fetchPriority="high"
    />
  );
  return <div className="cat-banner">{link ? <Link to={link}>{image}</Link> : image}</div>;
}
