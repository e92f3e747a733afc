/**
 * Per-address request limits of the expensive anonymous reads (@fastify/rate-limit): a search
 * answers up to `SEARCH_MAX_TAKE` tiles, so one address may not send them in a flood. Counted
 * in process memory: it is a shield against load, not a security boundary (the attempt limits of
 * logins, codes, orders and gift cards are, and live in the database: see http/rate-limit.ts).
 * Keyed by `request.ip`, which only trusted proxies can change (TRUST_PROXY).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

export const TOO_MANY_REQUESTS_MESSAGE = 'For mange søk på kort tid – vent litt og prøv igjen';
const WINDOW_MS = 60_000;

/** Routes whose cost grows with the answer: the search calls and their GET twins. */
const EXPENSIVE = /^\/api\/v1\/articles\/(search|searchids)(\/|$)/;

export interface RequestLimitOptions {
  /** Requests per address per minute on each expensive route. */
  searchPerMinute: number;
}

export const requestLimitsPlugin = fp<RequestLimitOptions>(
  async (app, { searchPerMinute }) => {
    // Before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
    app.addHook('onRoute', (route) => {
      if (!EXPENSIVE.test(route.url)) return;
      route.config = {
        ...route.config,
        rateLimit: { max: searchPerMinute, timeWindow: WINDOW_MS },
      };
    });
    await app.register(fastifyRateLimit, {
      global: false,
      // No counters on answers that get through: they are public and cacheable, so a browser or
      // CDN would hand one visitor's count to the next. A refusal still says when to come back.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      // Thrown to the error handler, which answers our JSON (Retry-After is set by the plugin).
      errorResponseBuilder: (_request, context) =>
        new ApiError(context.statusCode, TOO_MANY_REQUESTS_MESSAGE, 'TOO_MANY_REQUESTS'),
    });
  },
  { name: 'request-limits' },
);
