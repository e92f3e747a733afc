// Runs after the async boundary (see index.ts): shared modules are initialised from here on.
import {
  hasAnsweredCookie,
  startConsentSync,
  startEventBridge,
  startStorageSync,
} from 'shared-contracts';
import { readServerData } from 'tooling/server-data';
import { hydrateApp, mountApp } from './app/app';
import { loadRemoteEntry, startPlatform, type PlatformState } from './platform';

const container = document.getElementById('root');
if (!container) throw new Error('#root mangler i index.html');

// As the server saw it (the consent sync below writes the mark): a rendered page is hydrated
// with the cookie banner the server rendered.
const answeredAtLoad = hasAnsweredCookie(document.cookie);

// Cross-cutting wiring of the shared stores, once per page: events → stores, tab mirroring,
// the cookie choice kept in step with the logged-in customer's flags.
startEventBridge();
startStorageSync();
startConsentSync();

/**
 * A page the server rendered (ADR 0010) is hydrated once the remotes whose page it holds have
 * loaded (their entries seed their caches with the server's data), so the first render in the
 * browser is the server's. With staging overrides the remotes may be other builds: rendered anew.
 */
async function start(root: HTMLElement, platform: PlatformState): Promise<void> {
  const rendered = readServerData();
  if (!rendered || Object.keys(platform.overrides).length > 0) {
    mountApp(root, platform);
    return;
  }
  await Promise.all(Object.keys(rendered.remotes).map((remote) => loadRemoteEntry(remote)));
  hydrateApp(root, platform, answeredAtLoad);
}

void startPlatform().then(
  (platform) => start(container, platform),
  (error: unknown) => {
    // Without a composition no remote can load; say so instead of leaving a blank page.
    console.error('[shell] kunne ikke starte plattformen', error);
    container.textContent = 'Siden kunne ikke lastes. Prøv å laste siden på nytt.';
  },
);
