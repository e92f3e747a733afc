// The one public door of mf-catalog (exposed as `./entry`): its pages, the contract range it was
// built against, and its build version. The pages themselves are code-split (pages/registry.tsx);
// this chunk also carries the small prefetchers that start each page's data requests while its
// code is still downloading.
import type { ComponentType } from 'react';
import type { PageProps } from 'shared-contracts';
import { defineRemoteEntry } from 'tooling/remote-entry';
import { pages as catalogPages } from './pages/registry';

/**
 * Page names agreed with the shell's route table: Home, Preview, Category, Product, Search,
 * Favourites, Bundle, Campaign, CampaignList, LegacyCategoryRedirect, ArticleRedirect.
 */
const ownPages: Record<string, ComponentType<PageProps>> = catalogPages;

export const { pages, parcels, contractRange, version } = defineRemoteEntry(ownPages);
