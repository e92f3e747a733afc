import { useId, useMemo, useState, type ReactNode } from 'react';
import { CATEGORY_PAGE_SIZE, type Category } from 'shared-contracts';
import { listingResource } from '../../api/search';
import { errorMessage } from '../../api/http';
import {
  hasActiveFilters,
  parseListingState,
  serializeListingState,
  updateListingState,
  type ListingScope,
  type ListingSort,
  type ListingState,
} from '../../hooks/listing-state';
import { currentPath, navigate } from '../../hooks/navigation';
import { useApi } from '../../hooks/use-api';
import { usePageLoaded } from '../../hooks/use-page-loaded';
import { FilterPanel, ResetFiltersButton } from './filter-panel';
import { Pagination } from './pagination';
import { GridSkeleton, ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import '../../styles/listing.css';

export interface ListingProps {
  routeName: string;
  /** For the shell's document title and breadcrumb. */
  title?: string;
  /** The page's raw query string (filters, sort, page). */
  search: string;
  /** Free text (search page); '' lists everything in the scope. */
  query?: string;
  scope?: ListingScope;
  defaultSort: ListingSort;
  /** Heading and intro (banner, page info) above the results. */
  header: ReactNode;
  categories?: readonly Category[];
  /** Shown when nothing matches and no filter is set. */
  emptyText: string;
}

/**
 * The product listing shared by category pages and search results: filters with facet counts,
 * sorting and pages of 20, all held in the URL so a listing can be shared and back/forward
 * walk through the shopper's choices (issue 6 §2–3).
 */
export function Listing({
  routeName,
  title,
  search,
  query = '',
  scope,
  defaultSort,
  header,
  categories,
  emptyText,
}: ListingProps) {
  const state = useMemo(() => parseListingState(search, defaultSort), [search, defaultSort]);
  const request = useMemo(() => listingResource(query, state, scope), [query, state, scope]);
  const result = useApi(request, { keepPrevious: true });
  const countId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount =
    state.colorGroups.length +
    state.brands.length +
    state.genders.length +
    (state.priceMin !== null || state.priceMax !== null ? 1 : 0);
  usePageLoaded(routeName, result.status !== 'loading', title);

  const go = (next: ListingState) =>
    navigate(`${currentPath()}${serializeListingState(next, defaultSort)}`);
  const hrefFor = (page: number) =>
    `${currentPath()}${serializeListingState({ ...state, page }, defaultSort)}`;

  const data = result.data;
  const total = data?.hits.total.value ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
  const refreshing = result.status === 'loading' && data !== undefined;

  return (
    <div className="cat-listing">
      {header}
      <div className="cat-listing__layout">
        <div className="cat-listing__filters">
          {/* Mobile shows the filters behind this button; wide screens always show them (CSS). */}
          <button
            type="button"
            className="cat-button cat-button--secondary cat-listing__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeCount > 0 ? `Filtrer (${activeCount})` : 'Filtrer'}
          </button>
          <div
            id={filtersId}
            className={`cat-listing__filter-panel${filtersOpen ? ' cat-listing__filter-panel--open' : ''}`}
          >
            <h2 className="cat-visually-hidden">Filtre</h2>
            <FilterPanel state={state} facets={data?.aggregations} onChange={go} />
          </div>
        </div>
        <section className="cat-listing__results" aria-labelledby={countId}>
          <div className="cat-listing__toolbar">
            <p id={countId} className="cat-listing__count" aria-live="polite">
              {data ? `${total} ${total === 1 ? 'vare' : 'varer'}` : 'Laster varer …'}
            </p>
            <SortSelect
              value={state.sort}
              withRelevance={defaultSort === 'relevans'}
              onChange={(sort) => go(updateListingState(state, { sort }))}
            />
          </div>
          {result.status === 'error' && (
            <div className="cat-error" role="alert">
              <p>{errorMessage(result.error)}</p>
              <button type="button" className="cat-button" onClick={result.retry}>
                Prøv igjen
              </button>
            </div>
          )}
          {!data && result.status === 'loading' && <GridSkeleton />}
          {data && data.hits.hits.length === 0 && (
            <div className="cat-empty">
              <p>
                {hasActiveFilters(state) ? 'Ingen varer passer filtrene du har valgt.' : emptyText}
              </p>
              {hasActiveFilters(state) && <ResetFiltersButton state={state} onReset={go} />}
            </div>
          )}
          {data && data.hits.hits.length > 0 && (
            <ProductGrid
              articles={data.hits.hits.map((hit) => hit._source)}
              categories={categories}
              busy={refreshing}
              label="Varer"
            />
          )}
          {data && (
            <Pagination
              page={Math.min(state.page, lastPage)}
              lastPage={lastPage}
              hrefFor={hrefFor}
            />
          )}
        </section>
      </div>
    </div>
  );
}
