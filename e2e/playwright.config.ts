/**
 * e2e against the production build served by the real server (api/src/main.ts), in the system
 * Chromium. The global setup builds what is missing and starts the server on E2E_PORT.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/paths';
import { freePortSync } from './support/server';

// Chosen once in the runner process; workers inherit the variable, so they agree on the URL.
process.env.E2E_PORT ??= String(freePortSync());

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The HTML report holds the layout check's screenshots (testInfo.attach) for a reviewer.
  reporter: process.env.CI
    ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }], ['html', { open: 'never' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    locale: 'nb-NO',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
