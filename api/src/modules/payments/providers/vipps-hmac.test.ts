/** Webhook HMAC of external-apis.md §2.6: signing, verification and the ways it must fail. */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signVippsWebhook, verifyVippsWebhook } from './vipps-hmac';

const secret = 'c2ltdWxhdG9yLXNlY3JldC0xMjM0NTY3ODkw';
const url = new URL('https://shop.example:8443/api/v1/payments/vipps/webhook?env=test');
const pathAndQuery = url.pathname + url.search;
const host = url.host;
const date = 'Tue, 01 Dec 2026 10:15:30 GMT';
const now = new Date('2026-12-01T10:16:00Z');
const rawBody =
  '{"msn":"123456","reference":"blp-1042-1","pspReference":"7000000001","name":"AUTHORIZED",' +
  '"amount":{"currency":"NOK","value":129900},"timestamp":"2026-12-01T10:15:29.000Z",' +
  '"idempotencyKey":null,"success":true}';

describe('signVippsWebhook', () => {
  it('matches a signature computed step by step with node:crypto', () => {
    // Independent computation: content hash, string to sign, HMAC, header.
    const hash = createHash('sha256').update(Buffer.from(rawBody, 'utf8')).digest('base64');
    const stringToSign = 'POST\n' + pathAndQuery + '\n' + date + ';' + host + ';' + hash;
    expect(stringToSign).toBe(
      `POST\n/api/v1/payments/vipps/webhook?env=test\n${date};shop.example:8443;${hash}`,
    );
    const signature = createHmac('sha256', Buffer.from(secret, 'utf8'))
      .update(Buffer.from(stringToSign, 'utf8'))
      .digest('base64');
    const expected =
      'HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=' + signature;

    const headers = signVippsWebhook({ secret, pathAndQuery, host, date, rawBody });
    expect(headers).toEqual({
      'x-ms-date': date,
      'x-ms-content-sha256': hash,
      authorization: expected,
    });
  });

  it('reproduces the published example of the Vipps webhooks API docs', () => {
    // vippsas/webhooks-api request-authentication.md: secret, URL, body, date and signature.
    const published = signVippsWebhook({
      secret:
        'A0+AeKBRG2KRGvnNwJpQlb6IJFk48CKXCIcrLoHncVJKDILsQSxS6NWCccwWm6r6FhGKhiHTBsG2wo/xU6FY/A==',
      pathAndQuery: '/e2cee29b-012e-4f1d-8ef4-e95fd74a7a63',
      host: 'webhook.site',
      date: 'Thu, 30 Mar 2023 08:38:32 GMT',
      rawBody: '{"some-unique-content":"ee6e441b-cc4a-46f8-895d-a5af79bcc233/hello-world"}',
    });
    expect(published['x-ms-content-sha256']).toBe('lNlsp1XA03N34HrQsVzPgJKtC+r7l/RBF4V3JQUWMj4=');
    expect(published.authorization).toBe(
      'HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=agAiSyogQbDHpeucoNwYz+yAr5nJ+v+zasdkSbqzv+U=',
    );
  });

  it('hashes a Buffer body and its string form alike', () => {
    const a = signVippsWebhook({ secret, pathAndQuery, host, date, rawBody });
    const b = signVippsWebhook({ secret, pathAndQuery, host, date, rawBody: Buffer.from(rawBody) });
    expect(b).toEqual(a);
  });
});

describe('verifyVippsWebhook', () => {
  const signed = signVippsWebhook({ secret, pathAndQuery, host, date, rawBody });
  const base = { rawBody, pathAndQuery, host, headers: { ...signed }, secret, now };

  it('accepts the signed request, with headers in any case and as arrays', () => {
    expect(verifyVippsWebhook(base)).toEqual({ ok: true });
    expect(
      verifyVippsWebhook({
        ...base,
        rawBody: Buffer.from(rawBody),
        headers: {
          'X-MS-Date': date,
          'X-Ms-Content-Sha256': [signed['x-ms-content-sha256']],
          Authorization: signed.authorization,
        },
      }),
    ).toEqual({ ok: true });
  });

  it('rejects a tampered body', () => {
    const tampered = rawBody.replace('129900', '1');
    expect(verifyVippsWebhook({ ...base, rawBody: tampered })).toEqual({
      ok: false,
      reason: 'body does not match content hash',
    });
    // Even with a matching content hash the signature still binds the original hash.
    const rehashed = createHash('sha256').update(tampered).digest('base64');
    expect(
      verifyVippsWebhook({
        ...base,
        rawBody: tampered,
        headers: { ...signed, 'x-ms-content-sha256': rehashed },
      }),
    ).toEqual({ ok: false, reason: 'signature mismatch' });
  });

  it('rejects re-serialised JSON (whitespace differs from the bytes signed)', () => {
    const reserialised = JSON.stringify(JSON.parse(rawBody), null, 1);
    expect(verifyVippsWebhook({ ...base, rawBody: reserialised }).ok).toBe(false);
  });

  it('rejects the wrong secret, another path or another host', () => {
    expect(verifyVippsWebhook({ ...base, secret: `${secret}x` })).toEqual({
      ok: false,
      reason: 'signature mismatch',
    });
    expect(verifyVippsWebhook({ ...base, pathAndQuery: '/api/v1/payments/vipps/webhook' }).ok).toBe(
      false,
    );
    expect(verifyVippsWebhook({ ...base, host: 'shop.example' }).ok).toBe(false);
  });

  it('rejects a date outside the skew window either way, and an unreadable date', () => {
    const sixMinutes = 6 * 60_000;
    const sent = Date.parse(date);
    expect(verifyVippsWebhook({ ...base, now: new Date(sent + sixMinutes) })).toEqual({
      ok: false,
      reason: 'x-ms-date too far from now',
    });
    expect(verifyVippsWebhook({ ...base, now: new Date(sent - sixMinutes) }).ok).toBe(false);
    expect(
      verifyVippsWebhook({ ...base, now: new Date(sent + sixMinutes), maxSkewMs: 7 * 60_000 }),
    ).toEqual({ ok: true });
    expect(
      verifyVippsWebhook({ ...base, headers: { ...signed, 'x-ms-date': 'yesterday' } }),
    ).toEqual({ ok: false, reason: 'x-ms-date is not a date' });
  });

  it('rejects a request missing any of the three headers', () => {
    for (const name of ['x-ms-date', 'x-ms-content-sha256', 'authorization'] as const) {
      const headers: Record<string, string | undefined> = { ...signed };
      delete headers[name];
      expect(verifyVippsWebhook({ ...base, headers })).toEqual({
        ok: false,
        reason: `missing ${name} header`,
      });
      expect(verifyVippsWebhook({ ...base, headers: { ...signed, [name]: '' } }).ok).toBe(false);
    }
  });

  it('rejects an authorization header with a different scheme or signed-header list', () => {
    const signature = signed.authorization.split('Signature=')[1] ?? '';
    for (const authorization of [
      `HMAC-SHA256 Signature=${signature}`,
      `HMAC-SHA256 SignedHeaders=host;x-ms-date;x-ms-content-sha256&Signature=${signature}`,
      signature,
    ]) {
      expect(verifyVippsWebhook({ ...base, headers: { ...signed, authorization } })).toEqual({
        ok: false,
        reason: 'signature mismatch',
      });
    }
  });
});
