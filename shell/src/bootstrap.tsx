// Runs after the async boundary (see index.ts): shared modules are initialised from here on.
import { startConsentSync, startEventBridge, startStorageSync } from 'shared-contracts';
import { mountApp } from './app/app';
import { startPlatform } from './platform';

const container = document.getElementById('root');
if (!container) throw new Error('#root mangler i index.html');

// Cross-cutting wiring of the shared stores, once per page: events → stores, tab mirroring,
// the cookie choice kept in step with the logged-in customer's flags.
startEventBridge();
startStorageSync();
startConsentSync();

void startPlatform().then(
  (platform) => mountApp(container, platform),
  (error: unknown) => {
    // Without a composition no remote can load; say so instead of leaving a blank page.
    console.error('[shell] kunne ikke starte plattformen', error);
    container.textContent = 'Siden kunne ikke lastes. Prøv å laste siden på nytt.';
  },
);
