// Lighthouse (mobile, the default form factor) and first-load JavaScript for a few pages of the
// production build. Usage: CHROME_PATH=/usr/bin/chromium node run.mjs http://127.0.0.1:8080 / /sko …
// Lighthouse lives in this folder with its own package.json: it does not install inside the
// pnpm workspace (architecture §7).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [base = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** gzip -9 size of a script, as a CDN would send it (independent of what this server negotiates). */
async function gzipSize(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: FLAGS,
});
const rows = [];
try {
  for (const path of paths.length ? paths : ['/']) {
    const url = new URL(path, base).href;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.statusCode === 200);
    let gz = 0;
    for (const script of scripts) gz += await gzipSize(script.url);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '–';
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      'JS files': scripts.length,
      'JS gzip KB': (gz / 1024).toFixed(1),
    });
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    console.log(`${path}: below 0.9 → ${failing.join(', ') || 'nothing'}`);
  }
} finally {
  await chrome.kill();
}
console.table(rows);
