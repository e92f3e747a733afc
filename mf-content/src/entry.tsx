// The one public door of mf-content (exposed as `./entry`): its pages, the contract range it was
// built against, and its build version.
import type { ComponentType } from 'react';
import { defineRemoteEntry } from 'tooling/remote-entry';
import type { PageProps } from 'shared-contracts';
import { withTestHooks } from './components/test-hooks';
import { BlogListPage } from './pages/blog-list-page';
import { BlogPostPage } from './pages/blog-post-page';
import { CookiesPage } from './pages/cookies-page';
import { GiftCardPage } from './pages/gift-card-page';
import { InformationPage } from './pages/information-page';
import { ShopPage } from './pages/shop-page';
import { ShopsPage } from './pages/shops-page';
import { SocialPostPage } from './pages/social-post-page';

/** Page names as the shell's route table asks for them (shell/src/routes/route-table.ts). */
const ownPages: Record<string, ComponentType<PageProps>> = {
  InfoPage: InformationPage,
  Cookies: CookiesPage,
  Shops: ShopsPage,
  Shop: ShopPage,
  // One list screen: all posts (/inspiration) or one category (/blog|/inspiration/category/…).
  Inspiration: BlogListPage,
  BlogCategory: BlogListPage,
  BlogPost: BlogPostPage,
  SocialPost: SocialPostPage,
  GiftCard: GiftCardPage,
};

// MF_TEST_PAGES is a build-time constant: production builds keep the pages as they are and the
// minifier drops the test wrapper.
const remotePages: Record<string, ComponentType<PageProps>> = process.env.MF_TEST_PAGES === '1'
  ? Object.fromEntries(Object.entries(ownPages).map(([name, Page]) => [name, withTestHooks(Page)]))
  : ownPages;

export const { pages, parcels, contractRange, version } = defineRemoteEntry(remotePages);
