import { formatPrice, type PageProps } from 'shared-contracts';
import { bundleResource, categoriesResource } from '../api/catalog-resources';
import { GridSkeleton, ProductGrid } from '../components/listing/product-grid';
import { ErrorState, NotFoundState } from '../components/status';
import { useApi } from '../hooks/use-api';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { bundleIds } from '../hooks/route-params';
import '../styles/catalog.css';
import '../styles/listing.css';

export default function BundlePage({ params, routeName }: PageProps) {
  const ids = bundleIds(params.ids);
  const bundle = useApi(ids.length ? bundleResource(ids) : null);
  const tree = useApi(categoriesResource());
  usePageLoaded(routeName, bundle.status !== 'loading' || ids.length === 0);
  if (ids.length === 0)
    return (
      <NotFoundState title="Fant ikke utvalget" text="Lenken til utvalget mangler varenumre." />
    );
  const total = bundle.data?.reduce((sum, a) => sum + a.price, 0) ?? 0;
  return (
    <section className="cat-listing" aria-labelledby="cat-bundle-title">
      <h1 id="cat-bundle-title" className="cat-title">
        Utvalg
      </h1>
      {bundle.status === 'error' && <ErrorState error={bundle.error} onRetry={bundle.retry} />}
      {!bundle.data && bundle.status === 'loading' && (
        <GridSkeleton count={Math.min(ids.length, 8)} />
      )}
      {bundle.data && (
        <>
          <p className="cat-listing__count">
            {bundle.data.length} {bundle.data.length === 1 ? 'vare' : 'varer'}
            {bundle.data.length > 1 && ` · samlet ${formatPrice(total, { nbsp: true })}`}
          </p>
          {bundle.data.length === 0 ? (
            <p className="cat-empty">Ingen av varene i utvalget er i salg lenger.</p>
          ) : (
            <ProductGrid articles={bundle.data} categories={tree.data} label="Varer i utvalget" />
          )}
        </>
      )}
    </section>
  );
}
