import { createDb } from '../../db/client';
import { seedDatabase } from '../../seed';
import { articlePage } from './service';
import { loadArticleDetail } from './articles';
import * as q from './queries';
const h = await createDb(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: 'memory' },
);
await h.migrate();
await seedDatabase(h.db, { articles: Number(process.argv[2] ?? 3000) });
await h.db.execute((await import('drizzle-orm')).sql`analyze`);
const now = new Date();
const time = async (label: string, fn: () => Promise<unknown>, n = 20) => {
  await fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t0) / n).toFixed(1), 'ms');
};
const scope = { kind: 'category', id: 2 } as const;
await time('count', () => q.countArticles(h.db, scope, now));
await time('ids name', () =>
  q.pageArticleIds(h.db, scope, { by: 'Name', dir: 'asc' }, 20, 200, now),
);
await time('ids price', () =>
  q.pageArticleIds(h.db, scope, { by: 'Price', dir: 'asc' }, 20, 200, now),
);
await time('ids best', () =>
  q.pageArticleIds(h.db, scope, { by: 'Bestseller', dir: 'asc' }, 20, 200, now),
);
const ids = await q.pageArticleIds(h.db, scope, { by: 'Name', dir: 'asc' }, 20, 200, now);
await time('base', () => q.articleBaseRows(h.db, ids));
await time('colours', () => q.articleColourRows(h.db, ids));
await time('stock', () => q.articleShopStockRows(h.db, ids));
await time('campaigns', () => q.activeCampaignPriceRows(h.db, ids, now));
await time('page total', () =>
  articlePage(h.db, scope, { page: 11, per_page: 20, orderBy: 'Name', order: 'asc' }, now),
);
await time('detail', () => loadArticleDetail(h.db, ids[0]!, now));
await time('tree', () => q.treeStatsRows(h.db, now));
const S = await import('../../db/schema');
const D = await import('drizzle-orm');
await time('base id only', () =>
  h.db.select({ id: S.articles.id }).from(S.articles).where(D.inArray(S.articles.id, ids)),
);
await time('base desc', () =>
  h.db
    .select({ id: S.articles.id, d: S.articles.description })
    .from(S.articles)
    .where(D.inArray(S.articles.id, ids)),
);
await time('base joins', () =>
  h.db
    .select({ id: S.articles.id })
    .from(S.articles)
    .innerJoin(S.brands, D.eq(S.brands.id, S.articles.brandId))
    .innerJoin(S.genders, D.eq(S.genders.id, S.articles.genderId))
    .innerJoin(S.categories, D.eq(S.categories.id, S.articles.categoryId))
    .leftJoin(S.bestsellers, D.eq(S.bestsellers.articleId, S.articles.id))
    .where(D.inArray(S.articles.id, ids)),
);
await time('raw', () =>
  h.db.execute(D.sql`select id from articles where id = any(${'{' + ids.join(',') + '}'}::int[])`),
);
const arr = D.sql`${'{' + ids.join(',') + '}'}::int[]`;
await time('base any joins', () =>
  h.db
    .select({
      id: S.articles.id,
      n: S.articles.name,
      d: S.articles.description,
      b: S.brands.name,
      g: S.genders.name,
      c: S.categories.name,
      q: S.bestsellers.qtyRank,
    })
    .from(S.articles)
    .innerJoin(S.brands, D.eq(S.brands.id, S.articles.brandId))
    .innerJoin(S.genders, D.eq(S.genders.id, S.articles.genderId))
    .innerJoin(S.categories, D.eq(S.categories.id, S.articles.categoryId))
    .leftJoin(S.bestsellers, D.eq(S.bestsellers.articleId, S.articles.id))
    .where(D.sql`${S.articles.id} = any(${arr})`),
);
await time('base any nojoin', () =>
  h.db
    .select({ id: S.articles.id, n: S.articles.name, d: S.articles.description })
    .from(S.articles)
    .where(D.sql`${S.articles.id} = any(${arr})`),
);
await time('stock any', () =>
  h.db
    .select({ a: S.variants.articleId, s: S.stock.shopId, q: D.sql`sum(${S.stock.qty})` })
    .from(S.stock)
    .innerJoin(S.variants, D.eq(S.variants.id, S.stock.variantId))
    .where(D.sql`${S.variants.articleId} = any(${arr})`)
    .groupBy(S.variants.articleId, S.stock.shopId),
);
await h.close();
