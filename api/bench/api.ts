/**
 * `pnpm bench:api`: the project's catalogue reads against a bare Fastify route, in the same run
 * on the same machine (autocannon on loopback, 50 connections, one route at a time). Each read is
 * printed with its ratio to the bare route's req/s; the goal is at least 0.5 for every one.
 * Every request says what Chrome says it accepts (`accept-encoding`), so the reads are answered
 * compressed as a browser gets them.
 *
 * A read and its yardsticks take turns in short slices (bare, read, bare answering as many bytes
 * as the read sent; a few rounds), and each ratio is taken over the same rounds: on a shared
 * machine the load of a neighbour then falls on both sides of a ratio alike, where one bare run
 * at the start made every later ratio swing with it. The ratio to the size-matched bare route
 * shows the app's own work apart from the size of its answers (on two cores the load generator
 * reading large answers shares the machine). Last, the server's CPU time per answer and the bare
 * route's CPU time per answer divided by it: what the server could answer with a core of its own.
 * The spec's POST search is also read against a bare POST route with the same JSON body: what a
 * POST costs by itself (reading and parsing the body), and against that bare POST answering as
 * many bytes: the most a POST of that size could reach here. Figures only.
 *
 *   tsx bench/api.ts [--seconds 8] [--rounds 4] [--connections 50]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Options, Result } from 'autocannon';
import { runMeasured, startBenchServer } from './lib/harness';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
  },
});
const GOAL = 0.5;
const ROUNDS = Math.max(1, Number(args.rounds));
/** Each target runs `seconds` in all, in `ROUNDS` slices. */
const SLICE_SECONDS = Number(args.seconds) / ROUNDS;

/** What Chrome sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One target's slices added up. */
class Tally {
  answers = 0;
  seconds = 0;
  cpuMicros = 0;
  errors = 0;
  non2xx = 0;
  p99 = 0;

  add(result: Result & { cpuPerAnswer: number }): void {
    this.answers += result.requests.total;
    this.seconds += result.duration;
    this.cpuMicros += result.cpuPerAnswer * result.requests.total;
    this.errors += result.errors + result.timeouts;
    this.non2xx += result.non2xx;
    this.p99 = Math.max(this.p99, result.latency.p99);
  }

  get perSecond(): number {
    return this.answers / Math.max(this.seconds, 1e-9);
  }

  get cpuPerAnswer(): number {
    return this.cpuMicros / Math.max(1, this.answers);
  }

  line(label: string): string {
    return (
      `${label.padEnd(34)} ${this.perSecond.toFixed(0).padStart(7)} req/s  p99 ≤ ${String(this.p99).padStart(4)} ms` +
      `  errors ${this.errors}  non-2xx ${this.non2xx}  server CPU ${this.cpuPerAnswer.toFixed(0)} µs/answer`
    );
  }
}

console.log(
  `bench:api on ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}, ${args.connections} connections, ${args.seconds} s per ` +
    `target in ${ROUNDS} slices taking turns`,
);
const server = await startBenchServer({});
try {
  const common = {
    connections: Number(args.connections),
    duration: SLICE_SECONDS,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  };

  /** The targets' slices in turns, `ROUNDS` times; their tallies in the same order. */
  const alternate = async (targets: Options[]): Promise<Tally[]> => {
    const tallies = targets.map(() => new Tally());
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [i, target] of targets.entries())
        tallies[i]!.add(await runMeasured(server, { ...common, ...target }));
    return tallies;
  };

  const search = { query: 'jakke', take: 24 };
  const bareGet: Options = { url: `${server.bareOrigin}/bare` };
  const barePost: Options = {
    url: `${server.bareOrigin}/bare`,
    method: 'POST',
    headers: { ...common.headers, 'content-type': 'application/json' },
    body: JSON.stringify(search),
  };
  const [bare, bareOfPost] = await alternate([bareGet, barePost]);
  console.log(bare!.line('bare Fastify route'));
  console.log(
    `${bareOfPost!.line('bare Fastify POST (JSON body)')}  ratio ${(bareOfPost!.perSecond / bare!.perSecond).toFixed(2)} to the bare GET`,
  );

  const reads: [string, Options][] = [
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
        method: 'POST',
        headers: {
          ...common.headers,
          'content-type': 'application/json',
          cookie: server.csrf.cookie,
          'x-csrf-token': server.csrf.token,
        },
        body: JSON.stringify(search),
      },
    ],
    ['category tree /categories', { url: `${server.origin}/api/v1/categories` }],
  ];
  for (const [label, read] of reads) {
    const answer = await fetch(read.url as string, {
      method: read.method ?? 'GET',
      headers: { ...common.headers, ...(read.headers as Record<string, string> | undefined) },
      body: read.body as string | undefined,
    });
    // As sent (compressed); fetch hands over the decompressed body.
    const body = (await answer.arrayBuffer()).byteLength;
    const bytes = Number(answer.headers.get('content-length') ?? body);
    const sizedBare: Options = { url: `${server.bareOrigin}/bare/${bytes}` };
    const isPost = read.method === 'POST';
    const [near, result, sized, nearPost, sizedPost] = await alternate(
      isPost
        ? [bareGet, read, sizedBare, barePost, { ...barePost, url: sizedBare.url }]
        : [bareGet, read, sizedBare],
    );
    const ratio = result!.perSecond / near!.perSecond;
    const toBarePost =
      nearPost && sizedPost
        ? `; ${(result!.perSecond / nearPost.perSecond).toFixed(2)} to the bare POST` +
          ` (a bare POST answering ${bytes} bytes is ${(sizedPost.perSecond / near!.perSecond).toFixed(2)} of the bare GET;` +
          ` this is ${(result!.perSecond / sizedPost.perSecond).toFixed(2)} of it)`
        : '';
    console.log(
      `${result!.line(label)}  ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'not met'}; bare ${near!.perSecond.toFixed(0)} req/s in the same rounds)${toBarePost}` +
        `; ${(result!.perSecond / sized!.perSecond).toFixed(2)} to the bare route answering ${bytes} bytes` +
        `; bare's CPU per answer ${(near!.cpuPerAnswer / result!.cpuPerAnswer).toFixed(2)} of this`,
    );
  }
} finally {
  await server.stop();
}
