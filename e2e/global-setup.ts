/**
 * Before the suite: build whatever is missing (plus the e2e-only builds), then start the real
 * server on the port the config chose, with a temp database and a composition in which
 * mf-content is its e2e test build (same pages, plus test hooks).
 *
 * `pnpm test:compat` runs the journeys against a mixed composition instead: E2E_COMPOSITION names
 * its file and E2E_RELEASE_STORE the store holding the previous releases it composes.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildForE2E } from './support/builds';
import { E2E_BUILDS } from './support/paths';
import { readBaseComposition, startServer, type CompositionConfigFile } from './support/server';

function suiteComposition(): CompositionConfigFile {
  const base = readBaseComposition();
  return {
    ...base,
    remotes: {
      ...base.remotes,
      mf_content: { version: E2E_BUILDS.contentA.version },
    },
    overrides: { enabled: false, allowedOrigins: [] },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const compat = process.env.E2E_COMPOSITION;
  await buildForE2E({ testBuilds: !compat });
  // One log per run: several runs (other engineers, CI retries) may share this machine.
  const logFile = path.join(tmpdir(), `blp-e2e-server-${process.env.E2E_PORT}.log`);
  const server = await startServer({
    port: Number(process.env.E2E_PORT),
    composition: compat
      ? (JSON.parse(readFileSync(compat, 'utf8')) as CompositionConfigFile)
      : suiteComposition(),
    ...(process.env.E2E_RELEASE_STORE ? { releaseStore: process.env.E2E_RELEASE_STORE } : {}),
    // Outside test-results/, which Playwright empties at its own pace.
    logFile,
  });
  console.log(`[e2e] server ${server.baseURL} (logg: ${logFile})`);
  process.env.E2E_BASE_URL = server.baseURL;
  return () => server.stop();
}
