/**
 * Vipps MobilePay webhook request authentication (external-apis.md §2.6): an HMAC-SHA256 over
 * the method, the registered URL's path and host, the `x-ms-date` header and the body's hash.
 * The simulator signs with `signVippsWebhook`; our webhook route verifies with
 * `verifyVippsWebhook` before it trusts a single byte of the body.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const SIGNED_HEADERS = 'x-ms-date;host;x-ms-content-sha256';
const DEFAULT_MAX_SKEW_MS = 5 * 60_000;

export interface VippsWebhookSignInput {
  secret: string;
  method?: 'POST';
  /** Path and query of the webhook URL as registered, e.g. `/api/v1/payments/vipps/webhook`. */
  pathAndQuery: string;
  /** Host part of the registered URL (`URL.host`: with the port when it is not the default). */
  host: string;
  /** The `x-ms-date` value, RFC 1123 (`Date.prototype.toUTCString()`). */
  date: string;
  rawBody: string | Buffer;
}

export interface VippsWebhookHeaders {
  'x-ms-date': string;
  'x-ms-content-sha256': string;
  authorization: string;
}

export interface VippsWebhookVerifyInput {
  /** The bytes as received: a re-serialised JSON body would hash differently. */
  rawBody: string | Buffer;
  pathAndQuery: string;
  host: string;
  headers: Record<string, string | string[] | undefined>;
  secret: string;
  now: Date;
  /** How far `x-ms-date` may be from `now` either way; default 5 minutes. */
  maxSkewMs?: number;
}

export type VippsWebhookVerification = { ok: true } | { ok: false; reason: string };

function contentHash(rawBody: string | Buffer): string {
  return createHash('sha256').update(rawBody).digest('base64');
}

function authorizationFor(
  secret: string,
  method: string,
  pathAndQuery: string,
  date: string,
  host: string,
  hash: string,
): string {
  const stringToSign = `${method}\n${pathAndQuery}\n${date};${host};${hash}`;
  const signature = createHmac('sha256', secret).update(stringToSign, 'utf8').digest('base64');
  return `HMAC-SHA256 SignedHeaders=${SIGNED_HEADERS}&Signature=${signature}`;
}

export function signVippsWebhook(input: VippsWebhookSignInput): VippsWebhookHeaders {
  const hash = contentHash(input.rawBody);
  return {
    'x-ms-date': input.date,
    'x-ms-content-sha256': hash,
    authorization: authorizationFor(
      input.secret,
      input.method ?? 'POST',
      input.pathAndQuery,
      input.date,
      input.host,
      hash,
    ),
  };
}

/** Constant-time for equal lengths; a length difference says nothing secret. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Header lookup that tolerates any casing and repeated headers (first value wins). */
function header(headers: VippsWebhookVerifyInput['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === '' ? undefined : first;
  }
  return undefined;
}

export function verifyVippsWebhook(input: VippsWebhookVerifyInput): VippsWebhookVerification {
  const date = header(input.headers, 'x-ms-date');
  const sentHash = header(input.headers, 'x-ms-content-sha256');
  const sentAuthorization = header(input.headers, 'authorization');
  if (!date) return { ok: false, reason: 'missing x-ms-date header' };
  if (!sentHash) return { ok: false, reason: 'missing x-ms-content-sha256 header' };
  if (!sentAuthorization) return { ok: false, reason: 'missing authorization header' };

  const sentAt = Date.parse(date);
  if (Number.isNaN(sentAt)) return { ok: false, reason: 'x-ms-date is not a date' };
  const maxSkewMs = input.maxSkewMs ?? DEFAULT_MAX_SKEW_MS;
  // Bounds replay of a captured request to the skew window.
  if (Math.abs(input.now.getTime() - sentAt) > maxSkewMs) {
    return { ok: false, reason: 'x-ms-date too far from now' };
  }

  const hash = contentHash(input.rawBody);
  if (!sameText(sentHash, hash)) return { ok: false, reason: 'body does not match content hash' };

  const expected = authorizationFor(
    input.secret,
    'POST',
    input.pathAndQuery,
    date,
    input.host,
    hash,
  );
  if (!sameText(sentAuthorization, expected)) return { ok: false, reason: 'signature mismatch' };
  return { ok: true };
}
