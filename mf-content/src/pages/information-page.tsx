import type { PageProps } from 'shared-contracts';
import { fetchInformationPage } from '../api/pages';
import { RichText } from '../components/rich-text';
import { useApi } from '../components/use-api';
import '../content.css';

/** Route name → page slug for the information routes mf-content serves (spec §2). */
const SLUG_BY_ROUTE: Readonly<Record<string, string>> = { about: 'om-oss' };

/** An editor-written information page, e.g. /om-oss. */
export function InformationPage({ routeName, params }: PageProps) {
  const slug = params.slug ?? SLUG_BY_ROUTE[routeName] ?? routeName;
  const { state, reload } = useApi(slug, (signal) => fetchInformationPage(slug, signal));

  if (state.status === 'loading') {
    return (
      <p className="cnt-status" role="status">
        Laster siden …
      </p>
    );
  }
  if (state.status === 'error') {
    const notFound = state.error.kind === 'http' && state.error.status === 404;
    return (
      <div className="cnt-status" role="alert">
        <p>{notFound ? 'Fant ikke siden.' : state.error.message}</p>
        {state.error.retryable ? (
          <button type="button" className="cnt-button" onClick={reload}>
            Prøv igjen
          </button>
        ) : null}
      </div>
    );
  }
  const page = state.data;
  return (
    <article className="cnt-page">
      <h1 className="cnt-page__title">{page.title}</h1>
      <RichText html={page.content} className="cnt-page__body" />
    </article>
  );
}
