/**
 * Starts the real one-process server – the compiled bundle `pnpm start` runs (api/dist/main.js:
 * migrate + seed + Fastify + web layer; built by the global setup when stale) – on a free port
 * with its own composition file and database, for the global setup and for specs that need a
 * composition of their own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_COMPOSITION_FILE, E2E_RELEASE_STORE, ROOT_DIR } from './paths';

export interface CompositionConfigFile {
  shell?: { version: string };
  remotes: Record<string, { version: string } | { url: string }>;
  overrides?: { enabled: boolean; allowedOrigins: string[] };
}

export interface RunningServer {
  port: number;
  baseURL: string;
  /** Bearer token of the server's admin API. */
  adminToken: string;
  /**
   * Switches the composition through the admin API (checked against the builds unless `force`:
   * the break-glass way to compose a build that does not exist or does not fit).
   */
  compose: (config: CompositionConfigFile, options?: { force?: boolean }) => Promise<void>;
  stop: () => Promise<void>;
}

/** A free TCP port, synchronously (the Playwright config needs it before anything is async). */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function readBaseComposition(): CompositionConfigFile {
  return JSON.parse(readFileSync(BASE_COMPOSITION_FILE, 'utf8')) as CompositionConfigFile;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`Serveren stoppet under oppstart (kode ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Serveren svarte ikke på ${url} innen ${timeoutMs / 1000} s`);
}

/**
 * @param options.port     fixed port (the main server's is chosen by the Playwright config)
 * @param options.database 'memory' (fast, for short-lived servers) or a fresh temp folder
 */
export async function startServer(options: {
  composition: CompositionConfigFile;
  port?: number;
  database?: 'memory' | 'folder';
  seedArticles?: number;
  /** Server output goes here (default: a file in the server's temp folder). */
  logFile?: string;
  /** The release store the server reads (default: the suite's own, empty one). */
  releaseStore?: string;
}): Promise<RunningServer> {
  const port = options.port ?? freePortSync();
  const workDir = mkdtempSync(path.join(tmpdir(), 'blp-e2e-'));
  const compositionFile = path.join(workDir, 'composition.config.json');
  writeFileSync(compositionFile, JSON.stringify(options.composition, null, 2));
  const adminToken = randomBytes(24).toString('base64url');

  const logFile = options.logFile ?? path.join(workDir, 'server.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT_DIR, 'api', 'dist', 'main.js')],
    {
      cwd: path.join(ROOT_DIR, 'api'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        COMPOSITION_FILE: compositionFile,
        ADMIN_TOKEN: adminToken,
        // The suite serves what it builds from this checkout, never a release published on
        // this machine (tooling/scripts/lib/builds.mjs builds with the same store).
        RELEASE_STORE: options.releaseStore ?? E2E_RELEASE_STORE,
        PGLITE_DIR: options.database === 'memory' ? 'memory' : path.join(workDir, 'pglite'),
        ...(options.seedArticles ? { SEED_ARTICLES: String(options.seedArticles) } : {}),
        // Never inherit a developer's PostgreSQL or dev overrides.
        DATABASE_URL: '',
        MF_OVERRIDE_ORIGINS: '',
        // A busy test machine lags; its journeys must not be shed (api/src/http/pressure.ts),
        // nor its catalogue pages sent unrendered past the time budget (ADR 0010): the tests
        // know which pages the server renders. The fallback has a build of its own.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        SERVER_RENDER_BUDGET_MS: '20000',
        // Payments go to the built-in simulators; receipts can be read at /api/v1/dev/mailbox.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PAYMENT_SIMULATORS: 'on',
        DEV_MAILBOX: 'on',
      },
      // Request logs would drown the test report; they stay in the log file.
      stdio: ['ignore', log, log],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseURL}/composition.json`, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- ${logFile} ---\n${tail}`);
  }

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  const compose = async (config: CompositionConfigFile, extra: { force?: boolean } = {}) => {
    const answer = await fetch(`${baseURL}/api/v1/admin/composition`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ config, author: 'e2e', reason: 'test', force: extra.force ?? false }),
    });
    if (!answer.ok) throw new Error(`sammensetningen ble avvist: ${await answer.text()}`);
  };
  return { port, baseURL, adminToken, compose, stop };
}
