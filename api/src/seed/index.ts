/**
 * Writes the generated demo data into a migrated, empty database.
 * Used by `prepareDatabase()` on first start, by the CLI and by the test helpers.
 */
import { hash } from '@node-rs/argon2';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { insertColumns, insertRows, type Executor } from './bulk';
import { beginBulkLoad } from './bulk-load';
import { refreshSearchIndex } from '../modules/search/indexer';
import { DEMO_GIFT_CARD_PIN } from './gen-commerce';
import { generateSeed } from './generate';
import type { SeedData, SeedOptions } from './types';

export { generateSeed, DEFAULT_ARTICLES, DEFAULT_SEED } from './generate';
export { DEMO_EMAIL, DEMO_NEW_EMAIL, DEMO_PASSWORD } from './gen-customers';
export type { SeedData, SeedOptions } from './types';

/** settings key written last by a successful seed; its presence means "already seeded". */
export const SEED_MARKER_KEY = 'seed';

export interface SeedStats {
  articles: number;
  variants: number;
  stock: number;
  generateMs: number;
  insertMs: number;
}

export async function isSeeded(db: Executor): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from ${schema.settings} where ${schema.settings.key} = ${SEED_MARKER_KEY}`,
  );
  return result.rows.length > 0;
}

/**
 * Serial columns got explicit ids from the generator, so their sequences must be moved past
 * the highest id; otherwise the first customer registering would collide with a demo one.
 */
async function resetSequences(db: Executor): Promise<void> {
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const column of Object.values(getTableColumns(table)) as PgColumn[]) {
      if (column.columnType !== 'PgSerial') continue;
      const name = getTableName(table);
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce((select max(${sql.identifier(column.name)}) from ${table}), 0) + 1, false)`,
      );
    }
  }
}

/** Inserts everything in FK order. Must run inside a transaction (see bulk-load.ts). */
export async function insertSeed(db: Executor, data: SeedData): Promise<void> {
  const debug = process.env.SEED_DEBUG === '1';
  let mark = performance.now();
  const lap = (label: string) => {
    if (!debug) return;
    const now = performance.now();
    console.log(`  ${label}: ${Math.round(now - mark)} ms`);
    mark = now;
  };
  // argon2id is @node-rs/argon2's default algorithm; one hash is shared by all demo accounts
  // (same demo password), which keeps seeding fast.
  const passwordHash = await hash(data.customers[0]?.password ?? 'Demo1234!');
  const endBulkLoad = await beginBulkLoad(db);
  const s = schema;
  await insertRows(db, s.genders, data.genders);
  lap('genders');
  await insertRows(db, s.brands, data.brands);
  lap('brands');
  await insertRows(db, s.colourGroups, data.colourGroups);
  lap('colourGroups');
  await insertRows(db, s.colours, data.colours);
  lap('colours');
  await insertRows(db, s.sizes, data.sizes);
  lap('sizes');
  await insertRows(db, s.categories, data.categories);
  lap('categories');
  await insertRows(db, s.subcategories, data.subcategories);
  lap('subcategories');
  await insertRows(db, s.articleGroups, data.articleGroups);
  lap('articleGroups');
  await insertRows(db, s.productLines, data.productLines);
  lap('productLines');
  await insertRows(db, s.articles, data.articles);
  lap('articles');
  await insertColumns(db, s.variants, { ...data.variants });
  lap('variants');
  await insertRows(db, s.shops, data.shops);
  lap('shops');
  await insertColumns(db, s.stock, { ...data.stock });
  lap('stock');
  await insertRows(db, s.campaigns, data.campaigns);
  lap('campaigns');
  await insertRows(db, s.campaignPrices, data.campaignPrices);
  lap('campaignPrices');
  await insertRows(db, s.priceHistory, data.priceHistory);
  lap('priceHistory');
  await insertRows(db, s.bestsellers, data.bestsellers);
  lap('bestsellers');
  await insertRows(db, s.promoCodes, data.promoCodes);
  lap('promoCodes');
  await insertRows(db, s.shippingMethods, data.shippingMethods);
  lap('shippingMethods');
  const pinHash = await hash(DEMO_GIFT_CARD_PIN);
  await insertRows(
    db,
    s.giftCards,
    data.giftCards.map((card) => ({ ...card, pinHash })),
  );
  lap('giftCards');
  await insertRows(db, s.homePages, data.homePages);
  lap('homePages');
  await insertRows(db, s.socialPosts, data.socialPosts);
  lap('socialPosts');
  await insertRows(db, s.socialPostArticles, data.socialPostArticles);
  lap('socialPostArticles');
  await insertRows(db, s.blogCategories, data.blogCategories);
  lap('blogCategories');
  await insertRows(db, s.blogPosts, data.blogPosts);
  lap('blogPosts');
  await insertRows(db, s.blogPostCategories, data.blogPostCategories);
  lap('blogPostCategories');
  await insertRows(db, s.informationPages, data.informationPages);
  lap('informationPages');
  await insertRows(
    db,
    s.customers,
    data.customers.map(({ password: _password, ...c }) => ({ ...c, passwordHash })),
  );
  await insertRows(db, s.polls, data.polls);
  lap('polls');
  await insertRows(db, s.pollQuestions, data.pollQuestions);
  lap('pollQuestions');
  await insertRows(db, s.pollOptions, data.pollOptions);
  lap('pollOptions');
  await insertRows(db, s.reviews, data.reviews);
  lap('reviews');
  await insertRows(db, s.reservations, data.reservations);
  lap('reservations');
  await insertRows(db, s.reservationLines, data.reservationLines);
  lap('reservationLines');
  await insertRows(db, s.orders, data.orders);
  lap('orders');
  await insertRows(db, s.orderLines, data.orderLines);
  lap('orderLines');
  await insertRows(db, s.postcodes, data.postcodes);
  lap('postcodes');
  await endBulkLoad();
  lap('rebuild indexes');
  await resetSequences(db);
  // Last, so an interrupted seed is retried on the next start.
  await insertRows(db, s.settings, [
    ...data.settings,
    {
      key: SEED_MARKER_KEY,
      value: {
        seed: data.options.seed,
        articles: data.options.articles,
        now: data.options.now.toISOString(),
      },
    },
  ]);
  lap('settings');
}

/** Generates and inserts in one transaction, so a failed seed leaves an empty database. */
export async function seedDatabase(db: Db, options: Partial<SeedOptions> = {}): Promise<SeedStats> {
  const t0 = performance.now();
  const data = generateSeed(options);
  const t1 = performance.now();
  await db.transaction(async (tx) => {
    await insertSeed(tx, data);
    // Search index (owned by modules/search): built from the rows just written.
    const t = performance.now();
    await refreshSearchIndex(tx, { now: data.options.now });
    if (process.env.SEED_DEBUG === '1')
      console.log(`  search index: ${Math.round(performance.now() - t)} ms`);
  });
  const t2 = performance.now();
  return {
    articles: data.articles.length,
    variants: data.variants.id.length,
    stock: data.stock.variantId.length,
    generateMs: Math.round(t1 - t0),
    insertMs: Math.round(t2 - t1),
  };
}
