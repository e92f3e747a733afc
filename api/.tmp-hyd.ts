import { createDb } from './src/db/client';
import { loadArticleList } from './src/modules/catalog/articles';
import { analyseQuery } from './src/modules/search/service';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const ids = Array.from({ length: 24 }, (_, i) => 10001 + i * 37);
const med = async (label: string, fn: () => Promise<unknown>, n = 15) => {
  const s: number[] = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); await fn(); s.push(performance.now() - t0); }
  s.sort((a, b) => a - b);
  console.log(label.padEnd(30), 'p50', s[Math.floor(n / 2)]!.toFixed(2), 'min', s[0]!.toFixed(2));
};
await med('hydrate 24', () => loadArticleList(h.db, ids, new Date()));
await med('hydrate 1000', () => loadArticleList(h.db, Array.from({ length: 1000 }, (_, i) => 10001 + i * 97), new Date()), 3);
await med('analyse sko', () => analyseQuery(h.db, 'sko', 'search'));
await med('analyse jakek', () => analyseQuery(h.db, 'jakek', 'search'));
await med('analyse nike løpesko herre', () => analyseQuery(h.db, 'nike løpesko herre', 'search'));
await h.close();
