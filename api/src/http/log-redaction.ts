/**
 * What the server log may hold of a request or an error: no personal data, no tokens. Query
 * values, the value segments of the one-time-code paths and search pages' terms are blanked, the
 * client's address is cut to its network; a failed query's
 * parameters (drizzle appends them to the message) and PostgreSQL's row `detail` are dropped, and
 * the value a data exception quotes and any e-mail address an error names are blanked.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Paths whose trailing segments are an e-mail, a phone number, a code or a shopper's search. */
const SECRET_TAIL = /^(\/api\/v1\/otp\/(?:login|check|register)|\/search)\/.*$/;

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

/** A page's path for the log: without its query (campaign tags, e-mail links), search blanked. */
export function redactPagePath(url: string): string {
  return redactUrl(url.split('?', 1)[0] ?? '');
}

/**
 * A client's address cut to its network (an address is personal data): IPv4 without its last
 * octet, IPv6 to its /48 prefix. Enough to see a flood from one network, not who sent it.
 */
export function truncateAddress(ip: string): string {
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, '.0');
  const mapped = /^::ffff:([\d.]+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return `::ffff:${truncateAddress(mapped)}`;
  const address = ip.split('%', 1)[0] ?? '';
  if (!isIPv6(address)) return '[skjult]';
  const [head = '', compressed] = address.toLowerCase().split('::');
  const groups = head === '' ? [] : head.split(':');
  // `::` stands for zero groups: the prefix's missing groups are 0.
  if (compressed !== undefined) while (groups.length < 3) groups.push('0');
  return `${groups.slice(0, 3).join(':')}::`;
}

const PARAMS_TAIL = /\nparams:[^\n]*/g;
/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the value they could not take
 * (`invalid input syntax for type integer: "kari@example.no"`): from a line's first quote to its
 * last, so a quote inside the value cannot end the blanking early.
 */
const QUOTED_VALUE = /"[^\n]*"/g;

/**
 * Other libraries name the address they failed on in the message (an SMTP server rejecting a
 * recipient: `550 5.1.1 <kari@example.no>: Recipient address rejected`).
 */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

function isDataException(code: unknown): boolean {
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

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
  const scrub = (text: string) => {
    const withoutParams = text.replace(PARAMS_TAIL, '').replace(EMAIL_ADDRESS, '[e-post]');
    return isDataException(code)
      ? withoutParams.replace(QUOTED_VALUE, '"[skjult]"')
      : withoutParams;
  };
  const logged: LoggedError = {
    type: error.name,
    message: scrub(error.message),
    ...(code !== undefined ? { code } : {}),
    stack: scrub(error.stack ?? ''),
  };
  if (error.cause !== undefined && depth < 3) logged.cause = redactError(error.cause, depth + 1);
  return logged;
}

/** Pino serializers for Fastify's logger. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: truncateAddress(request.ip),
  }),
  err: (error: Error) => redactError(error),
};
