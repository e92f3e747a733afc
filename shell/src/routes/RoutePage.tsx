/**
 * One screen of the route table: the breadcrumb trail (for screens that have one), then the
 * owning remote's exposed page in the platform's slot, or the shell's 404 page when the remote
 * reported that what the URL names does not exist.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { $navigationId, $notFoundNavigation, markPageLoaded } from '../behaviour/page-status';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { RemoteSlot, type SlotState } from '../platform';
import { NotFoundPage } from './NotFoundPage';
import { PAGE_UNAVAILABLE_TEXT, usePageResolution } from './page-resolution';
import type { PageRoute } from './route-table';

export function toPageProps(
  def: PageRoute,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): PageProps {
  return { params: { ...params, ...def.staticParams }, search, routeName: def.name };
}

export function RoutePage({ def }: { def: PageRoute }) {
  const params = useParams();
  const { search } = useLocation();
  const navigationId = useStore($navigationId);
  const notFound = useStore($notFoundNavigation) === navigationId;
  const paramsKey = JSON.stringify(params);
  // Recomputed only when the URL changes: a page re-renders with new props once per navigation.
  const pageProps = useMemo(
    () => toPageProps(def, JSON.parse(paramsKey) as Record<string, string | undefined>, search),
    [def, paramsKey, search],
  );
  const resolution = usePageResolution(def);

  // A remote that never emits `page:loaded` still counts as loaded once its slot has settled
  // (rendered, or failed visibly): the footer and scroll restoration must not wait forever for it.
  const onSlotState = useCallback(
    (state: SlotState) => {
      if (state !== 'loading') markPageLoaded(navigationId);
    },
    [navigationId],
  );
  const unavailable = resolution.state === 'unavailable';
  useEffect(() => {
    if (unavailable) markPageLoaded(navigationId);
  }, [unavailable, navigationId]);

  return (
    <div className="sh-page" data-route={def.name}>
      {def.meta.breadcrumbs && !notFound ? <Breadcrumbs /> : null}
      {notFound ? (
        <NotFoundPage />
      ) : resolution.state === 'page' ? (
        <RemoteSlot
          remote={def.remote}
          page={resolution.page}
          pageProps={pageProps}
          onStateChange={onSlotState}
        />
      ) : resolution.state === 'unavailable' ? (
        <div className="sh-remote-slot" data-remote={def.remote} data-state="unavailable">
          <p className="sh-page-unavailable" role="status">
            {PAGE_UNAVAILABLE_TEXT}
          </p>
        </div>
      ) : (
        <p className="sh-remote-loading" role="status">
          Laster …
        </p>
      )}
    </div>
  );
}
