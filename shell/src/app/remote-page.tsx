import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { RemoteSlot } from '../platform';
import type { RemoteRoute } from './routes';

/** PageProps from the router's match: remotes get params and query as plain data, never a router. */
export function toPageProps(
  params: Readonly<Record<string, string | undefined>>,
  search: string,
  routeName: string,
): PageProps {
  return { params: { ...params }, search, routeName };
}

export function RemotePage({ route }: { route: RemoteRoute }) {
  const params = useParams();
  const { search } = useLocation();
  // Recomputed only when the URL changes, so a parcel is updated once per navigation.
  const paramsKey = JSON.stringify(params);
  const pageProps = useMemo(
    () => toPageProps(JSON.parse(paramsKey) as Record<string, string | undefined>, search, route.name),
    [paramsKey, search, route.name],
  );
  return <RemoteSlot remote={route.remote} page={route.page} pageProps={pageProps} />;
}
