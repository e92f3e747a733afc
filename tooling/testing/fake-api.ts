/**
 * The API as a remote's unit tests see it: `fetch` stubbed with routes keyed "METHOD /path"
 * (path after /api/v1, without the query). A handler returns the JSON answer or a Response
 * (a promise lets a test hold the answer back to see a pending state); prefix routes end in
 * '*'; unknown routes answer 404 like the API. Each remote keeps its own fixtures beside it.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => unknown;

/** A JSON answer with a status (for error answers); no body → an empty answer (204). */
export function answer(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: FakeRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const key = `${request.method} ${path}`;
    const handler =
      routes[key] ??
      Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (!handler) return answer(404, { message: 'Fant ikke ressursen', code: 'NOT_FOUND' });
    const result: unknown = await handler(call);
    return result instanceof Response ? result : answer(200, result);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}
