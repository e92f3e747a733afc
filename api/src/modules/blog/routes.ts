/**
 * Blog routes (spec §7 "Blog"), plus the preview call behind /inspiration/preview/{slug}.
 * `/blog/posts`, `/blog/categories` and `/blog/preview/…` win over `/blog/:slug`.
 */
import type { FastifyInstance } from 'fastify';
import {
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogListQuerySchema,
  BlogPostPageSchema,
  BlogPostSchema,
  IdParamsSchema,
  SlugParamsSchema,
} from 'shared-contracts/schemas';
import type { ReadModuleDeps } from '../../http/module-cache';
import { getRoute } from '../../http/route';
import * as service from './service';

export function registerBlogRoutes(app: FastifyInstance, { db, cache, now }: ReadModuleDeps): void {
  const tags = ['Blogg'];
  const errors = { 404: 'Ukjent innlegg eller kategori', 422: 'Ugyldig parameter' };

  getRoute(
    app,
    '/blog/posts',
    {
      summary: 'Publiserte innlegg, nyeste først',
      tags,
      querystring: BlogListQuerySchema,
      response: BlogPostPageSchema,
      errors,
    },
    ({ query }) =>
      cache.get(`blog:posts:${query.page}:${query.per_page}`, () => service.postPage(db, query)),
  );
  getRoute(
    app,
    '/blog/categories',
    { summary: 'Bloggkategorier med antall innlegg', tags, response: BlogCategoryListSchema },
    () => cache.get('blog:categories', () => service.categories(db)),
  );
  getRoute(
    app,
    '/blog/category/:slug',
    {
      summary: 'Innlegg i en bloggkategori',
      tags,
      params: SlugParamsSchema,
      querystring: BlogListQuerySchema,
      response: BlogCategoryPageSchema,
      errors,
    },
    ({ params, query }) =>
      cache.get(`blog:category:${params.slug}:${query.page}:${query.per_page}`, () =>
        service.categoryPage(db, params.slug, query),
      ),
  );
  getRoute(
    app,
    '/blog/post/:id',
    {
      summary: 'Ett innlegg etter id',
      tags,
      params: IdParamsSchema,
      response: BlogPostSchema,
      errors,
    },
    ({ params }) =>
      cache.get(`blog:post:${params.id}`, () => service.post(db, { id: params.id }, now())),
  );
  getRoute(
    app,
    '/blog/preview/:slug',
    {
      summary: 'Forhåndsvisning av et innlegg, også upublisert (ikke indeksert, ikke mellomlagret)',
      tags,
      params: SlugParamsSchema,
      response: BlogPostSchema,
      errors,
    },
    // A draft changes while its editor looks at it, and must not be found by search engines.
    ({ params, reply }) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return service.post(db, { slug: params.slug }, now(), { drafts: true });
    },
  );
  getRoute(
    app,
    '/blog/:slug',
    {
      summary: 'Ett innlegg etter slug',
      tags,
      params: SlugParamsSchema,
      response: BlogPostSchema,
      errors,
    },
    ({ params }) =>
      cache.get(`blog:slug:${params.slug}`, () => service.post(db, { slug: params.slug }, now())),
  );
}
