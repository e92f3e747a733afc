/** Starts bench/lib/serve.ts in its own process and runs autocannon against it (loopback only). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';

export interface BenchServer {
  origin: string;
  bareOrigin: string;
  shopId: number;
  eans: string[];
  articleIds: number[];
  categoryId: number;
  /** A CSRF token and its cookie, for the POST calls. */
  csrf: { token: string; cookie: string };
  stop(): Promise<void>;
}

export async function startBenchServer(
  env: Record<string, string | undefined>,
): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./serve.ts', import.meta.url))],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => String(line)),
    once(child, 'exit').then(() => {
      throw new Error('the bench server exited before it listened');
    }),
  ]);
  const info = JSON.parse(first) as Omit<BenchServer, 'origin' | 'bareOrigin' | 'csrf' | 'stop'> & {
    port: number;
    barePort: number;
  };
  const origin = `http://127.0.0.1:${info.port}`;
  const res = await fetch(`${origin}/api/v1/csrf`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { token } = (await res.json()) as { token: string };
  return {
    ...info,
    origin,
    bareOrigin: `http://127.0.0.1:${info.barePort}`,
    csrf: { token, cookie },
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The server process's CPU time so far (µs), from serve.ts's `/cpu`. */
async function serverCpuMicros(server: BenchServer): Promise<number> {
  const answer = await fetch(`${server.bareOrigin}/cpu`);
  return ((await answer.json()) as { micros: number }).micros;
}

/** `run`, plus the server's CPU time per answer (µs) over the run. */
export async function runMeasured(
  server: BenchServer,
  options: Options,
): Promise<Result & { cpuPerAnswer: number }> {
  const before = await serverCpuMicros(server);
  const result = await run(options);
  const cpu = (await serverCpuMicros(server)) - before;
  return { ...result, cpuPerAnswer: cpu / Math.max(1, result.requests.total) };
}

/** One line: req/s, latency p50/p99, errors and non-2xx answers. */
export function summary(label: string, result: Result): string {
  return (
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s` +
    `  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms` +
    `  errors ${result.errors + result.timeouts}  non-2xx ${result.non2xx}`
  );
}
