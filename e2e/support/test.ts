/**
 * The suite's `test`: Playwright's, with the cookie banner answered before any page script runs
 * (necessary + «Grunnleggende», what a new account holds too), so journeys that are not about
 * consent never meet a banner over the page's bottom. Consent journeys opt out with
 * `test.use({ cookieConsent: null })`.
 */
import { test as base } from '@playwright/test';

export interface PresetConsent {
  choices: Record<
    'cookie_default' | 'cookie_ga' | 'cookie_google_tag_manager' | 'cookie_meta_pixel',
    boolean
  >;
  decidedAt: string;
  customerId: null;
}

export const PRESET_CONSENT: PresetConsent = {
  choices: {
    cookie_default: true,
    cookie_ga: false,
    cookie_google_tag_manager: false,
    cookie_meta_pixel: false,
  },
  decidedAt: '2026-01-01T00:00:00.000Z',
  customerId: null,
};

export const test = base.extend<{ cookieConsent: PresetConsent | null }>({
  cookieConsent: [PRESET_CONSENT, { option: true }],
  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent) {
      // Every origin of the context (the platform suite starts servers of its own), and only
      // when the page has no answer yet, so a test may still change or clear it.
      await context.addInitScript((value) => {
        try {
          if (localStorage.getItem('cookieConsent') === null) {
            localStorage.setItem('cookieConsent', value);
          }
        } catch {
          // about:blank has no storage.
        }
      }, JSON.stringify(cookieConsent));
      // The mark the server renders the banner by (shared-contracts' `answeredCookie`); cookies
      // are not per port, so every server of the suite sees it.
      await context.addCookies([
        { name: 'cookieChoice', value: '1', domain: '127.0.0.1', path: '/' },
      ]);
    }
    await use(context);
  },
});

export { expect } from '@playwright/test';
