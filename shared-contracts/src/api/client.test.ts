// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiSend, createApiClient, getApiClient } from './client';

type Call = { url: string; method: string; headers: Headers; body: string };
const calls: Call[] = [];

function mockFetch(...responses: Array<Response | Error>): typeof fetch {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    // Like a real fetch: an aborted signal rejects before anything is sent.
    if (req.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    calls.push({ url: req.url, method: req.method, headers: req.headers, body: await req.text() });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const Category = v.object({ id: v.number(), name: v.string() });

function setCsrfMeta(token: string | null): void {
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
  if (token === null) return;
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = token;
  document.head.append(meta);
}

beforeEach(() => {
  calls.length = 0;
  setCsrfMeta('tok-123');
});
afterEach(() => setCsrfMeta(null));

describe('api client', () => {
  it('GETs under /api/v1 of the page origin with the required headers', async () => {
    const client = createApiClient({ fetch: mockFetch(json([{ id: 1, name: 'Sko' }])) });
    const result = await apiGet('/categories', v.array(Category), {
      client,
      searchParams: { page: 2, q: undefined },
    });
    expect(result).toEqual({ ok: true, data: [{ id: 1, name: 'Sko' }] });
    const call = calls[0] as Call;
    expect(call.url).toBe(`${location.origin}/api/v1/categories?page=2`);
    expect(call.method).toBe('GET');
    expect(call.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call.headers.get('X-CSRF-TOKEN')).toBe('tok-123');
  });

  it('sends JSON bodies for state-changing calls', async () => {
    const client = createApiClient({ fetch: mockFetch(json({ valid: true })) });
    const result = await apiSend(
      'POST',
      'reservations/validate-cart',
      { items: [], shopId: null },
      v.object({ valid: v.boolean() }),
      { client },
    );
    expect(result.ok).toBe(true);
    const call = calls[0] as Call;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({ items: [], shopId: null });
    expect(call.headers.get('Content-Type')).toContain('application/json');
    expect(call.headers.get('X-CSRF-TOKEN')).toBe('tok-123');
  });

  it('passes a 204 to the schema as null', async () => {
    const client = createApiClient({ fetch: mockFetch(new Response(null, { status: 204 })) });
    const result = await apiGet('customers/current', v.nullable(v.object({ id: v.number() })), {
      client,
    });
    expect(result).toEqual({ ok: true, data: null });
  });

  it('returns the Norwegian server message of an HTTP error', async () => {
    const client = createApiClient({
      fetch: mockFetch(
        json(
          { message: 'Feil brukernavn/passord - har du glemt passordet ditt?', code: 'BAD_LOGIN' },
          422,
        ),
      ),
    });
    const result = await apiSend('POST', 'customers/login', { email: 'x' }, v.unknown(), {
      client,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 422,
        message: 'Feil brukernavn/passord - har du glemt passordet ditt?',
        code: 'BAD_LOGIN',
        retryable: false,
        // The whole body travels with the error (a 409's shortages, a 422's issues).
        body: {
          message: 'Feil brukernavn/passord - har du glemt passordet ditt?',
          code: 'BAD_LOGIN',
        },
      },
    });
  });

  it('falls back to a Norwegian message and marks 5xx retryable', async () => {
    const client = createApiClient({ fetch: mockFetch(new Response('oops', { status: 500 })) });
    const result = await apiGet('shops', v.unknown(), { client });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'http', status: 500, retryable: true });
    expect(result.error.message).toMatch(/Prøv igjen/);
  });

  it('says to reload the page on 419 (CSRF)', async () => {
    const client = createApiClient({ fetch: mockFetch(new Response('', { status: 419 })) });
    const result = await apiSend('DELETE', 'customers/1', undefined, v.unknown(), { client });
    expect(!result.ok && result.error.message).toBe('Vennligst last siden på nytt');
  });

  it('reports network failures as retryable (after one GET retry)', async () => {
    const client = createApiClient({
      fetch: mockFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch')),
    });
    const result = await apiGet('shops', v.unknown(), { client });
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', retryable: true } });
  });

  it('does not retry state-changing calls', async () => {
    const client = createApiClient({ fetch: mockFetch(new Response('', { status: 503 })) });
    const result = await apiSend('POST', 'reservations/create', {}, v.unknown(), { client });
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 503, retryable: true },
    });
  });

  it('reports answers that do not match the schema as validation errors', async () => {
    const client = createApiClient({ fetch: mockFetch(json([{ id: 'one' }])) });
    const result = await apiGet('categories', v.array(Category), { client });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', retryable: false } });
    if (!result.ok) expect(result.error.issues?.nested).toBeDefined();
  });

  it('reports a non-JSON body as a validation error', async () => {
    const client = createApiClient({ fetch: mockFetch(new Response('<html>', { status: 200 })) });
    const result = await apiGet('categories', v.unknown(), { client });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('reports a caller abort as a non-retryable network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({ fetch: mockFetch(json({})) });
    const result = await apiGet('shops', v.unknown(), { client, signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', retryable: false } });
  });

  it("logs 'CSRF token not found' once when the meta is missing", async () => {
    setCsrfMeta(null);
    vi.resetModules();
    const fresh = await import('./client');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fresh.createApiClient({ fetch: mockFetch(json(1), json(2)) });
    await fresh.apiGet('a', v.number(), { client });
    await fresh.apiGet('b', v.number(), { client });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('CSRF token not found');
    expect(calls[0]?.headers.has('X-CSRF-TOKEN')).toBe(false);
  });

  it('shares one default client', () => {
    expect(getApiClient()).toBe(getApiClient());
  });
});
