/**
 * Test helpers (not used by the server): the simulator on 127.0.0.1 with a random port, an
 * adapter pointed at it, a webhook receiver that verifies like our webhook route will, a
 * browser-like landing form submit, and polling for a condition.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createVippsClient,
  type VippsClient,
  type VippsConfig,
} from '../../modules/payments/providers/vipps';
import {
  verifyVippsWebhook,
  type VippsWebhookVerification,
} from '../../modules/payments/providers/vipps-hmac';
import {
  createVippsSimulatorState,
  vippsSimulator,
  type VippsSimulatorOptions,
  type VippsSimulatorState,
} from './index';

export const SIM_CREDENTIALS = {
  clientId: 'sim-client-id',
  clientSecret: 'sim-client-secret-do-not-log',
  subscriptionKey: 'sim-subscription-key',
  merchantSerialNumber: '123456',
} as const;

/** Deliberately not the listening address: redirectUrl must come from publicUrl verbatim. */
export const SIM_PUBLIC_URL = 'http://shop.test/sim/vipps';
export const SIM_PREFIX = '/sim/vipps';

export interface RunningSimulator {
  app: FastifyInstance;
  state: VippsSimulatorState;
  /** `http://127.0.0.1:<port>/sim/vipps`. */
  baseUrl: string;
  client(config?: Partial<VippsConfig>): VippsClient;
  /** A redirectUrl (on publicUrl) rewritten to the listening server. */
  local(redirectUrl: string): string;
  /** A fresh access token, for raw HTTP calls. */
  token(): Promise<string>;
  /** The headers of §2.3 with a fresh token. */
  apiHeaders(extra?: Record<string, string>): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startVippsSimulator(
  options: Partial<VippsSimulatorOptions> = {},
): Promise<RunningSimulator> {
  const state = options.state ?? createVippsSimulatorState();
  const app = Fastify({ logger: false });
  await app.register(vippsSimulator, {
    prefix: SIM_PREFIX,
    ...SIM_CREDENTIALS,
    publicUrl: SIM_PUBLIC_URL,
    ...options,
    state,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}${SIM_PREFIX}`;

  async function token(): Promise<string> {
    const response = await fetch(`${baseUrl}/accesstoken/get`, {
      method: 'POST',
      headers: {
        client_id: SIM_CREDENTIALS.clientId,
        client_secret: SIM_CREDENTIALS.clientSecret,
        'Ocp-Apim-Subscription-Key': SIM_CREDENTIALS.subscriptionKey,
        'Merchant-Serial-Number': SIM_CREDENTIALS.merchantSerialNumber,
      },
    });
    const body = (await response.json()) as { access_token: string };
    return body.access_token;
  }

  return {
    app,
    state,
    baseUrl,
    client: (config = {}) => createVippsClient({ ...SIM_CREDENTIALS, baseUrl, ...config }),
    local: (redirectUrl) => {
      if (!redirectUrl.startsWith(SIM_PUBLIC_URL)) throw new Error(`not ours: ${redirectUrl}`);
      return baseUrl + redirectUrl.slice(SIM_PUBLIC_URL.length);
    },
    token,
    apiHeaders: async (extra = {}) => ({
      Authorization: `Bearer ${await token()}`,
      'Ocp-Apim-Subscription-Key': SIM_CREDENTIALS.subscriptionKey,
      'Merchant-Serial-Number': SIM_CREDENTIALS.merchantSerialNumber,
      'Content-Type': 'application/json',
      ...extra,
    }),
    close: () => app.close(),
  };
}

export interface WebhookPayload {
  msn: string;
  reference: string;
  pspReference: string;
  name: string;
  amount: { currency: string; value: number };
  timestamp: string;
  idempotencyKey: string | null;
  success: boolean;
}

export interface ReceivedWebhook {
  rawBody: string;
  payload: WebhookPayload;
  headers: Record<string, string | string[] | undefined>;
  verification: VippsWebhookVerification;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  /** The URL to register (with a query, so pathAndQuery is exercised). */
  url: string;
  /** Set from the registration's answer; used to verify. */
  secret: string;
  received: ReceivedWebhook[];
  /** Payloads answered 2xx, in arrival order. */
  accepted(reference?: string): WebhookPayload[];
  /** The next `count` valid deliveries matching `match` are answered `status` (default 500). */
  failNext(count: number, match?: (payload: WebhookPayload) => boolean, status?: number): void;
  close(): Promise<void>;
}

/**
 * A second app standing in for our webhook route: verifies the HMAC over the raw bytes against
 * the registered URL, answers 401 to a bad signature and can be told to fail.
 */
export async function startWebhookReceiver(now: () => Date): Promise<WebhookReceiver> {
  const app = Fastify({ logger: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const failures: { match: (payload: WebhookPayload) => boolean; status: number }[] = [];
  const received: ReceivedWebhook[] = [];

  const receiver: WebhookReceiver = {
    url: '',
    secret: '',
    received,
    accepted: (reference) =>
      received
        .filter((r) => r.status >= 200 && r.status < 300)
        .map((r) => r.payload)
        .filter((p) => reference === undefined || p.reference === reference),
    failNext: (count, match = () => true, status = 500) => {
      for (let i = 0; i < count; i++) failures.push({ match, status });
    },
    close: () => app.close(),
  };

  app.post('/hooks/vipps', async (request, reply) => {
    const rawBody = request.body as Buffer;
    const url = new URL(receiver.url);
    const verification = verifyVippsWebhook({
      rawBody,
      pathAndQuery: url.pathname + url.search,
      host: url.host,
      headers: request.headers,
      secret: receiver.secret,
      now: now(),
    });
    const payload = JSON.parse(rawBody.toString('utf8')) as WebhookPayload;
    let status = verification.ok ? 200 : 401;
    const failure = failures.findIndex((f) => f.match(payload));
    if (verification.ok && failure >= 0) {
      status = failures[failure]?.status ?? 500;
      failures.splice(failure, 1);
    }
    received.push({
      rawBody: rawBody.toString('utf8'),
      payload,
      headers: request.headers,
      verification,
      status,
    });
    return reply.code(status).send();
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  receiver.url = `http://127.0.0.1:${address.port}/hooks/vipps?source=vipps-sim`;
  return receiver;
}

type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

/** Polls until `check` returns something truthy; never a fixed sleep. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what = 'condition',
  timeoutMs = 10_000,
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface LandingForm {
  action: string;
  fields: Record<string, string>;
  /** Button label → its name/value, as a browser would submit it. */
  buttons: Map<string, { name: string; value: string }>;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Reads the landing page's form the way a browser would see it. */
export function readLandingForm(html: string, pageUrl: string): LandingForm {
  const formTag = /<form\b[^>]*>/.exec(html)?.[0];
  if (!formTag) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const input of html.match(/<input\b[^>]*>/g) ?? []) {
    const name = attribute(input, 'name');
    if (name && attribute(input, 'type') === 'hidden')
      fields[name] = attribute(input, 'value') ?? '';
  }
  const buttons = new Map<string, { name: string; value: string }>();
  for (const [, tag = '', label = ''] of html.matchAll(/(<button\b[^>]*>)([^<]*)<\/button>/g)) {
    buttons.set(label.trim(), {
      name: attribute(tag, 'name') ?? '',
      value: attribute(tag, 'value') ?? '',
    });
  }
  return {
    action: new URL(attribute(formTag, 'action') ?? '', pageUrl).toString(),
    fields,
    buttons,
  };
}

/** Submits the form with the named button; redirects are returned, not followed. */
export async function submitLandingForm(form: LandingForm, label: string): Promise<Response> {
  const button = form.buttons.get(label);
  if (!button) throw new Error(`no button "${label}"`);
  const body = new URLSearchParams({ ...form.fields, [button.name]: button.value });
  return fetch(form.action, { method: 'POST', body, redirect: 'manual' });
}
