import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RESPONSE_TOO_LARGE_MESSAGE, responseSizePlugin } from './response-size';

describe('responseSizePlugin', () => {
  it('answers 422 in Norwegian instead of an answer over the limit, and lets smaller ones through', async () => {
    const app = Fastify();
    await app.register(responseSizePlugin, { maxBytes: 1_000 });
    app.get('/small', async () => ({ items: 'x'.repeat(100) }));
    app.get('/large', async () => ({ items: 'x'.repeat(5_000) }));
    const small = await app.inject({ url: '/small' });
    expect(small.statusCode).toBe(200);
    const large = await app.inject({ url: '/large' });
    expect(large.statusCode).toBe(422);
    expect(large.json()).toEqual({
      message: RESPONSE_TOO_LARGE_MESSAGE,
      code: 'RESPONSE_TOO_LARGE',
    });
    expect(large.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
