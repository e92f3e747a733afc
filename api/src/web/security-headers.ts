/**
 * The security headers of the shop's HTML pages (helmet): a Content-Security-Policy that lets
 * the page load code only from this server, the remotes the composition names by URL (and the
 * override origins while overrides are on) and the payment provider's SDK; no framing at all.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

export interface PageOrigins {
  /** Origins of remote code (composition URLs, allowed overrides); read per request. */
  code: () => readonly string[];
  /** Origins of a payment provider's SDK and widget (Klarna when it is not simulated). */
  payment: readonly string[];
}

const SELF = "'self'";

export function pageSecurityHeaders(origins: PageOrigins): FastifyHelmetOptions {
  const code = () => origins.code().join(' ');
  const payment = origins.payment.join(' ');
  const both = () => [code(), payment].filter(Boolean).join(' ');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF, both],
        connectSrc: [SELF, both],
        // React sets style attributes; remotes ship their CSS from their own origin.
        styleSrc: [SELF, "'unsafe-inline'", code],
        imgSrc: [SELF, 'data:', 'blob:', both],
        fontSrc: [SELF, 'data:', code],
        // hls.js feeds the player from blob: URLs and runs its worker from one.
        mediaSrc: [SELF, 'blob:'],
        workerSrc: [SELF, 'blob:'],
        frameSrc: [SELF, payment].filter(Boolean),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: [SELF],
        formAction: [SELF],
        manifestSrc: [SELF],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Klarna may open its own window; it must still be able to talk back to the checkout.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/** Klarna's SDK, widget and API hosts (external-apis §1.3), plus the configured script's origin. */
export function klarnaOrigins(scriptUrl: string): string[] {
  return [
    ...new Set([
      new URL(scriptUrl).origin,
      'https://*.klarna.com',
      'https://*.klarnacdn.net',
      'https://*.klarnaservices.com',
    ]),
  ];
}
