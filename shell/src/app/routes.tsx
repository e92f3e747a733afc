import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RemotePage } from './remote-page';
import { RequireLogin } from './require-login';

/**
 * The shell's route table: path → remote → exposed page. Remotes never see react-router; they
 * get params/query/routeName as PageProps. Minimal on purpose: titles, guards and breadcrumbs of
 * spec §2 are added by the layout work on top of this.
 */
export interface RemoteRoute {
  path: string;
  /** Spec §2 route name. */
  name: string;
  remote: string;
  page: string;
  requiresLogin?: boolean;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', name: 'home', remote: 'mf_catalog', page: 'HomePage' },
  { path: '/om-oss', name: 'about', remote: 'mf_content', page: 'InformationPage' },
  { path: '/login', name: 'login', remote: 'mf_account', page: 'LoginPage' },
  { path: '/checkout', name: 'checkout', remote: 'mf_checkout', page: 'CheckoutPage' },
  {
    path: '/user/poll/:pollId',
    name: 'poll',
    remote: 'mf_polls',
    page: 'PollPage',
    requiresLogin: true,
  },
  // Exists in every shell, but only a build of mf-content made with MF_TEST_PAGES=1 has the page;
  // elsewhere the slot shows the normal "kunne ikke lastes" fallback.
  { path: '/__test/throw', name: 'test-throw', remote: 'mf_content', page: 'TestThrowPage' },
  // Catch-all category listing last (spec: /{categoryName?}/{subcategoryName?}/{group?}).
  {
    path: '/:categoryName/:subcategoryName?/:group?',
    name: 'category',
    remote: 'mf_catalog',
    page: 'CategoryPage',
  },
];

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...REMOTE_ROUTES.map((route) => {
          const page = <RemotePage key={route.name} route={route} />;
          return {
            path: route.path,
            element: route.requiresLogin ? <RequireLogin>{page}</RequireLogin> : page,
          };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
