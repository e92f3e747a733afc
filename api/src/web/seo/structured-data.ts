/**
 * schema.org JSON-LD for the pages search engines show rich results for (issue: findable):
 * Product with its Offer, BreadcrumbList, Organization, Store with opening hours, BlogPosting.
 * Pure functions from the API's own shapes; URLs are absolute (the shop's public origin).
 */
import { CHAIN_CONTACT } from 'shared-contracts/rules';
import type { ArticleDetail, BlogPost, Shop } from 'shared-contracts/schemas';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  readonly name: string;
  /** Site path ('/sko'); absolute URLs are made with the origin. */
  readonly path: string;
}

/** Øre as schema.org wants a price: a decimal string in kroner ('799.00'). */
export const kroner = (ore: number): string => (Math.round(ore) / 100).toFixed(2);

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

export function organization(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: CHAIN_CONTACT.name,
    legalName: CHAIN_CONTACT.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: CHAIN_CONTACT.email,
    telephone: `+47 ${CHAIN_CONTACT.phone}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: CHAIN_CONTACT.address,
      postalCode: CHAIN_CONTACT.postNo,
      addressLocality: CHAIN_CONTACT.postPlace,
      addressCountry: 'NO',
    },
  };
}

export function product(
  origin: string,
  article: ArticleDetail,
  path: string,
  /** End of the campaign that sets today's price, when the price is a campaign price. */
  priceValidUntil: Date | null,
): JsonLd {
  const inStock = article.canPurchase && article.availability > 0;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: article.name,
    sku: String(article.id),
    image: [absolute(origin, article.image)],
    ...(article.webDescription || article.description
      ? { description: article.webDescription || article.description }
      : {}),
    brand: { '@type': 'Brand', name: article.brand.name },
    category: article.category.name,
    gtin13: article.variants.find((v) => /^\d{13}$/.test(v.ean))?.ean,
    offers: {
      '@type': 'Offer',
      url: origin + path,
      priceCurrency: 'NOK',
      price: kroner(article.price),
      availability: `${CONTEXT}/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${CONTEXT}/NewCondition`,
      ...(priceValidUntil ? { priceValidUntil: priceValidUntil.toISOString().slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: CHAIN_CONTACT.name },
    },
  };
}

const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function store(origin: string, shop: Shop, path: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    name: shop.fullName,
    url: origin + path,
    ...(shop.phone ? { telephone: `+47 ${shop.phone}` } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      postalCode: shop.postNo,
      addressLocality: shop.postPlace,
      addressCountry: 'NO',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.coords.lat, longitude: shop.coords.lon },
    openingHoursSpecification: [
      ...shop.openingHours.regular
        .filter((day) => day.opens && day.closes)
        .map((day) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `${CONTEXT}/${DAY_NAMES[day.day - 1]}`,
          opens: day.opens,
          closes: day.closes,
        })),
      // Special days (holidays): closed when they have no hours.
      ...shop.openingHours.exceptions.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: day.date,
        validThrough: day.date,
        opens: day.opens ?? '00:00',
        closes: day.closes ?? '00:00',
      })),
    ],
    parentOrganization: { '@type': 'Organization', name: CHAIN_CONTACT.name },
  };
}

export function blogPosting(origin: string, post: BlogPost, path: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    url: origin + path,
    mainEntityOfPage: origin + path,
    ...(post.image ? { image: [absolute(origin, post.image)] } : {}),
    author: { '@type': 'Organization', name: CHAIN_CONTACT.name },
    publisher: { '@type': 'Organization', name: CHAIN_CONTACT.name, logo: `${origin}/favicon.svg` },
  };
}

export function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}
