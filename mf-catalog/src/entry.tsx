// The one public door of mf-catalog (exposed as `./entry`): its pages as React components and as
// single-spa parcels, the contract range it was built against, and its build version. The pages
// themselves are code-split (pages/registry.tsx); this chunk also carries the small prefetchers
// that start each page's data requests while its code is still downloading.
import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { PageProps, ParcelConfig } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { defineRemoteEntry } from '../../tooling/remote-entry/define-entry';
import { pages as catalogPages } from './pages/registry';

/**
 * Page names agreed with the shell's route table: Home, Preview, Category, Product, Search,
 * Favourites, Bundle, Campaign, CampaignList, LegacyCategoryRedirect, ArticleRedirect.
 */
const ownPages: Record<string, ComponentType<PageProps>> = catalogPages;

// Typed by the generics: pages as ComponentType<PageProps>, parcels as ParcelConfig.
export const { pages, parcels, contractRange, version } = defineRemoteEntry<
  ParcelConfig,
  PageProps,
  ComponentType<PageProps>,
  React.ReactElement
>({
  React,
  ReactDOMClient,
  singleSpaReact,
  pages: ownPages,
});
