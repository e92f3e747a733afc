/**
 * One screen of the route table: the breadcrumb trail (for screens that have one), then the
 * owning remote's exposed page in the platform's slot, or the shell's 404 page when the remote
 * reported that what the URL names does not exist.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { $navigationId, $notFoundNavigation, markPageLoaded } from '../behaviour/page-status';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { RemoteSlot } from '../platform';
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

/** Slot states after which the page area is no longer empty (the remote rendered, or failed visibly). */
const SETTLED = new Set(['ready', 'failed', 'incompatible', 'unavailable']);

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
  const area = useRef<HTMLDivElement>(null);
  const { resolution, recheck } = usePageResolution(def);

  // A remote that never emits `page:loaded` still counts as loaded once its slot has settled:
  // the footer and scroll restoration must not wait forever for it.
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    const check = () => {
      const slot = root.querySelector<HTMLElement>('[data-state]');
      if (slot && SETTLED.has(slot.dataset.state ?? '')) markPageLoaded(navigationId);
      // The slot recovered from a failed load (its retry): resolve the page name again.
      if (slot?.dataset.state === 'ready') recheck();
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => observer.disconnect();
  }, [navigationId, recheck]);

  return (
    <div ref={area} className="sh-page" data-route={def.name}>
      {def.meta.breadcrumbs && !notFound ? <Breadcrumbs /> : null}
      {notFound ? (
        <NotFoundPage />
      ) : resolution.state === 'page' ? (
        <RemoteSlot remote={def.remote} page={resolution.page} pageProps={pageProps} />
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
