import * as v from 'valibot';
import * as S from 'shared-contracts/schemas';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb } from '../../db/client';
import { seedDatabase } from '../../seed';
const h = await createDb(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: 'memory' },
);
await h.migrate();
let t = Date.now();
console.log(
  await seedDatabase(h.db, { articles: Number(process.argv[2] ?? 3000) }),
  Date.now() - t,
);
const app = await buildApp({ db: h.db, config: loadConfig({ NODE_ENV: 'test' }) });
const get = async (url: string, schema: v.GenericSchema) => {
  const t0 = performance.now();
  const r = await app.inject({ url: '/api/v1' + url });
  const ms = Math.round(performance.now() - t0);
  if (r.statusCode !== 200) {
    console.log('FAIL', r.statusCode, url, r.body.slice(0, 300));
    return undefined;
  }
  const p = v.safeParse(schema, r.json());
  console.log(
    p.success ? 'ok ' : 'BAD',
    ms + 'ms',
    url,
    p.success ? r.body.length : JSON.stringify(v.flatten(p.issues)).slice(0, 400),
  );
  return p.success ? p.output : undefined;
};
const cats = (await get('/categories', S.CategoryListSchema)) as S.Category[];
console.log(
  cats
    .map(
      (c) =>
        `${c.id} ${c.name} ${c.count} ${c.minPrice}-${c.maxPrice} lines=${c.availableProductlines.length}`,
    )
    .join('\n'),
);
const c0 = cats[1]!;
const sub = c0.subcategories[0]!;
await get(`/subcategories/${sub.ArticleGroup2ID}/groups`, S.ArticleGroupListSchema);
const page = (await get(`/categories/${c0.id}/articles`, S.ArticlePageSchema)) as S.ArticlePage;
console.log(
  page.meta,
  page.data.slice(0, 8).map((a) => a.name),
);
const last = (await get(
  `/categories/${c0.id}/articles?page=${page.meta.last_page}&order=desc`,
  S.ArticlePageSchema,
)) as S.ArticlePage;
await get(`/categories/${c0.id}/articles?orderBy=Price&order=desc`, S.ArticlePageSchema);
await get(`/categories/${c0.id}/articles?orderBy=Bestseller`, S.ArticlePageSchema);
await get(
  `/subcategories/${sub.ArticleGroup2ID}/articles?orderBy=DateCreated`,
  S.ArticlePageSchema,
);
const a = page.data[0]!;
const d = (await get(`/articles/${a.id}`, S.ArticleDetailSchema)) as S.ArticleDetail;
console.log(d.variants.length, d.reviews.length, d.image, d.variants[0]?.color.image);
await get(`/articles/availability/${a.id}`, S.ArticleAvailabilitySchema);
await get(
  `/articles/bundle?articles=${page.data
    .slice(0, 5)
    .map((x) => x.id)
    .reverse()
    .join(',')}`,
  S.ArticleListSchema,
);
for (const [u, s] of [
  ['/productlines', S.ProductLineListSchema],
  ['/genders', S.GenderListSchema],
  ['/colorgroups', S.ColourGroupListSchema],
  ['/brands', S.BrandListSchema],
  ['/shops', S.ShopListSchema],
  ['/postalcodes', S.PostalCodeListSchema],
  ['/postalcodes/0150', S.PostalCodeSchema],
  ['/settings', S.SettingsSchema],
  ['/bestsellers', S.BestsellerListSchema],
  ['/promocodes', S.PublicPromocodeListSchema],
  ['/shipping_methods', S.ShippingMethodsResponseSchema],
  ['/campaigns/', S.ServerCampaignListSchema],
  ['/campaigns/combined/articles', S.ArticlePageSchema],
  ['/campaigns/906/articles', S.ArticlePageSchema],
  ['/page/all', S.HomePageListSchema],
  ['/page/allActive', S.HomePageListSchema],
  ['/page/slug/om-oss', S.InformationPageSchema],
  ['/fb/getPosts', S.SocialPostListSchema],
  ['/blog/posts', S.BlogPostPageSchema],
  ['/blog/categories', S.BlogCategoryListSchema],
  ['/polls/active', S.PollListSchema],
] as const)
  await get(u, s);
const discounted = (
  (await get('/campaigns/combined/articles?per_page=100', S.ArticlePageSchema)) as S.ArticlePage
).data;
console.log(
  'discounted with førpris',
  discounted.filter((x) => x.previousLowestPrice !== null).length,
  '/',
  discounted.length,
  discounted
    .slice(0, 3)
    .map((x) => [x.finalPrice, x.price, x.originalPrice, x.previousLowestPrice]),
);
const posts = (await get('/fb/getPosts', S.SocialPostListSchema)) as S.SocialPost[];
await get(`/fb/getPostArticles/${posts[0]!.id}`, S.ArticleListSchema);
await get(`/fb/getPostVariants/${posts[0]!.id}`, S.SocialPostVariantListSchema);
const blog = (await get('/blog/posts', S.BlogPostPageSchema)) as S.BlogPostPage;
await get(`/blog/${blog.data[0]!.slug}`, S.BlogPostSchema);
await get(`/blog/post/${blog.data[0]!.id}`, S.BlogPostSchema);
const bc = (await get('/blog/categories', S.BlogCategoryListSchema)) as S.BlogCategory[];
await get(`/blog/category/${bc[0]!.slug}`, S.BlogCategoryPageSchema);
const polls = (await get('/polls/active', S.PollListSchema)) as S.Poll[];
if (polls[0]) await get(`/polls/${polls[0].id}`, S.PollSchema);
console.log((await app.inject({ url: '/api/v1/polls/1/score' })).body);
console.log(
  (await app.inject({ url: d.image })).statusCode,
  (await app.inject({ url: d.variants[0]!.color.image })).statusCode,
);
const settings = await app.inject({ url: '/api/v1/settings' });
console.log(settings.body.slice(0, 600));
await app.close();
await h.close();
