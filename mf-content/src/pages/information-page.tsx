import { useId } from 'react';
import { RichText, type PageProps, useApi } from 'shared-contracts';
import { fetchInformationPage } from '../api/pages';
import { ContactFacts } from '../components/contact-facts';
import { Failure, Loading } from '../components/status';
import { usePageLoaded, usePageNotFound } from '../hooks/use-page-loaded';
import '../content.css';

/** Route name → page slug for the information routes mf-content serves (spec §2). */
const SLUG_BY_ROUTE: Readonly<Record<string, string>> = { about: 'om-oss' };

export function pageSlug({ routeName, params }: Pick<PageProps, 'routeName' | 'params'>): string {
  return params.slug ?? SLUG_BY_ROUTE[routeName] ?? routeName;
}

/**
 * An editor-written information page, e.g. /om-oss: the title is the page's one h1, the body
 * goes through the site's one sanitiser. /contact adds the chain's contact facts from the same
 * constant the footer uses, so the two cannot disagree.
 */
export function InformationPage({ routeName, params }: PageProps) {
  const id = useId();
  const slug = pageSlug({ routeName, params });
  const { state, reload } = useApi(slug, (signal) => fetchInformationPage(slug, signal));
  const notFound = state.status === 'error' && state.error.status === 404;
  usePageNotFound(routeName, notFound);
  usePageLoaded(
    routeName,
    state.status === 'ok',
    state.status === 'ok' ? state.data.title : undefined,
  );

  if (state.status === 'loading') return <Loading text="Laster siden …" />;
  if (state.status === 'error') {
    return notFound ? null : <Failure error={state.error} onRetry={reload} />;
  }
  const page = state.data;
  return (
    <article className="cnt-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        {page.title}
      </h1>
      <RichText html={page.content} className="cnt-page__body" />
      {slug === 'contact' ? <ContactFacts /> : null}
    </article>
  );
}
