/**
 * The server's view of a page: its status (200, 404, or a 301 to where it lives now) and the head
 * a search engine or a link preview reads (issue: findable). It asks the same services the API
 * routes use, so the head says what the page will show.
 */
import {
  articlePlace,
  categoryDisplayName,
  categoryPath,
  CHAIN_CONTACT,
  formatPrice,
  matchesSlug,
  matchTree,
  productPath,
} from 'shared-contracts/rules';
import type { Category } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { toErrorResponse } from '../../http/errors';
import * as blog from '../../modules/blog/service';
import * as catalog from '../../modules/catalog/service';
import * as content from '../../modules/content/service';
import type { PageRoute } from './page-route';
import type { PageHead } from './render-head';
import * as ld from './structured-data';

export type PageAnswer = { status: 200 | 404; head: PageHead } | { status: 301; location: string };

export interface SeoDeps {
  readonly db: Db;
  readonly now: () => Date;
  /** The shop's public origin, without a trailing slash. */
  readonly origin: string;
  /** The category tree, cached by the caller. */
  readonly categories: () => Promise<Category[]>;
}

const SITE = CHAIN_CONTACT.name;
const titled = (page: string) => `${page} | ${SITE}`;
export const DEFAULT_DESCRIPTION = `${SITE}: sport, fritid og outlet til lave priser. Handle på nett med levering hjem eller Klikk & Hent i en av butikkene våre.`;

