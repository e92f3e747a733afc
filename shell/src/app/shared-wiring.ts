import {
  hasAnsweredCookie,
  startConsentSync,
  startEventBridge,
  startStorageSync,
} from 'shared-contracts';

/**
 * Cross-cutting wiring of the shared stores, once per page: events → stores, tab mirroring, the
 * cookie choice kept in step with the logged-in customer's flags. Returns whether the cookie
 * banner was answered as the server saw it (read before the consent sync writes the mark): a
 * rendered page is hydrated with the cookie banner the server rendered.
 */
export function startSharedWiring(): { answeredAtLoad: boolean } {
  const answeredAtLoad = hasAnsweredCookie(document.cookie);
  startEventBridge();
  startStorageSync();
  startConsentSync();
  return { answeredAtLoad };
}
