/**
 * Shared set-up of the account tests: a seeded database per dialect, the app with a movable
 * clock and a staff token, and helpers that read links and codes from the outbox (the way a
 * shopper reads their mail).
 *
 *   const shop = await startAccountsApp(dialect);
 *   const agent = await shop.register({ email: 'x@example.no' });
 *   const mail = await shop.lastMail('x@example.no');
 *   shop.advance(61 * 60_000);   // let a token expire
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { emailOutbox } from '../../src/db/schema';
import { createTestApp, sessionAgent, type SessionAgent } from '../helpers/test-app';
import { createTestDb, TEST_NOW, type TestDb } from '../helpers/test-db';
import type { Dialect } from '../../src/db/client';

export const STAFF_TOKEN = 'personale-token-for-tester-0123456789';
export const PUBLIC_URL = 'https://butikk.example.no';
export const PASSWORD = 'Hemmelig123!';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface AccountsApp {
  t: TestDb;
  app: FastifyInstance;
  /** The app's business clock. */
  now(): Date;
  advance(ms: number): void;
  resetClock(): void;
  /** A fresh guest session (cookie + CSRF token). */
  guest(): Promise<SessionAgent>;
  /** Registers a new customer (unique e-mail and phone unless given) and stays logged in. */
  register(overrides?: Record<string, unknown>): Promise<RegisteredCustomer>;
  login(username: string, password?: string): Promise<SessionAgent>;
  /** Newest outbox rows to `to`, newest first (optionally of one kind). */
  mailTo(to: string, kind?: string): Promise<OutboxRow[]>;
  lastMail(to: string, kind?: string): Promise<OutboxRow>;
  close(): Promise<void>;
}

export interface RegisteredCustomer {
  agent: SessionAgent;
  id: number;
  authId: string;
  email: string;
  phone: string;
  response: LightMyRequestResponse;
}

let serial = 0;
/** E-mail and phone nobody in the seed or another test has ('9' + 7 digits is a mobile). */
export function uniqueContact(prefix = 'kunde') {
  serial += 1;
  const n = (process.pid % 1000) * 1000 + serial;
  return {
    email: `${prefix}.${n}@example.no`,
    phone: `9${String(1_000_000 + n).slice(-7)}`,
  };
}

/** A client address no other request in this process used (10.x.y.z). */
export function nextAddress(): string {
  serial += 1;
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  const contact = uniqueContact();
  return {
    firstname: 'Test',
    surname: 'Testesen',
    email: contact.email,
    phone: contact.phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms_conditions: 1,
    ...overrides,
  };
}

export async function startAccountsApp(
  dialect: Dialect,
  options: Partial<BuildAppOptions> & { env?: Record<string, string> } = {},
): Promise<AccountsApp> {
  const t = await createTestDb({ dialect, seed: { articles: 30 } });
  let clock = TEST_NOW;
  const { env, ...rest } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    PUBLIC_URL,
    STAFF_API_TOKEN: STAFF_TOKEN,
    ...env,
  });
  const app = await createTestApp(t.db, { config, now: () => clock, ...rest });

  const mailTo = (to: string, kind?: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), kind ? eq(emailOutbox.kind, kind) : undefined))
      .orderBy(desc(emailOutbox.id));

  const shop: AccountsApp = {
    t,
    app,
    now: () => clock,
    advance(ms) {
      clock = new Date(clock.getTime() + ms);
    },
    resetClock() {
      clock = TEST_NOW;
    },
    guest: () => sessionAgent(app),
    async register(overrides = {}) {
      const agent = await sessionAgent(app);
      const body = registration(overrides);
      const response = await agent.inject({
        method: 'POST',
        url: '/api/v1/customers/register',
        payload: body,
        // Each from its own address: the registration limit is not what these tests are about.
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const customer = response.json() as { id: number; auth_id: string; phone: string };
      return {
        agent,
        id: customer.id,
        authId: customer.auth_id,
        email: String(body.email).toLowerCase(),
        phone: customer.phone,
        response,
      };
    },
    async login(username, password = PASSWORD) {
      const agent = await sessionAgent(app);
      const res = await agent.inject({
        method: 'POST',
        url: '/api/v1/customers/login',
        payload: { username, password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return agent;
    },
    mailTo,
    async lastMail(to, kind) {
      const [row] = await mailTo(to, kind);
      if (!row) throw new Error(`no ${kind ?? ''} mail to ${to} in the outbox`);
      return row;
    },
    async close() {
      await app.close();
      await t.close();
    },
  };
  return shop;
}

/** The first https link in a mail. */
export function linkIn(mail: OutboxRow): URL {
  const match = /https?:\/\/\S+/.exec(mail.bodyText);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return new URL(match[0]);
}

/** The six-digit code in a mail or SMS. */
export function codeIn(mail: OutboxRow): string {
  const match = /\b(\d{6})\b/.exec(mail.bodyText);
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const messageOf = (res: LightMyRequestResponse) =>
  (res.json() as { message: string }).message;