/** A description from HTML: the text only, cut at a word near 155 characters. */
export function textDescription(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= 155) return text;
  const cut = text.slice(0, 155);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 155)} …`;
}

function page(
  deps: SeoDeps,
  path: string | null,
  fields: Partial<PageHead> & Pick<PageHead, 'title' | 'description'>,
): PageAnswer {
  return {
    status: 200,
    head: {
      canonical: path === null ? null : deps.origin + path,
      index: path !== null,
      ogType: 'website',
      image: null,
      jsonLd: [],
      ...fields,
    },
  };
}

export function notFoundAnswer(): PageAnswer {
  return {
    status: 404,
    head: {
      title: titled('Siden finnes ikke'),
      description: 'Siden finnes ikke.',
      canonical: null,
      index: false,
      ogType: 'website',
      image: null,
      jsonLd: [],
    },
  };
}

/** Runs a lookup whose 404 means the page does not exist; anything else is a real failure. */
async function orMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (toErrorResponse(error).status === 404) return null;
    throw error;
  }
}

const home = (deps: SeoDeps): PageAnswer =>
  page(deps, '/', {
    title: SITE,
    description: DEFAULT_DESCRIPTION,
    jsonLd: [ld.organization(deps.origin)],
  });

/**
 * `/product/{id}` (spec §2: the product route with empty category and subcategory) is the same
 * page: it answers 200 and names the full path as canonical, so search engines keep one URL.
 */
async function productPage(deps: SeoDeps, id: number): Promise<PageAnswer> {
  const now = deps.now();
  const article = await orMissing(() => catalog.articleDetail(deps.db, id, now));
  if (!article) return notFoundAnswer();
  const tree = await deps.categories();
  const path = productPath(article, tree);
  const discounted = article.price < article.originalPrice;
  const campaignId = discounted
    ? article.campaigns.find((c) => c.price === article.price)?.id
    : undefined;
  const running = campaignId ? await orMissing(() => catalog.campaign(deps.db, campaignId)) : null;
  const { category, subcategory } = articlePlace(article, tree);
  const crumbs: ld.Crumb[] = [{ name: 'Hjem', path: '/' }];
  if (category)
    crumbs.push({ name: categoryDisplayName(category.name), path: categoryPath(category) });
  if (category && subcategory)
    crumbs.push({ name: subcategory.Name, path: categoryPath(category, subcategory) });
  crumbs.push({ name: article.name, path });
  const price = formatPrice(article.price);
  const before = article.previousLowestPrice
    ? ` (førpris ${formatPrice(article.previousLowestPrice)})`
    : '';
  const stock = article.canPurchase && article.availability > 0 ? 'På lager' : 'Utsolgt på nett';
  // A hidden article still answers its old links, but is no longer offered to search engines.
  return page(deps, article.visible ? path : null, {
    title: titled(article.name),
    description: `${article.brand.name} ${article.name} til ${price}${before}. ${stock} – levering hjem eller Klikk & Hent hos ${SITE}.`,
    ogType: 'product',
    image: ld.absolute(deps.origin, article.image),
    price: ld.kroner(article.price),
    jsonLd: [
      ld.product(deps.origin, article, path, running?.End ? new Date(running.End) : null),
      ld.breadcrumbList(deps.origin, crumbs),
    ],
  });
}

async function categoryPage(deps: SeoDeps, names: readonly string[]): Promise<PageAnswer> {
  const [categoryName = '', subcategoryName, group] = names;
  const tree = await deps.categories();
  const match = matchTree(tree, categoryName, subcategoryName);
  if (!match) return notFoundAnswer();
  const { category, subcategory } = match;
  let groupName: string | undefined;
  if (subcategory && group !== undefined) {
    const groups = await catalog.subcategoryGroups(deps.db, subcategory.ArticleGroup2ID);
    groupName = groups.find((g) => matchesSlug(group, g.name))?.name;
    if (!groupName) return notFoundAnswer();
  }
  const display = categoryDisplayName(category.name);
  const crumbs: ld.Crumb[] = [
    { name: 'Hjem', path: '/' },
    { name: display, path: categoryPath(category) },
  ];
  if (subcategory)
    crumbs.push({ name: subcategory.Name, path: categoryPath(category, subcategory) });
  if (subcategory && groupName)
    crumbs.push({ name: groupName, path: categoryPath(category, subcategory, groupName) });
  const name = groupName ?? subcategory?.Name ?? display;
  const path = crumbs[crumbs.length - 1]!.path;
  return page(deps, path, {
    title: titled(name),
    description: `${name} til lave priser hos ${SITE}. Handle på nett med levering hjem eller Klikk & Hent i butikk.`,
    jsonLd: [ld.breadcrumbList(deps.origin, crumbs)],
  });
}

async function legacyCategory(deps: SeoDeps, ids: readonly number[]): Promise<PageAnswer> {
  const [categoryId, subcategoryId] = ids;
  if (categoryId === undefined) return { status: 301, location: '/' };
  const tree = await deps.categories();
  const category = tree.find((c) => c.id === categoryId);
  const subcategory =
    subcategoryId === undefined
      ? undefined
      : category?.subcategories.find((s) => s.ArticleGroup2ID === subcategoryId);
  if (!category || (subcategoryId !== undefined && !subcategory)) return notFoundAnswer();
  return { status: 301, location: categoryPath(category, subcategory) };
}

async function campaignPage(deps: SeoDeps, id: number): Promise<PageAnswer> {
  const campaign = await orMissing(() => catalog.campaign(deps.db, id));
  if (!campaign) return notFoundAnswer();
  return page(deps, `/campaign/${id}`, {
    title: titled(campaign.ShortTitle),
    description: campaign.ShortDescription || `${campaign.ShortTitle}: kampanjepriser hos ${SITE}.`,
    image: campaign.image ? ld.absolute(deps.origin, campaign.image) : null,
  });
}

async function shopPage(deps: SeoDeps, id: number): Promise<PageAnswer> {
  const shop = (await catalog.shopList(deps.db)).find((s) => s.id === id);
  if (!shop) return notFoundAnswer();
  const path = `/butikker/${id}`;
  return page(deps, path, {
    title: titled(shop.fullName),
    description: `${shop.fullName}, ${shop.address}, ${shop.postNo} ${shop.postPlace}. Åpningstider, kart og kontakt.`,
    jsonLd: [ld.store(deps.origin, shop, path)],
  });
}

async function postPage(deps: SeoDeps, base: string, slug: string): Promise<PageAnswer> {
  const post = await orMissing(() => blog.post(deps.db, { slug }, deps.now()));
  if (!post) return notFoundAnswer();
  const path = `${base}/${encodeURIComponent(slug)}`;
  return page(deps, path, {
    title: titled(post.title),
    description: post.excerpt || textDescription(post.text),
    ogType: 'article',
    image: post.image ? ld.absolute(deps.origin, post.image) : null,
    jsonLd: [ld.blogPosting(deps.origin, post, path)],
  });
}

async function postCategoryPage(deps: SeoDeps, base: string, slug: string): Promise<PageAnswer> {
  const category = (await blog.categories(deps.db)).find((c) => c.slug === slug);
  if (!category) return notFoundAnswer();
  return page(deps, `${base}/category/${encodeURIComponent(slug)}`, {
    title: titled(category.name),
    description: `${category.name}: tips, råd og inspirasjon fra ${SITE}.`,
  });
}

async function infoPage(deps: SeoDeps, slug: string): Promise<PageAnswer> {
  const info = await orMissing(() => content.informationPage(deps.db, slug));
  if (!info) return notFoundAnswer();
  return page(deps, `/${slug}`, {
    title: titled(info.title),
    description: textDescription(info.content),
  });
}

export async function answerPage(deps: SeoDeps, route: PageRoute): Promise<PageAnswer> {
  switch (route.kind) {
    case 'home':
      return home(deps);
    case 'product':
      return productPage(deps, route.id);
    case 'category':
      return categoryPage(deps, route.names);
    case 'legacy-category':
      return legacyCategory(deps, route.ids);
    case 'campaigns':
      return page(deps, '/campaign', {
        title: titled('Kampanjer'),
        description: `Kampanjer og tilbud hos ${SITE} akkurat nå.`,
      });
    case 'campaign':
      return campaignPage(deps, route.id);
    case 'search':
      // Result pages are endless variations of the catalogue: followed, not indexed.
      return page(deps, null, {
        title: titled(`Søk: ${route.query}`),
        description: `Søkeresultater for «${route.query.trim().slice(0, 80)}» hos ${SITE}.`,
      });
    case 'shops':
      return page(deps, '/butikker/', {
        title: titled('Butikker'),
        description: `Finn nærmeste ${SITE}-butikk: adresser, åpningstider og avstand fra deg.`,
      });
    case 'shop':
      return shopPage(deps, route.id);
    case 'posts':
      return page(deps, route.base, {
        title: titled('Inspirasjon'),
        description: `Inspirasjon, tips og råd om løping, tur, ski og trening fra ${SITE}.`,
      });
    case 'post-category':
      return postCategoryPage(deps, route.base, route.slug);
    case 'post':
      return postPage(deps, route.base, route.slug);
    case 'page':
      return infoPage(deps, route.slug);
    case 'app':
      return page(deps, null, {
        title: SITE,
        description: DEFAULT_DESCRIPTION,
        index: route.index,
      });
    case 'redirect':
      return { status: 301, location: route.to };
  }
}
