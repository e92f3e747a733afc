import { useStore } from '@nanostores/react';
import { $favourites, Link, type PageProps } from 'shared-contracts';
import { categoriesResource } from '../api/catalog-resources';
import { GridSkeleton, ProductGrid } from '../components/listing/product-grid';
import { ErrorState } from '../components/status';
import { useApi } from '../hooks/use-api';
import { useArticlesById } from '../hooks/use-articles-by-id';
import { usePageLoaded } from '../hooks/use-page-loaded';
import '../styles/catalog.css';
import '../styles/listing.css';

/**
 * `/favourites`: the shared favourites store (persisted under `favourites`, mirrored across
 * tabs and reset on login by shared-contracts), newest first.
 */
export default function FavouritesPage({ routeName }: PageProps) {
  const ids = useStore($favourites);
  const newestFirst = [...ids].reverse();
  const { articles, loading, error, retry } = useArticlesById(newestFirst);
  const tree = useApi(categoriesResource());
  usePageLoaded(routeName, !loading);
  return (
    <section className="cat-listing" aria-labelledby="cat-fav-title">
      <h1 id="cat-fav-title" className="cat-title">
        Favoritter
      </h1>
      {ids.length === 0 ? (
        <div className="cat-empty">
          <p>Du har ingen favoritter ennå. Trykk på hjertet på en vare for å lagre den her.</p>
          <p>
            <Link to="/">Se ukens tilbud</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="cat-listing__count" aria-live="polite">
            {ids.length} {ids.length === 1 ? 'favoritt' : 'favoritter'}
          </p>
          {error !== undefined && <ErrorState error={error} onRetry={retry} />}
          {loading && articles.length === 0 ? (
            <GridSkeleton count={Math.min(ids.length, 8)} />
          ) : (
            <ProductGrid
              articles={articles}
              categories={tree.data}
              label="Favoritter"
              busy={loading}
            />
          )}
          {!loading && articles.length < ids.length && error === undefined && (
            <p className="cat-note">Noen favoritter er ikke lenger i salg og vises ikke.</p>
          )}
        </>
      )}
    </section>
  );
}
