/** Content routes: home pages, information pages and the social-post feed (spec §7). */
import type { FastifyInstance } from 'fastify';
import {
  ArticleListSchema,
  HomePageListSchema,
  InformationPageSchema,
  SlugParamsSchema,
  SocialPostListSchema,
  SocialPostParamsSchema,
  SocialPostVariantListSchema,
} from 'shared-contracts/schemas';
import type { ReadModuleDeps } from '../../http/module-cache';
import { getRoute } from '../../http/route';
import * as service from './service';

export function registerContentRoutes(
  app: FastifyInstance,
  { db, cache, now }: ReadModuleDeps,
): void {
  const tags = ['Innhold'];

  getRoute(
    app,
    '/page/all',
    { summary: 'Alle forsider (content er JSON-tekst)', tags, response: HomePageListSchema },
    () => cache.get('pages:all', () => service.homePages(db, false)),
  );
  getRoute(
    app,
    '/page/allActive',
    {
      summary: 'Aktive forsider',
      tags,
      response: HomePageListSchema,
    },
    () => cache.get('pages:active', () => service.homePages(db, true)),
  );
  getRoute(
    app,
    '/page/slug/:slug',
    {
      summary: 'Informasjonsside (om-oss, faq, return …)',
      tags,
      params: SlugParamsSchema,
      response: InformationPageSchema,
      errors: { 404: 'Ukjent side', 422: 'Ugyldig adresse' },
    },
    ({ params }) =>
      cache.get(`page:${params.slug}`, () => service.informationPage(db, params.slug)),
  );

  getRoute(
    app,
    '/fb/getPosts',
    {
      summary: 'Innlegg fra sosiale medier, nyeste først',
      tags,
      response: SocialPostListSchema,
    },
    () => cache.get('fb:posts', () => service.socialPosts(db)),
  );
  getRoute(
    app,
    '/fb/getPostArticles/:id',
    {
      summary: 'Artiklene i et innlegg',
      tags,
      params: SocialPostParamsSchema,
      response: ArticleListSchema,
      errors: { 404: 'Ukjent innlegg', 422: 'Ugyldig id' },
    },
    ({ params }) =>
      cache.get(`fb:articles:${params.id}`, () => service.socialPostArticles(db, params.id, now())),
  );
  getRoute(
    app,
    '/fb/getPostVariants/:id',
    {
      summary: 'Variantene i et innlegg',
      tags,
      params: SocialPostParamsSchema,
      response: SocialPostVariantListSchema,
      errors: { 404: 'Ukjent innlegg', 422: 'Ugyldig id' },
    },
    ({ params }) =>
      cache.get(`fb:variants:${params.id}`, () => service.socialPostVariants(db, params.id)),
  );
}
