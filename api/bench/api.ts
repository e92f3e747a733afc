/**
 * `pnpm bench:api`: the project's catalogue reads against a bare Fastify route, in the same run
 * on the same machine (autocannon on loopback, 50 connections, one route at a time). Each read is
 * printed with its ratio to the bare route's req/s; the goal is at least 0.5 for every one.
 * Every request says what Chrome says it accepts (`accept-encoding`), so the reads are answered
 * compressed as a browser gets them. Beside each ratio, the ratio to the bare route answering as
 * many bytes as that read sent: on two cores the load generator reading large answers shares the
 * machine, and this ratio shows the app's own work apart from the size of its answers. Last, the
 * server's CPU time per answer and the bare route's CPU time per answer divided by it: on a
 * shared machine, where req/s swings with what else runs, that ratio says what the server could
 * answer with a core of its own, and it moves only with the server's own work. The spec's POST
 * search is also read against a bare POST route with the same JSON body: what a POST costs by
 * itself (reading and parsing the body). Figures only.
 *
 *   tsx bench/api.ts [--seconds 8] [--connections 50]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { run, runMeasured, startBenchServer, summary } from './lib/harness';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
  },
});
const GOAL = 0.5;

/** CPU time per answer, as printed. */
const micros = (value: number) => `${value.toFixed(0)} µs/answer`;
/** What Chrome sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

console.log(
  `bench:api on ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )}, node ${process.version}, ${args.connections} connections, ${args.seconds} s per route`,
);
const server = await startBenchServer({});
try {
  const common = {
    connections: Number(args.connections),
    duration: Number(args.seconds),
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  };
  const bare = await runMeasured(server, { ...common, url: `${server.bareOrigin}/bare` });
  console.log(`${summary('bare Fastify route', bare)}  server CPU ${micros(bare.cpuPerAnswer)}`);
  const post = {
    method: 'POST' as const,
    headers: {
      ...common.headers,
      'content-type': 'application/json',
      cookie: server.csrf.cookie,
      'x-csrf-token': server.csrf.token,
    },
  };
  const search = { query: 'jakke', take: 24 };
  const barePost = await runMeasured(server, {
    ...common,
    url: `${server.bareOrigin}/bare`,
    method: 'POST',
    headers: { ...common.headers, 'content-type': 'application/json' },
    body: JSON.stringify(search),
  });
  console.log(
    `${summary('bare Fastify POST (JSON body)', barePost)}  ratio ${(barePost.requests.average / bare.requests.average).toFixed(2)} to the bare GET; server CPU ${micros(barePost.cpuPerAnswer)}`,
  );
  const reads = [
    [
      'listing /categories/{id}/articles',
      {
        url: `${server.origin}/api/v1/categories/${server.categoryId}/articles?page=1&per_page=20`,
      },
    ],
    ['product /articles/{id}', { url: `${server.origin}/api/v1/articles/${server.articleIds[0]}` }],
    [
      'search GET /articles/search',
      {
        url: `${server.origin}/api/v1/articles/search?request=${encodeURIComponent(
          JSON.stringify(search),
        )}`,
      },
    ],
    [
      'search POST /articles/search',
      {
        url: `${server.origin}/api/v1/articles/search`,
        ...post,
        body: JSON.stringify(search),
      },
    ],
    ['category tree /categories', { url: `${server.origin}/api/v1/categories` }],
  ] as const;
  for (const [label, options] of reads) {
    const result = await runMeasured(server, { ...common, ...options });
    const ratio = result.requests.average / bare.requests.average;
    const { url, ...init } = options as { url: string } & RequestInit;
    const answer = await fetch(url, {
      ...init,
      headers: { ...common.headers, ...(init.headers as Record<string, string> | undefined) },
    });
    // As sent (compressed); fetch hands over the decompressed body.
    const body = (await answer.arrayBuffer()).byteLength;
    const bytes = Number(answer.headers.get('content-length') ?? body);
    const sized = await run({ ...common, url: `${server.bareOrigin}/bare/${bytes}` });
    const sizedRatio = result.requests.average / sized.requests.average;
    const toBarePost =
      'method' in options
        ? `; ${(result.requests.average / barePost.requests.average).toFixed(2)} to the bare POST`
        : '';
    console.log(
      `${summary(label, result)}  ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'not met'})${toBarePost}` +
        `; ${sizedRatio.toFixed(2)} to the bare route answering ${bytes} bytes (${sized.requests.average.toFixed(0)} req/s)` +
        `; server CPU ${micros(result.cpuPerAnswer)}, bare's ${(bare.cpuPerAnswer / result.cpuPerAnswer).toFixed(2)} of it`,
    );
  }
} finally {
  await server.stop();
}
