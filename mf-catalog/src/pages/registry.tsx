import type { ComponentType } from 'react';
import type { PageProps } from 'shared-contracts';
import { retryableLazy } from '../components/retryable-lazy';
import { prefetchers } from './prefetch';
import '../styles/catalog.css';

type PageModule = { default: ComponentType<PageProps> };

/** What the page area shows while a page's chunk is on its way (its data already is). */
function PageFallback() {
  return (
    <p className="cat-loading" role="status">
      <span className="cat-spinner" aria-hidden="true" />
      Laster …
    </p>
  );
}

/**
 * A page as the shell mounts it: each render first (re)starts the page's data requests through
 * the resource cache (idempotent), then renders the code-split page. So data and code travel in
 * parallel: the fetches do not wait for the page chunk, and the chunk does not wait for data. A
 * chunk that failed to load is requested again when the shell mounts the page again ("Prøv
 * igjen", the next navigation), instead of failing for the rest of the visit.
 */
function lazyPage(name: string, loader: () => Promise<PageModule>): ComponentType<PageProps> {
  const Lazy = retryableLazy(loader);
  const prefetch = prefetchers[name];
  function Page(props: PageProps) {
    prefetch?.(props);
    return <Lazy {...props} placeholder={<PageFallback />} />;
  }
  Page.displayName = `Catalog${name}`;
  return Page;
}

const redirects = () => import(/* webpackChunkName: "page-redirects" */ './redirects');

/** Page names agreed with the shell's route table. */
export const pages: Record<string, ComponentType<PageProps>> = {
  Home: lazyPage('Home', () => import(/* webpackChunkName: "page-home" */ './home')),
  Preview: lazyPage('Preview', () => import(/* webpackChunkName: "page-preview" */ './preview')),
  Category: lazyPage(
    'Category',
    () => import(/* webpackChunkName: "page-category" */ './category'),
  ),
  Search: lazyPage('Search', () => import(/* webpackChunkName: "page-search" */ './search')),
  Product: lazyPage('Product', () => import(/* webpackChunkName: "page-product" */ './product')),
  Favourites: lazyPage(
    'Favourites',
    () => import(/* webpackChunkName: "page-favourites" */ './favourites'),
  ),
  Bundle: lazyPage('Bundle', () => import(/* webpackChunkName: "page-bundle" */ './bundle')),
  Campaign: lazyPage(
    'Campaign',
    () => import(/* webpackChunkName: "page-campaign" */ './campaign'),
  ),
  CampaignList: lazyPage(
    'CampaignList',
    () => import(/* webpackChunkName: "page-campaign-list" */ './campaign-list'),
  ),
  LegacyCategoryRedirect: lazyPage('LegacyCategoryRedirect', () =>
    redirects().then((m) => ({ default: m.LegacyCategoryRedirect })),
  ),
  ArticleRedirect: lazyPage('ArticleRedirect', () =>
    redirects().then((m) => ({ default: m.ArticleRedirect })),
  ),
};
