import { createDb } from './src/db/client';
import { SearchService } from './src/modules/search/service';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const svc = new SearchService(h.db);
const all: number[] = [];
for (const w of ['løpesko', 'vinterjakke', 'bergans', 'sovepose', 'jakke dame', 'hjelm']) {
  const line: string[] = [];
  for (let i = 2; i <= w.length; i++) {
    const q = w.slice(0, i);
    const t0 = performance.now(); const r = await svc.suggest({ q, limit: 6 }); const ms = performance.now() - t0; all.push(ms);
    line.push(`${q}:${ms.toFixed(0)}(${r.articles.length})`);
  }
  console.log(line.join(' '));
}
all.sort((a, b) => a - b); console.log('p50', all[Math.floor(all.length / 2)]!.toFixed(1), 'p95', all[Math.floor(all.length * 0.95)]!.toFixed(1));
const r = await svc.suggest({ q: 'løpes', limit: 6 }); console.log(JSON.stringify(r));
await h.close();
