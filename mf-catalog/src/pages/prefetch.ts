/**
 * Data requests that start in the entry, before (and while) a page's code chunk downloads
 * (issue 6 §7). Each prefetcher builds exactly the resources its page will read, so the page
 * finds them in flight in the resource cache instead of asking again after its chunk arrived.
 * All are idempotent and swallow errors: the page shows them when it reads the resource.
 */
import {
  $favourites,
  chooseHomePage,
  CATEGORY_PAGE_SIZE,
  isSectionVisible,
  type PageProps,
} from 'shared-contracts';
import { missingArticleIds } from '../api/article-store';
import { campaignArticlesResource, campaignResource, campaignsResource } from '../api/campaigns';
import {
  articleResource,
  availabilityResource,
  bundleResource,
  categoriesResource,
  groupsResource,
  settingsResource,
  shopsResource,
} from '../api/catalog-resources';
import {
  activePagesResource,
  allPagesResource,
  sectionsOf,
  sliderArticleIds,
} from '../api/content';
import { load, prefetch } from '../api/http';
import { listingResource, searchIdsResource } from '../api/search';
import { resolveCategoryScope } from '../components/category-scope';
import {
  bannerPreloads,
  bannerSlots,
  TOP_BANNER,
  type ImagePreload,
} from '../components/home/banner-slot-data';
import { campaignOrder } from '../components/campaign-order';
import { parseListingState } from '../hooks/listing-state';
import { articleIdOf, bundleIds, campaignIdOf, searchQueryOf } from '../hooks/route-params';

type Prefetcher = (props: PageProps) => void;

const preloaded = new Set<string>();

/** `<link rel="preload" as="image" fetchpriority="high">`, once per image. */
function preloadImage({ href, srcSet, sizes, media }: ImagePreload): void {
  const key = [href, srcSet, media].join('\n');
  if (preloaded.has(key) || typeof document === 'undefined') return;
  preloaded.add(key);
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  if (media) link.setAttribute('media', media);
  document.head.append(link);
}

function prefetchSliders(content: { content: string; name: string } | null | undefined): void {
  if (!content) return;
  const sections = sectionsOf({ ...content, pageid: 0, active: true }).filter((s) =>
    isSectionVisible(s.active),
  );
  const missing = missingArticleIds(sliderArticleIds(sections));
  if (missing.length) prefetch(searchIdsResource(missing));
}

export const prefetchers: Record<string, Prefetcher> = {
  Home() {
    // The top banner is the largest paint: start its download as soon as the settings say which
    // image it is, instead of after the page chunk has rendered the <img>.
    void load(settingsResource())
      .then((settings) => {
        const top = bannerSlots(settings).topBanner;
        if (top) bannerPreloads(top, TOP_BANNER.width).forEach(preloadImage);
      })
      .catch(() => undefined);
    prefetch(categoriesResource());
    // The slider articles depend on the chosen page: chain them onto the page list.
    void load(activePagesResource())
      .then((pages) => prefetchSliders(chooseHomePage(pages)))
      .catch(() => undefined);
  },
  Preview({ params }) {
    prefetch(settingsResource());
    void load(allPagesResource())
      .then((pages) => prefetchSliders(pages.find((p) => p.name === params.name)))
      .catch(() => undefined);
  },
  Category({ params, search }) {
    const state = parseListingState(search, 'navn');
    void load(categoriesResource())
      .then(async (categories) => {
        let resolved = resolveCategoryScope(categories, params, undefined);
        if (resolved.kind !== 'not-found' && resolved.match.subcategory) {
          const groups = groupsResource(resolved.match.subcategory.ArticleGroup2ID);
          if (resolved.kind === 'needs-groups')
            resolved = resolveCategoryScope(categories, params, await load(groups));
          else prefetch(groups);
        }
        if (resolved.kind === 'ready') prefetch(listingResource('', state, resolved.scope));
      })
      .catch(() => undefined);
  },
  Search({ params, search }) {
    prefetch(listingResource(searchQueryOf(params), parseListingState(search, 'relevans')));
    prefetch(categoriesResource());
  },
  Product({ params }) {
    const id = articleIdOf(params);
    if (id === null) return;
    prefetch(articleResource(id));
    prefetch(availabilityResource(id));
    prefetch(shopsResource());
    prefetch(categoriesResource());
    prefetch(settingsResource());
  },
  Favourites() {
    const missing = missingArticleIds([...$favourites.get()].reverse());
    if (missing.length) prefetch(searchIdsResource(missing));
    prefetch(categoriesResource());
  },
  Bundle({ params }) {
    const ids = bundleIds(params.ids);
    if (ids.length) prefetch(bundleResource(ids));
  },
  Campaign({ params, search }) {
    const id = campaignIdOf(params);
    if (id === null) return;
    const state = parseListingState(search);
    prefetch(campaignResource(id));
    prefetch(
      campaignArticlesResource(id, {
        page: state.page,
        perPage: CATEGORY_PAGE_SIZE,
        ...campaignOrder(state.sort),
      }),
    );
  },
  CampaignList({ search }) {
    const state = parseListingState(search);
    prefetch(campaignsResource());
    prefetch(
      campaignArticlesResource(null, {
        page: state.page,
        perPage: CATEGORY_PAGE_SIZE,
        ...campaignOrder(state.sort),
      }),
    );
  },
  LegacyCategoryRedirect() {
    prefetch(categoriesResource());
  },
};
