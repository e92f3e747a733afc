import type { PageProps } from 'shared-contracts';
import { categoriesResource } from '../api/catalog-resources';
import { Listing } from '../components/listing/listing';
import { searchQueryOf } from '../hooks/route-params';
import { useApi } from '../hooks/use-api';
import '../styles/catalog.css';

/** Search results `/search/{query}`: the category listing's filters and sorting over a text search. */
export default function SearchPage({ params, search, routeName }: PageProps) {
  const query = searchQueryOf(params);
  // Only used for nicer product links; the listing does not wait for it.
  const tree = useApi(categoriesResource());
  return (
    <Listing
      routeName={routeName}
      title={`Søk: ${query}`}
      search={search}
      query={query}
      defaultSort="relevans"
      categories={tree.data}
      emptyText={`Ingen treff på «${query}». Sjekk stavemåten eller prøv et annet ord.`}
      header={
        <header className="cat-listing__header">
          <h1 className="cat-title">
            Søkeresultater for <q>{query}</q>
          </h1>
        </header>
      }
    />
  );
}
