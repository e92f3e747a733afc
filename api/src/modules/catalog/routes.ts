/**
 * Catalogue routes (spec §7 "Catalogue and content", except search which lives in
 * modules/search). Input is validated with the shared valibot schemas before anything
 * touches the database; read-mostly answers go through the response cache.
 */
import type { FastifyInstance } from 'fastify';
import {
  ArticleAvailabilitySchema,
  ArticleDetailSchema,
  ArticleGroupListSchema,
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticlePageSchema,
  BestsellerListSchema,
  BrandListSchema,
  BundleQuerySchema,
  CategoryListSchema,
  ColourGroupListSchema,
  GenderListSchema,
  IdParamsSchema,
  PostalCodeListQuerySchema,
  PostalCodeListSchema,
  PostalCodeParamsSchema,
  PostalCodeSchema,
  ProductLineListSchema,
  PromocodeParamsSchema,
  PromocodeSchema,
  PublicPromocodeListSchema,
  ServerCampaignListSchema,
  ServerCampaignSchema,
  SettingsSchema,
  ShippingMethodsResponseSchema,
  ShopListSchema,
} from 'shared-contracts/schemas';
import type { ReadModuleDeps } from '../../http/module-cache';
import { getRoute } from '../../http/route';
import * as service from './service';

const NOT_FOUND = 'Ukjent id';
const INVALID = 'Ugyldig parameter (norsk melding i `message`)';

/** `a=1&b=2` in a fixed key order, so equal queries share a cache entry. */
const queryKey = (q: { page: number; per_page: number; orderBy: string; order: string }) =>
  `${q.page}:${q.per_page}:${q.orderBy}:${q.order}`;

