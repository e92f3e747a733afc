import { chooseHomePage, type PageProps } from 'shared-contracts';
import { activePagesResource } from '../api/content';
import { HomeView } from '../components/home/home-view';
import { ErrorState, LoadingState } from '../components/status';
import { useApi } from '../hooks/use-api';
import { usePageLoaded } from '../hooks/use-page-loaded';
import '../styles/catalog.css';

/** `/`: the active page named 'homescreen…' with the highest pageid (shared rule). */
export default function HomePage({ routeName }: PageProps) {
  const pages = useApi(activePagesResource());
  usePageLoaded(routeName, pages.status !== 'loading');
  const page = pages.data ? chooseHomePage(pages.data) : null;
  return (
    <>
      <h1 className="cat-visually-hidden">Bare lave priser</h1>
      {pages.status === 'error' && <ErrorState error={pages.error} onRetry={pages.retry} />}
      {pages.status === 'loading' && <LoadingState label="Laster forsiden …" />}
      {pages.status === 'success' && !page && (
        <p className="cat-empty">Forsiden er ikke klar ennå. Kom tilbake snart!</p>
      )}
      {page && <HomeView page={page} />}
    </>
  );
}
