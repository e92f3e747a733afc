/**
 * Load shedding of API calls (@fastify/under-pressure): when the event loop lags by more than the configured
 * delay, new requests get a quick Norwegian 503 with Retry-After instead of queueing behind the
 * work that is already late, so the server recovers instead of timing every client out.
 */
import fastifyUnderPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';

export const BUSY_MESSAGE = 'Det er mye trafikk i butikken akkurat nå – prøv igjen om litt';
const RETRY_AFTER_S = 5;

export interface PressureOptions {
  /** Event-loop delay (ms) above which requests are shed; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
}

export const pressurePlugin = fp<PressureOptions>(
  async (app, { maxEventLoopDelayMs }) => {
    if (maxEventLoopDelayMs <= 0) return;
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: RETRY_AFTER_S,
      pressureHandler: (_request, reply) => {
        void reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_S))
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send({ message: BUSY_MESSAGE, code: 'SERVER_BUSY' });
      },
    });
  },
  { name: 'pressure' },
);
