/**
 * `article_shop_units` (migration 0011) is kept by triggers: after every kind of write to
 * `stock` (and to `variants`) it must equal a fresh aggregate of `stock`, and the list tiles'
 * `shopUnits` must stay what summing `stock` per visible shop gave before the table existed.
 * On the seeded test database plus the fixture, PGlite always, PostgreSQL with DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../../../test/helpers/test-db';
import type { Db } from '../../db/client';
import { PREVIOUS_PRICE_WINDOW_MS } from './articles';
import { tileRows, type ShopUnitsJson } from './queries';
import { FIXTURE, insertFixture } from './test-fixture';

const A = FIXTURE.articles;
const V = FIXTURE.variantIds;
const S = FIXTURE.shopIds;

type UnitsRow = { articleId: number; shopId: number; qty: number; stockRows: number };
type ArticleShopQty = { articleId: number; shopId: number; qty: number };

/** The table as stored, and as a fresh aggregate of `stock` would make it. */
async function storedAndFresh(db: Db): Promise<{ stored: UnitsRow[]; fresh: UnitsRow[] }> {
  const stored = await db.execute<UnitsRow>(
    sql`select article_id as "articleId", shop_id as "shopId", qty, stock_rows as "stockRows"
          from article_shop_units order by 1, 2`,
  );
  const fresh = await db.execute<UnitsRow>(
    sql`select v.article_id as "articleId", s.shop_id as "shopId", sum(s.qty)::int as qty,
               count(*)::int as "stockRows"
          from stock s join variants v on v.id = s.variant_id
         group by 1, 2 order by 1, 2`,
  );
  return { stored: stored.rows, fresh: fresh.rows };
}

async function expectUnitsMatchStock(db: Db): Promise<void> {
  const { stored, fresh } = await storedAndFresh(db);
  expect(stored).toEqual(fresh);
}

/** What `shopUnits` was before article_shop_units: stock summed per visible shop. */
async function shopUnitsFromStock(db: Db): Promise<Map<number, ShopUnitsJson[]>> {
  const summed = await db.execute<ArticleShopQty>(
    sql`select v.article_id as "articleId", s.shop_id as "shopId", sum(s.qty)::int as qty
          from stock s
          join variants v on v.id = s.variant_id
          join shops sh on sh.id = s.shop_id
         where sh.visible
         group by 1, 2 order by 1, 2`,
  );
  const byArticle = new Map<number, ShopUnitsJson[]>();
  for (const { articleId, shopId, qty } of summed.rows) {
    byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), { shopId, qty }]);
  }
  return byArticle;
}

async function expectListUnitsMatchStock(db: Db): Promise<void> {
  const articleIds = await db.execute<{ id: number }>(sql`select id from articles order by id`);
  const ids = articleIds.rows.map((r) => r.id);
  const listed = await tileRows(
    db,
    'catalog_article_list',
    ids,
    TEST_NOW,
    PREVIOUS_PRICE_WINDOW_MS,
  );
  const expected = await shopUnitsFromStock(db);
  expect(listed).toHaveLength(ids.length);
  for (const row of listed)
    expect([row.id, row.shopUnits]).toEqual([row.id, expected.get(row.id) ?? null]);
}

async function listUnits(db: Db, id: number): Promise<ShopUnitsJson[] | null> {
  const [row] = await tileRows(
    db,
    'catalog_article_list',
    [id],
    TEST_NOW,
    PREVIOUS_PRICE_WINDOW_MS,
  );
  return row?.shopUnits ?? null;
}

