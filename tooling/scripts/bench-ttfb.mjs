#!/usr/bin/env node
// `pnpm bench:ttfb -- --url http://127.0.0.1:8080 [--runs 20] [path …]`: time to first byte of
// the HTML of `/`, a category, a product page and a search (or the paths given), measured from
// sending the request to the first byte of the answer, after a few warm-up requests; prints the
// median and the 90th percentile per page. Figures are printed, never asserted (ADR 0010).
import http from 'node:http';

function parseArgs(argv) {
  const args = { url: '', runs: 20, paths: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') args.url = argv[++i];
    else if (argv[i] === '--runs') args.runs = Number(argv[++i]);
    else if (!argv[i].startsWith('--')) args.paths.push(argv[i]);
  }
  return args;
}

/** Milliseconds until the first byte of the body (headers and body leave together). */
function firstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { headers: { Accept: 'text/html' } }, (response) => {
      response.once('data', () => {
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
        response.resume();
      });
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/** A category and a product that exist in the catalogue the server has. */
async function defaultPaths(base) {
  const categories = await (await fetch(`${base}/api/v1/categories`)).json();
  const request = encodeURIComponent(JSON.stringify({ take: 1 }));
  const answer = await (await fetch(`${base}/api/v1/articles/search?request=${request}`)).json();
  const id = answer.hits?.hits?.[0]?._id;
  const category = categories[0]?.name?.toLowerCase();
  return [
    '/',
    ...(category ? [`/${category}`] : []),
    ...(id ? [`/product/${id}`] : []),
    '/search/jakke',
  ];
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

const args = parseArgs(process.argv.slice(2));
if (!args.url) {
  console.error('Bruk: pnpm bench:ttfb -- --url http://127.0.0.1:8080 [--runs 20] [sti …]');
  process.exit(2);
}
const paths = args.paths.length ? args.paths : await defaultPaths(args.url);
for (const pagePath of paths) {
  const url = new URL(pagePath, args.url).href;
  for (let i = 0; i < 3; i += 1) await firstByte(url);
  const times = [];
  for (let i = 0; i < args.runs; i += 1) times.push(await firstByte(url));
  times.sort((a, b) => a - b);
  console.log(
    `${pagePath.padEnd(40)} TTFB median ${percentile(times, 0.5).toFixed(1)} ms, ` +
      `p90 ${percentile(times, 0.9).toFixed(1)} ms (${args.runs} requests)`,
  );
}
