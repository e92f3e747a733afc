/**
 * Test helpers: a Fastify app with the simulator listening on 127.0.0.1 (port 0), a valid
 * Norwegian session body, the widget's approval without a browser, and `waitFor` (tests wait
 * for conditions, never for fixed times). Used by the adapter's and the simulator's tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { KlarnaSessionBody } from '../../modules/payments/providers/klarna';
import { createKlarnaSimulatorState, klarnaSimulator, type KlarnaSimulatorOptions } from './index';
import type { KlarnaSimulatorState } from './state';

export const SIM_PREFIX = '/sim/klarna';
export const SIM_CREDENTIALS = { username: 'PK_TEST_bare-lave-priser', password: 'sim-secret-pw' };

export interface RunningKlarnaSimulator {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The adapter's `baseUrl`: origin + prefix. */
  baseUrl: string;
  state: KlarnaSimulatorState;
  close(): Promise<void>;
}

export async function startKlarnaSimulator(
  options: Partial<KlarnaSimulatorOptions> & {
    /** Extra routes on the same app, e.g. a receiver for the authorization callback. */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<RunningKlarnaSimulator> {
  const { routes, ...simOptions } = options;
  const state = simOptions.state ?? createKlarnaSimulatorState();
  const app = Fastify({ logger: false });
  await app.register(klarnaSimulator, {
    prefix: SIM_PREFIX,
    ...SIM_CREDENTIALS,
    ...simOptions,
    state,
  });
  routes?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    origin: address,
    baseUrl: `${address}${SIM_PREFIX}`,
    state,
    close: () => app.close(),
  };
}

/** One line of 1 299 kr (VAT 25 % inside) plus 199 kr shipping: sums that Klarna accepts. */
export function sampleSessionBody(overrides: Partial<KlarnaSessionBody> = {}): KlarnaSessionBody {
  return {
    purchase_country: 'NO',
    purchase_currency: 'NOK',
    locale: 'nb-NO',
    order_amount: 149_800,
    order_tax_amount: 29_960,
    order_lines: [
      {
        type: 'physical',
        reference: '7090012345678',
        name: 'Løpesko X',
        quantity: 1,
        unit_price: 129_900,
        tax_rate: 2500,
        total_amount: 129_900,
        total_discount_amount: 0,
        total_tax_amount: 25_980,
      },
      {
        type: 'shipping_fee',
        name: 'Frakt',
        quantity: 1,
        unit_price: 19_900,
        tax_rate: 2500,
        total_amount: 19_900,
        total_discount_amount: 0,
        total_tax_amount: 3_980,
      },
    ],
    merchant_reference1: 'BLP-1042',
    merchant_reference2: 'checkout-7',
    intent: 'buy',
    ...overrides,
  };
}

/** What the widget script does on "Godkjenn" / "Avslå", without a browser. */
export async function widgetAuthorize(
  baseUrl: string,
  clientToken: string,
  outcome: 'approve' | 'refuse' = 'approve',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/_widget/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_token: clientToken, outcome }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls until `check` returns something truthy (and returns it), or fails after the timeout. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 10, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
