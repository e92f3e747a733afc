import { createDb } from './src/db/client';
import { NOW } from './test/search/fixture';
import { loadArticleList } from './src/modules/catalog/articles';
import { articleBaseRows, articleColourRows, articleShopStockRows, activeCampaignPriceRows } from './src/modules/catalog/queries';
const h = await createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/search_scratch' });
for (let i = 0; i < 6; i++) {
  const ids = [1, 2, 3, 10];
  let t = performance.now(); await loadArticleList(h.db, ids, NOW); const full = performance.now() - t;
  t = performance.now(); await articleBaseRows(h.db, ids); const a = performance.now() - t;
  t = performance.now(); await articleColourRows(h.db, ids); const b = performance.now() - t;
  t = performance.now(); await articleShopStockRows(h.db, ids); const c = performance.now() - t;
  t = performance.now(); await activeCampaignPriceRows(h.db, ids, NOW); const d = performance.now() - t;
  console.log([full, a, b, c, d].map((x) => x.toFixed(1)).join(' '));
}
await h.close();
