/**
 * What the server log may hold of a request or an error: no personal data, no tokens. Query
 * values and the value segments of the one-time-code paths are blanked; a failed query's
 * parameters (drizzle appends them to the message) and PostgreSQL's row `detail` are dropped.
 */
import type { FastifyRequest } from 'fastify';

/** Paths whose trailing segments are an e-mail, a phone number or a code. */
const SECRET_TAIL = /^(\/api\/v1\/otp\/(?:login|check|register))\/.*$/;

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const safePath = pathname.replace(SECRET_TAIL, '$1/[skjult]');
  if (mark === -1) return safePath;
  const keys = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[skjult]`);
  return `${safePath}?${keys.join('&')}`;
}

const PARAMS_TAIL = /\nparams:[^\n]*/g;

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: unknown;
  stack: string;
  cause?: LoggedError;
};

export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = {
    type: error.name,
    message: error.message.replace(PARAMS_TAIL, ''),
    ...(code !== undefined ? { code } : {}),
    stack: (error.stack ?? '').replace(PARAMS_TAIL, ''),
  };
  if (error.cause !== undefined && depth < 3) logged.cause = redactError(error.cause, depth + 1);
  return logged;
}

/** Pino serializers for Fastify's logger. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  err: (error: Error) => redactError(error),
};
