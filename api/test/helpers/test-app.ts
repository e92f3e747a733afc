/**
 * A Fastify app over a test database, with the clock pinned to TEST_NOW.
 *
 *   const t = await createTestDb();
 *   const app = await createTestApp(t.db);
 *   const res = await app.inject({ method: 'GET', url: '/api/v1/categories' });
 *   const agent = await sessionAgent(app);   // cookie + CSRF token for write calls
 *   await agent.inject({ method: 'POST', url: '/api/v1/…', payload: {...} });
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { CSRF_COOKIE } from '../../src/http/csrf';
import { TEST_NOW } from './test-db';

export const testConfig = () => loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory' });

export async function createTestApp(
  db: Db,
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(), now: () => TEST_NOW, ...options });
  await app.ready();
  return app;
}

export interface SessionAgent {
  /** The `Cookie` header the agent sends (CSRF cookie, and `sid` once it has a session). */
  cookie: string;
  csrfToken: string;
  /** Injects with the cookies, the CSRF header and the XHR marker the client sends. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Fetches a CSRF token (GET /api/v1/csrf) and returns a client that carries its cookies. */
export async function sessionAgent(app: FastifyInstance): Promise<SessionAgent> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/csrf' });
  const jar = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    // Follow what the server sets: the CSRF cookie, session rotation at login, logout.
    for (const c of response.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    agent.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  };
  const agent: SessionAgent = {
    cookie: '',
    csrfToken: (res.json() as { token: string }).token,
    async inject(options) {
      const response = await app.inject({
        ...options,
        headers: {
          cookie: agent.cookie,
          'x-csrf-token': agent.csrfToken,
          'x-requested-with': 'XMLHttpRequest',
          ...options.headers,
        },
      });
      keep(response);
      return response;
    },
  };
  keep(res);
  if (!jar.has(CSRF_COOKIE)) throw new Error('GET /api/v1/csrf did not set the CSRF cookie');
  return agent;
}
