import type { PageProps } from 'shared-contracts';
import { allPagesResource } from '../api/content';
import { HomeView } from '../components/home/home-view';
import { ErrorState, LoadingState, NotFoundState } from '../components/status';
import { useApi } from '../hooks/use-api';
import { usePageLoaded } from '../hooks/use-page-loaded';
import '../styles/catalog.css';

/** `/preview/{name}`: any home page by name, active or not, so editors can check it first. */
export default function PreviewPage({ params, routeName }: PageProps) {
  const name = params.name ?? '';
  const pages = useApi(allPagesResource());
  usePageLoaded(routeName, pages.status !== 'loading');
  const page = pages.data?.find((p) => p.name === name);
  if (pages.status === 'error') return <ErrorState error={pages.error} onRetry={pages.retry} />;
  if (!pages.data) return <LoadingState label="Laster forhåndsvisning …" />;
  if (!page)
    return (
      <NotFoundState
        title="Fant ikke siden"
        text={`Det finnes ingen forside som heter «${name}».`}
      />
    );
  return (
    <>
      <h1 className="cat-preview-title">Forhåndsvisning: {page.name}</h1>
      {!page.active && (
        <p className="cat-preview-note">Denne siden er ikke aktiv og vises ikke for kundene.</p>
      )}
      <HomeView page={page} />
    </>
  );
}
