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
import { SESSION_COOKIE } from '../../src/plugins/session';
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
  cookie: string;
  csrfToken: string;
  /** Injects with the session cookie, the CSRF header and the XHR marker the client sends. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Starts a session (GET /api/v1/csrf) and returns a client that carries it. */
export async function sessionAgent(app: FastifyInstance): Promise<SessionAgent> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/csrf' });
  const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!sid) throw new Error('GET /api/v1/csrf did not set a session cookie');
  const agent: SessionAgent = {
    cookie: `${SESSION_COOKIE}=${sid.value}`,
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
      // Follow session rotation (login/logout set a new sid).
      const next = response.cookies.find((c) => c.name === SESSION_COOKIE);
      if (next?.value) agent.cookie = `${SESSION_COOKIE}=${next.value}`;
      return response;
    },
  };
  return agent;
}
