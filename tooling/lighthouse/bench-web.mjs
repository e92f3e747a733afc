// `pnpm bench:web`: first-load figures of the production build, per page, median of N runs.
//
//   content             the main content showing: the later of the largest contentful paint and
//                       the first image loaded (the shell paints its header before any data, so
//                       the paint alone can come before the page's content)
//   JS before content   gzip -9 bytes of every script the page started loading before the content
//                       (as a CDN would send them)
//   hydrated            the page taking input: the shell's `shell:hydrated` mark (the server's
//                       markup hydrated, or the first render in the browser)
//   requests            requests started before the content, the HTML included
//   round trips         sequential round trips after the HTML before the content, measured with
//                       150 ms added to every request: a request is one trip deeper than the
//                       deepest request that had finished when it started (an upper bound: on a
//                       busy CPU an unrelated request may finish first); one answered in less than
//                       the added latency came from the HTTP cache and adds no trip
//   Lighthouse          mobile (its default: simulated slow 4G, 4× CPU) performance, LCP, TBT,
//                       CLS and SEO
//   host index          Lighthouse's benchmarkIndex of this machine's CPU during the runs: the 4×
//                       slowdown assumes a fast host, and Lighthouse itself warns below
//                       SLOW_HOST_INDEX that its scores suffer; TBT and the score move with it
//
// Usage: node tooling/lighthouse/bench-web.mjs [--url http://127.0.0.1:8080] [--runs 3] [path …]
// Without --url it starts the server (pnpm start's builds, its own embedded database in
// .data/bench-web). Needs `npm install` in tooling/lighthouse/ (Lighthouse stays outside the pnpm
// workspace) and a Chromium (CHROME_PATH; by default Chromium's headless shell, Debian's
// `chromium-headless-shell`, when installed, else /usr/bin/chromium). Figures are printed, never
// asserted.
//
// Why the headless shell: Chromium's own headless mode runs the whole browser, and its omnibox
// popup (a WebUI page of some 400 modules) loads in a renderer of its own while the measured page
// loads; on two cores it took as much CPU as the page and doubled TBT. The shell is Chromium's
// build for automation (Puppeteer's default headless), the same Blink and V8 without the
// browser's UI. The browser used is printed under the table.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROME_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const LATENCY_MS = 150;
/** Lighthouse 12's own threshold for its "slower CPU than Lighthouse expects" warning. */
const SLOW_HOST_INDEX = 1000;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function parseArgs(argv) {
  const args = { url: '', runs: 3, paths: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') args.url = argv[++i];
    else if (argv[i] === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (!argv[i].startsWith('--')) args.paths.push(argv[i]);
  }
  return args;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The shop's server for this run (builds first, like pnpm start); resolves once it answers. */
async function startShop() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'tooling/scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: path.join(ROOT, '.data', 'bench-web'),
      SOURCE_MAPS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('serveren stoppet under oppstart');
    try {
      if ((await fetch(`${base}/api/v1/settings`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('serveren svarte ikke innen 10 minutter');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A product page and a search that exist in this catalogue. */
async function defaultPaths(base) {
  const request = encodeURIComponent(JSON.stringify({ take: 1 }));
  const answer = await (await fetch(`${base}/api/v1/articles/search?request=${request}`)).json();
  const id = answer.hits?.hits?.[0]?._id;
  return ['/', '/sko', ...(id ? [`/product/${id}`] : []), '/search/jakke'];
}

const gzipCache = new Map();
/** gzip -9 size of a script, independent of what this server negotiates. */
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    gzipCache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/**
 * Waterfall of one load with added latency: what loaded before the content, how deep. A fresh
 * browser context is a first visit (empty cache); within the load the HTTP cache works as usual.
 */
async function waterfall(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.evaluateOnNewDocument(() => {
      window.__lcp = 0;
      window.__hydrated = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The shell's User Timing mark (shell/src/app/app.tsx, HYDRATED_MARK).
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'shell:hydrated') window.__hydrated = entry.startTime;
      }).observe({ type: 'mark', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.waitForFunction(() => window.__hydrated > 0, { timeout: 60_000 });
    const { lcp, hydrated, resources } = await page.evaluate(() => {
      return {
        lcp: window.__lcp,
        hydrated: window.__hydrated,
        resources: performance.getEntriesByType('resource').map((r) => ({
          name: r.name,
          type: r.initiatorType,
          start: r.startTime,
          end: r.responseEnd,
        })),
      };
    });
    const firstImage = resources
      .filter((r) => r.type === 'img')
      .reduce((min, r) => Math.min(min, r.end), Infinity);
    const content = Math.max(lcp, Number.isFinite(firstImage) ? firstImage : 0);
    const before = resources.filter((r) => r.start < content).sort((a, b) => a.start - b.start);
    const depth = new Map();
    let trips = 0;
    for (const r of before) {
      // Answered faster than the added latency: from the HTTP cache or a preload, not a trip.
      const trip = r.end - r.start >= LATENCY_MS ? 1 : 0;
      let d = trip;
      for (const q of before)
        if (q !== r && q.end <= r.start + 1 && depth.has(q)) d = Math.max(d, depth.get(q) + trip);
      depth.set(r, d);
      if (r.end <= content) trips = Math.max(trips, d);
    }
    const scripts = before.filter((r) => /\.js(\?|$)/.test(new URL(r.name).pathname));
    let jsBytes = 0;
    for (const script of scripts) jsBytes += await gzipSize(script.name);
    return {
      jsKb: jsBytes / 1024,
      scripts: scripts.length,
      requests: before.length + 1,
      trips,
      contentMs: content,
      hydratedMs: hydrated,
    };
  } finally {
    await context.close();
  }
}

async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpS: numeric('largest-contentful-paint') / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    errors: lhr.audits['errors-in-console']?.details?.items?.length ?? 0,
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

/** Median of the runs that produced the figure (Lighthouse reports no LCP for some runs). */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

function medians(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) out[key] = median(runs.map((run) => run[key]));
  return out;
}

const args = parseArgs(process.argv.slice(2));
const shop = args.url ? { base: args.url, child: null } : await startShop();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const browserVersion = await browser.version();
const rows = [];
try {
  const paths = args.paths.length ? args.paths : await defaultPaths(shop.base);
  for (const pagePath of paths) {
    const url = new URL(pagePath, shop.base).href;
    const loads = [];
    const audits = [];
    for (let run = 0; run < args.runs; run += 1) {
      loads.push(await waterfall(browser, url));
      audits.push(await lighthouseRun(chrome.port, url));
    }
    const load = medians(loads);
    const audit = medians(audits);
    rows.push({
      page: pagePath,
      'JS KB gz': load.jsKb.toFixed(1),
      scripts: load.scripts,
      requests: load.requests,
      'round trips': load.trips,
      [`content +${LATENCY_MS}ms`]: `${Math.round(load.contentMs)} ms`,
      [`hydrated +${LATENCY_MS}ms`]: `${Math.round(load.hydratedMs)} ms`,
      'LH perf': audit.perf,
      'LH LCP': `${audit.lcpS.toFixed(2)} s`,
      'LH TBT': `${Math.round(audit.tbtMs)} ms`,
      'LH CLS': audit.cls.toFixed(3),
      SEO: audit.seo,
      'console errors': audit.errors,
      'host index': Math.round(audit.hostIndex),
    });
    console.log(`[bench:web] ${pagePath} ferdig`);
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  shop.child?.kill('SIGTERM');
}
console.log(
  `\nMedian av ${args.runs} (Lighthouse 12 mobil; rundturer med ${LATENCY_MS} ms ekstra forsinkelse):`,
);
console.table(rows);
console.log(
  `host index: Lighthouse's benchmarkIndex of this machine; below ${SLOW_HOST_INDEX} Lighthouse warns that the ` +
    'CPU is slower than its 4× slowdown assumes, and TBT and the score suffer.',
);
console.log(`browser: ${browserVersion} (${CHROME_PATH})`);
if (CHROME_PATH !== HEADLESS_SHELL && !process.env.CHROME_PATH)
  console.log(
    'The full browser ran its own UI beside the pages (see the head of this script): ' +
      '`apt-get install chromium-headless-shell` measures the pages alone.',
  );
