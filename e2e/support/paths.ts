import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (e2e/support → ../..). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_COMPOSITION_FILE = path.join(ROOT_DIR, 'composition.config.json');
/**
 * The release store of the suite's servers and builds: a folder nothing publishes to, so the
 * suite always serves builds of this checkout, never a release published on this machine.
 */
export const E2E_RELEASE_STORE = path.join(ROOT_DIR, '.data', 'e2e-releases');
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Builds the e2e suite composes besides the packages' own versions. Versions must be semver-like
 * (the composition schema's rule); both content builds carry MF_TEST_PAGES=1 test hooks.
 */
export const E2E_BUILDS = Object.freeze({
  contentA: { pkg: 'mf-content', version: '0.1.0-e2e-a', env: { MF_TEST_PAGES: '1' } },
  contentB: { pkg: 'mf-content', version: '0.1.0-e2e-b', env: { MF_TEST_PAGES: '1' } },
  /** Its server part throws in `prepare`: the page's slot falls back to the browser (ADR 0010). */
  catalogServerFails: {
    pkg: 'mf-catalog',
    version: '0.1.0-e2e-server-fails',
    env: { MF_SERVER_RENDER_FAIL: '1' },
  },
  /** Declares a contract range no shell satisfies: the shell must refuse it. */
  pollsIncompatible: {
    pkg: 'mf-polls',
    version: '0.1.0-e2e-incompatible',
    env: { MF_CONTRACT_RANGE: '^99.0.0' },
  },
});

/** A version that is never built: its manifest answers 404. */
export const MISSING_VERSION = '9.9.9';