export function registerCatalogRoutes(
  app: FastifyInstance,
  { db, cache, now }: ReadModuleDeps,
): void {
  const tags = ['Katalog'];

  getRoute(
    app,
    '/categories',
    {
      summary: 'Kategoritreet med antall, prisspenn og underkategorier',
      tags,
      response: CategoryListSchema,
    },
    () => cache.get('categories', () => service.categoryTree(db, now())),
  );

  getRoute(
    app,
    '/subcategories/:id/groups',
    {
      summary: 'Varegrupper (ArticleGroup3ID) i en underkategori',
      tags,
      params: IdParamsSchema,
      response: ArticleGroupListSchema,
      errors: { 404: NOT_FOUND, 422: INVALID },
    },
    ({ params }) =>
      cache.get(`groups:${params.id}`, () => service.subcategoryGroups(db, params.id)),
  );

  getRoute(
    app,
    '/categories/:id/articles',
    {
      summary: 'Artikler i en kategori, sidevis',
      tags,
      params: IdParamsSchema,
      querystring: ArticleListQuerySchema,
      response: ArticlePageSchema,
      errors: { 404: NOT_FOUND, 422: INVALID },
    },
    ({ params, query }) =>
      cache.get(`cat-articles:${params.id}:${queryKey(query)}`, () =>
        service.categoryArticles(db, params.id, query, now()),
      ),
  );

  getRoute(
    app,
    '/subcategories/:id/articles',
    {
      summary: 'Artikler i en underkategori, sidevis',
      tags,
      params: IdParamsSchema,
      querystring: ArticleListQuerySchema,
      response: ArticlePageSchema,
      errors: { 404: NOT_FOUND, 422: INVALID },
    },
    ({ params, query }) =>
      cache.get(`sub-articles:${params.id}:${queryKey(query)}`, () =>
        service.subcategoryArticles(db, params.id, query, now()),
      ),
  );

  // Static paths before `/articles/:id` is not needed by find-my-way, but keeps the table readable.
  getRoute(
    app,
    '/articles/bundle',
    {
      summary: 'Utvalg: artiklene i oppgitt rekkefølge (ukjente hoppes over)',
      tags,
      querystring: BundleQuerySchema,
      response: ArticleListSchema,
      errors: { 422: INVALID },
    },
    ({ query }) =>
      cache.get(`bundle:${query.articles.join(',')}`, () =>
        service.bundle(db, query.articles, now()),
      ),
  );

  getRoute(
    app,
    '/articles/availability/:id',
    {
      summary: 'Lager per butikk for artikkelens varianter (alltid ferskt, ikke bufret)',
      tags,
      params: IdParamsSchema,
      response: ArticleAvailabilitySchema,
      errors: { 404: NOT_FOUND, 422: INVALID },
    },
    ({ params }) => service.articleAvailability(db, params.id),
  );

  getRoute(
    app,
    '/articles/:id',
    {
      summary: 'Detaljert artikkel med varianter, lager, anmeldelser og førpris',
      tags,
      params: IdParamsSchema,
      response: ArticleDetailSchema,
      errors: { 404: NOT_FOUND, 422: INVALID },
    },
    ({ params }) =>
      cache.get(`article:${params.id}`, () => service.articleDetail(db, params.id, now())),
  );

  getRoute(
    app,
    '/productlines',
    { summary: 'Produktlinjer', tags, response: ProductLineListSchema },
    () => cache.get('productlines', () => service.productLines(db)),
  );
  getRoute(
    app,
    '/genders',
    {
      summary: 'Kjønn (1 Herre, 2 Dame, 4 Barn, 10 Uni, 11 Junior)',
      tags,
      response: GenderListSchema,
    },
    () => cache.get('genders', () => service.genders(db)),
  );
  getRoute(
    app,
    '/colorgroups',
    { summary: 'Fargegrupper for filtre', tags, response: ColourGroupListSchema },
    () => cache.get('colorgroups', () => service.colourGroups(db)),
  );
  getRoute(
    app,
    '/brands',
    { summary: 'Merker for filtre (norsk alfabetisk)', tags, response: BrandListSchema },
    () => cache.get('brands', () => service.brands(db)),
  );

  const shopTags = ['Butikker'];
  getRoute(
    app,
    '/shops',
    {
      summary: 'Butikker med åpningstider, koordinater og kontakt',
      tags: shopTags,
      response: ShopListSchema,
    },
    () => cache.get('shops', () => service.shopList(db)),
  );

  getRoute(
    app,
    '/postalcodes',
    {
      summary: 'Postnummer (hele registeret, eller ?q= prefiks av nummer eller sted)',
      tags: shopTags,
      querystring: PostalCodeListQuerySchema,
      response: PostalCodeListSchema,
      errors: { 422: INVALID },
    },
    ({ query }) =>
      cache.get(`postalcodes:${query.q ?? ''}:${query.limit ?? ''}`, () =>
        service.postalCodes(db, query.q, query.limit),
      ),
  );

  getRoute(
    app,
    '/postalcodes/:code',
    {
      summary: 'Ett postnummer med CoordLat/CoordLong',
      tags: shopTags,
      params: PostalCodeParamsSchema,
      response: PostalCodeSchema,
      errors: { 404: 'Ukjent postnummer', 422: 'Ikke fire siffer' },
    },
    ({ params }) =>
      cache.get(`postalcode:${params.code}`, () => service.postalCode(db, params.code)),
  );

  getRoute(
    app,
    '/settings',
    {
      summary: 'Globale innstillinger (kampanje-id-er, bannerplasser)',
      tags,
      response: SettingsSchema,
    },
    () => cache.get('settings', () => service.settingsMap(db)),
  );

  getRoute(
    app,
    '/bestsellers',
    {
      summary: 'Bestselgerrangering',
      tags,
      response: BestsellerListSchema,
    },
    () => cache.get('bestsellers', () => service.bestsellers(db)),
  );

  const campaignTags = ['Kampanjer'];
  getRoute(
    app,
    '/campaigns/',
    {
      summary: 'Aktive kampanjer (serverform: CampaignID, ShortTitle …)',
      tags: campaignTags,
      response: ServerCampaignListSchema,
    },
    () => cache.get('campaigns', () => service.activeCampaigns(db, now())),
  );

  getRoute(
    app,
    '/campaigns/combined/articles',
    {
      summary: 'Artiklene i alle aktive kampanjer, sidevis',
      tags: campaignTags,
      querystring: ArticleListQuerySchema,
      response: ArticlePageSchema,
      errors: { 422: INVALID },
    },
    ({ query }) =>
      cache.get(`campaign-articles:all:${queryKey(query)}`, () =>
        service.combinedCampaignArticles(db, query, now()),
      ),
  );

  getRoute(
    app,
    '/campaigns/:id',
    {
      summary: 'Én kampanje (serverform)',
      tags: campaignTags,
      params: IdParamsSchema,
      response: ServerCampaignSchema,
      errors: { 404: NOT_FOUND, 422: INVALID },
    },
    ({ params }) => cache.get(`campaign:${params.id}`, () => service.campaign(db, params.id)),
  );

  getRoute(
    app,
    '/campaigns/:id/articles',
    {
      summary: 'Artiklene i én aktiv kampanje, sidevis',
      tags: campaignTags,
      params: IdParamsSchema,
      querystring: ArticleListQuerySchema,
      response: ArticlePageSchema,
      errors: { 404: 'Ukjent eller avsluttet kampanje', 422: INVALID },
    },
    ({ params, query }) =>
      cache.get(`campaign-articles:${params.id}:${queryKey(query)}`, () =>
        service.campaignArticles(db, params.id, query, now()),
      ),
  );

  const checkoutTags = ['Kasse'];
  getRoute(
    app,
    '/promocodes',
    {
      summary: 'Gyldige rabattkoder uten selve koden (Name)',
      tags: checkoutTags,
      response: PublicPromocodeListSchema,
    },
    () => cache.get('promocodes', () => service.publicPromocodes(db, now())),
  );

  getRoute(
    app,
    '/promocodes/check/:code',
    {
      summary: 'Sjekk en rabattkode',
      tags: checkoutTags,
      params: PromocodeParamsSchema,
      response: PromocodeSchema,
      errors: { 404: 'Ukjent eller utløpt kode', 422: INVALID },
    },
    // Not cached: validity ends at an exact instant and a 404 must not outlive a new code.
    ({ params }) => service.checkPromocode(db, params.code, now()),
  );

  getRoute(
    app,
    '/shipping_methods',
    {
      summary: 'Fraktmåter ({ data })',
      tags: checkoutTags,
      response: ShippingMethodsResponseSchema,
    },
    () => cache.get('shipping_methods', () => service.shippingMethods(db)),
  );
}
