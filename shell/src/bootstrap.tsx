// Runs after the async boundary (see index.ts): shared modules are initialised from here on.
//
// Start-up runs as a few tasks instead of one long one (issue 15, TBT): the shared stores, the
// platform, the app's modules, the router and the hydration each run in a task of their own,
// with yieldToMain between them, so the browser can paint and take input in between. The eager
// imports keep their modules in this chunk and only put off evaluating them to that point.
import { readServerData } from 'tooling/server-data';
import { showStartFailure } from './app/start-failure';
import { yieldToMain } from './behaviour/yield-to-main';
import type { PlatformState } from './platform';

async function boot(root: HTMLElement): Promise<void> {
  // Evaluates shared-contracts, the largest module of start-up, in a task of its own.
  const { startSharedWiring } = await import(/* webpackMode: "eager" */ './app/shared-wiring');
  await yieldToMain();
  const { answeredAtLoad } = startSharedWiring();

  const { loadRemoteEntry, startPlatform } = await import(/* webpackMode: "eager" */ './platform');
  let platform: PlatformState;
  try {
    platform = await startPlatform();
  } catch (error) {
    // Without a composition no remote can load.
    showStartFailure('[shell] kunne ikke starte plattformen', error);
    return;
  }
  // A page the server rendered (ADR 0010) is hydrated once the remotes whose page it holds have
  // loaded (their entries seed their caches with the server's data), so the first render in the
  // browser is the server's. With staging overrides the remotes may be other builds: rendered
  // anew.
  const rendered = readServerData();
  const remotesLoaded =
    rendered && Object.keys(platform.overrides).length === 0
      ? Promise.all(Object.keys(rendered.remotes).map((remote) => loadRemoteEntry(remote)))
      : null;
  await yieldToMain();

  const { createHydrationRouter, hydrateApp, mountApp } = await import(
    /* webpackMode: "eager" */ './app/app'
  );
  if (!remotesLoaded) {
    mountApp(root, platform);
    return;
  }
  await remotesLoaded;
  await yieldToMain();
  const router = createHydrationRouter();
  await yieldToMain();
  // The server rendered the page with its content when it sent a remote's data (render-page.tsx).
  hydrateApp(root, platform, router, {
    answeredAtLoad,
    pageRendered: Object.keys(rendered?.remotes ?? {}).length > 0,
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root mangler i index.html');
boot(container).catch((error: unknown) => showStartFailure('[shell] oppstart feilet', error));