describe.each(testDialects)('article_shop_units on %s', (dialect) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
    db = t.db;
    await insertFixture(db, TEST_NOW);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is filled by the seed (bulk load) and the fixture inserts', async () => {
    const { stored } = await storedAndFresh(db);
    expect(stored.length).toBeGreaterThan(300);
    await expectUnitsMatchStock(db);
    await expectListUnitsMatchStock(db);
    // Bergen: a qty-0 row plus 2; the hidden shop's 50 units are not listed.
    expect(await listUnits(db, A.zebra)).toEqual([
      { shopId: S.oslo, qty: 3 },
      { shopId: S.bergen, qty: 2 },
    ]);
  });

  it('follows inserts, including a shop holding only qty-0 rows', async () => {
    await db.execute(sql`insert into stock (variant_id, shop_id, qty) values
      (${V.aerfugl}, ${S.bergen}, 0), (${V.zebraRed}, ${S.oslo}, 4), (${V.zebraRed}, ${S.bergen}, 1)`);
    await expectUnitsMatchStock(db);
    expect(await listUnits(db, A.aerfugl)).toEqual([
      { shopId: S.oslo, qty: 1 },
      { shopId: S.bergen, qty: 0 },
    ]);
    expect(await listUnits(db, A.zebra)).toEqual([
      { shopId: S.oslo, qty: 7 },
      { shopId: S.bergen, qty: 3 },
    ]);
    await expectListUnitsMatchStock(db);
  });

  it('follows qty changes, one row and many at once', async () => {
    await db.execute(
      sql`update stock set qty = 0 where variant_id = ${V.zebraS} and shop_id = ${S.oslo}`,
    );
    await db.execute(
      sql`update stock set qty = qty + 2 where shop_id = (select min(id) from shops)`,
    );
    await db.execute(sql`update stock set qty = qty where variant_id % 5 = 0`);
    await expectUnitsMatchStock(db);
    expect(await listUnits(db, A.zebra)).toEqual([
      { shopId: S.oslo, qty: 4 },
      { shopId: S.bergen, qty: 3 },
    ]);
    await expectListUnitsMatchStock(db);
  });

  it('follows rows moved to another variant (of another article) or another shop', async () => {
    await db.execute(
      sql`update stock set variant_id = ${V.zebraM} where variant_id = ${V.aerfugl} and shop_id = ${S.oslo}`,
    );
    await db.execute(
      sql`update stock set shop_id = ${S.hidden} where variant_id = ${V.zebraRed} and shop_id = ${S.oslo}`,
    );
    // Generated data: the rows of one shop move to another shop not holding their variant.
    await db.execute(sql`
      update stock s set shop_id = (select max(id) from shops where id < ${S.oslo})
       where s.shop_id = (select min(id) from shops)
         and not exists (select 1 from stock o
                          where o.variant_id = s.variant_id
                            and o.shop_id = (select max(id) from shops where id < ${S.oslo}))`);
    await expectUnitsMatchStock(db);
    expect(await listUnits(db, A.zebra)).toEqual([
      { shopId: S.oslo, qty: 1 },
      { shopId: S.bergen, qty: 3 },
    ]);
    expect(await listUnits(db, A.aerfugl)).toEqual([{ shopId: S.bergen, qty: 0 }]);
    await expectListUnitsMatchStock(db);
  });

  it('follows deletes: a shop goes once its last stock row does', async () => {
    await db.execute(
      sql`delete from stock where shop_id = ${S.oslo} and variant_id in (${V.zebraS}, ${V.zebraM})`,
    );
    await db.execute(sql`delete from stock where variant_id % 3 = 0 and variant_id < ${V.zebraS}`);
    await expectUnitsMatchStock(db);
    expect(await listUnits(db, A.zebra)).toEqual([{ shopId: S.bergen, qty: 3 }]);
    await expectListUnitsMatchStock(db);
  });

  it('follows variants deleted (their stock cascades) or moved to another article', async () => {
    await db.execute(sql`delete from variants where id = ${V.zebraRed}`);
    expect(await listUnits(db, A.zebra)).toEqual([{ shopId: S.bergen, qty: 2 }]);
    await db.execute(sql`update variants set article_id = ${A.aerfugl} where id = ${V.zebraM}`);
    expect(await listUnits(db, A.zebra)).toEqual([{ shopId: S.bergen, qty: 0 }]);
    expect(await listUnits(db, A.aerfugl)).toEqual([{ shopId: S.bergen, qty: 2 }]);
    await db.execute(sql`delete from variants where id % 7 = 0 and id < ${V.zebraS}`);
    await expectUnitsMatchStock(db);
    await expectListUnitsMatchStock(db);
  });

  it('is emptied by TRUNCATE stock and refilled by the next load', async () => {
    await db.execute(sql`truncate stock`);
    expect((await storedAndFresh(db)).stored).toEqual([]);
    await db.execute(sql`
      insert into stock (variant_id, shop_id, qty)
      select v.id, sh.id, (v.id + sh.id) % 4 from variants v cross join shops sh
       where (v.id + sh.id) % 3 = 0`);
    await expectUnitsMatchStock(db);
    await expectListUnitsMatchStock(db);
  });
});
