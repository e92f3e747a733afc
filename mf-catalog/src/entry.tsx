// The one public door of mf-catalog (exposed as `./entry`): its pages, the contract range it was
// built against, and its build version. The pages themselves are code-split (pages/registry.tsx);
// this chunk also carries the small prefetchers that start each page's data requests while its
// code is still downloading.
import type { ComponentType } from 'react';
import type { PageProps } from 'shared-contracts';
import { defineRemoteEntry } from 'tooling/remote-entry';
import { seedFromServer } from './api/server-data';
import { pages as catalogPages } from './pages/registry';

// A server-rendered page brings the answers it was rendered with: in the cache before any page
// of this remote renders, so hydration matches and nothing is fetched again.
seedFromServer();

/**
 * Page names agreed with the shell's route table: Home, Preview, Category, Product, Search,
 * Favourites, Bundle, Campaign, CampaignList, LegacyCategoryRedirect, ArticleRedirect.
 */
const ownPages: Record<string, ComponentType<PageProps>> = catalogPages;

export const { pages, parcels, contractRange, version } = defineRemoteEntry(ownPages);
