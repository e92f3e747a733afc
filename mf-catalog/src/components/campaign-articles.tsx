import { useMemo } from 'react';
import { CATEGORY_PAGE_SIZE, type Category } from 'shared-contracts';
import { campaignArticlesResource } from '../api/campaigns';
import { campaignOrder } from './campaign-order';
import {
  parseListingState,
  serializeListingState,
  updateListingState,
} from '../hooks/listing-state';
import { currentPath, navigate } from '../hooks/navigation';
import { useApi } from '../hooks/use-api';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { Pagination } from './listing/pagination';
import { GridSkeleton, ProductGrid } from './listing/product-grid';
import { SortSelect } from './listing/sort-select';
import { ErrorState } from './status';

/** Articles of one campaign (`id`) or of all active campaigns combined (`null`), 20 per page. */
export function CampaignArticles({
  campaignId,
  search,
  routeName,
  categories,
  title,
}: {
  title?: string;
  campaignId: number | null;
  search: string;
  routeName: string;
  categories?: readonly Category[];
}) {
  const state = useMemo(() => parseListingState(search), [search]);
  const request = useMemo(
    () =>
      campaignArticlesResource(campaignId, {
        page: state.page,
        perPage: CATEGORY_PAGE_SIZE,
        ...campaignOrder(state.sort),
      }),
    [campaignId, state.page, state.sort],
  );
  const result = useApi(request, { keepPrevious: true });
  usePageLoaded(routeName, result.status !== 'loading', title);
  const data = result.data;
  return (
    <section className="cat-listing__results" aria-label="Varer i kampanjen">
      <div className="cat-listing__toolbar">
        <p className="cat-listing__count" aria-live="polite">
          {data
            ? `${data.meta.total} ${data.meta.total === 1 ? 'vare' : 'varer'}`
            : 'Laster varer …'}
        </p>
        <SortSelect
          value={state.sort}
          onChange={(sort) =>
            navigate(
              `${currentPath()}${serializeListingState(updateListingState(state, { sort }))}`,
            )
          }
        />
      </div>
      {result.status === 'error' && <ErrorState error={result.error} onRetry={result.retry} />}
      {!data && result.status === 'loading' && <GridSkeleton />}
      {data && data.data.length === 0 && (
        <p className="cat-empty">Det er ingen varer i kampanjen akkurat nå.</p>
      )}
      {data && data.data.length > 0 && (
        <ProductGrid
          articles={data.data}
          categories={categories}
          busy={result.status === 'loading'}
          label="Varer"
        />
      )}
      {data && (
        <Pagination
          page={data.meta.current_page}
          lastPage={data.meta.last_page}
          hrefFor={(page) => `${currentPath()}${serializeListingState({ ...state, page })}`}
        />
      )}
    </section>
  );
}
