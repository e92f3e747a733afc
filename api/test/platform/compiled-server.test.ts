/**
 * Issue 16: production runs the server compiled to JavaScript with plain `node` (no tsx), and a
 * start tells what is wrong in Norwegian lines instead of a stack trace: a configuration mistake
 * stops it at once, a database that is not reachable yet is waited for.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = path.join(API_DIR, 'dist', 'main.js');
/** Nothing listens on port 1: the connection is refused at once. */
const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/ikke-her';
const STACK_LINE = /^\s+at /m;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startCompiled(env: Record<string, string>): Run {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: API_DIR,
    // Never reached: these starts stop or wait before listening.
    env: { ...inherited, PORT: '18999', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => text, exited };
}

describe('the compiled server', () => {
  const running: ChildProcess[] = [];

  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'ignore' });
  }, 120_000);
  afterEach(() => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('runs with plain node and stops on a configuration mistake with one readable line', async () => {
    const run = startCompiled({ PORT: 'abc' });
    running.push(run.child);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT: PORT må være et heltall');
    expect(run.output()).not.toMatch(STACK_LINE);
  });

  it('waits and retries while the database is not reachable yet, without a stack trace', async () => {
    const run = startCompiled({ DATABASE_URL: UNREACHABLE });
    running.push(run.child);
    await vi.waitFor(
      () => {
        const retries = run
          .output()
          .match(/Databasen svarer ikke \(ECONNREFUSED\) – prøver igjen/g);
        expect(retries?.length ?? 0, run.output()).toBeGreaterThanOrEqual(2);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(run.child.exitCode).toBeNull();
    expect(run.output()).not.toMatch(STACK_LINE);
    run.child.kill('SIGTERM');
    await run.exited;
  });
});
