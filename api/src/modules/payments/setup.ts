/**
 * Builds the payment side of one app from configuration: provider clients pointed at the real
 * APIs, or at the built-in simulators mounted in this process (same paths, per-process
 * credentials), the Vipps webhook registration and the gateway the orders module uses.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SIMULATOR_PREFIX, type PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import { klarnaSimulator, type KlarnaSimulatorState } from '../../simulators/klarna';
import { WIDGET_SCRIPT_PATH } from '../../simulators/klarna';
import { vippsSimulator, type VippsSimulatorState } from '../../simulators/vipps';
import { createGateway, type Gateway } from './gateway';
import { createKlarnaClient } from './providers/klarna';
import { createVippsClient } from './providers/vipps';
import { createVippsWebhooks, type VippsWebhooks } from './vipps-webhooks';

export interface PaymentSetup {
  gateway: Gateway;
  vippsWebhooks: VippsWebhooks;
  /** Mounts the simulators this configuration needs (none for real providers). */
  registerSimulators(app: FastifyInstance): Promise<void>;
}

export interface PaymentSetupOptions {
  db: Db;
  config: PaymentsConfig;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
  /** Tests: the simulators' state, to inject faults or move their clocks. */
  simulatorState?: { klarna?: KlarnaSimulatorState; vipps?: VippsSimulatorState };
}

const secret = () => randomBytes(18).toString('base64url');

export function createPaymentSetup(options: PaymentSetupOptions): PaymentSetup {
  const { config } = options;
  const mounts: Array<(app: FastifyInstance) => Promise<void>> = [];

  let klarnaClient;
  let klarnaScriptUrl: string;
  let klarnaCallback: string;
  if (config.klarna.mode === 'remote') {
    klarnaClient = createKlarnaClient(config.klarna);
    klarnaScriptUrl = config.klarna.scriptUrl;
    klarnaCallback = config.publicUrl;
  } else {
    const credentials = { username: 'blp-sim', password: secret() };
    klarnaClient = createKlarnaClient({
      baseUrl: `${config.internalUrl}${SIMULATOR_PREFIX.klarna}`,
      ...credentials,
    });
    // Same origin as the page: works whatever host name the shopper used.
    klarnaScriptUrl = `${SIMULATOR_PREFIX.klarna}${WIDGET_SCRIPT_PATH}`;
    klarnaCallback = config.internalUrl;
    mounts.push(async (app) => {
      await app.register(klarnaSimulator, {
        prefix: SIMULATOR_PREFIX.klarna,
        ...credentials,
        ...(options.simulatorState?.klarna ? { state: options.simulatorState.klarna } : {}),
      });
    });
  }

  let vippsClient;
  let vippsCallback: string;
  if (config.vipps.mode === 'remote') {
    vippsClient = createVippsClient({
      ...config.vipps,
      systemName: 'bare-lave-priser',
      systemVersion: '0.1.0',
    });
    vippsCallback = config.publicUrl;
  } else {
    const credentials = {
      clientId: 'blp-sim',
      clientSecret: secret(),
      subscriptionKey: secret(),
      merchantSerialNumber: '123456',
    };
    vippsClient = createVippsClient({
      baseUrl: `${config.internalUrl}${SIMULATOR_PREFIX.vipps}`,
      ...credentials,
      systemName: 'bare-lave-priser',
      systemVersion: '0.1.0',
    });
    vippsCallback = config.internalUrl;
    mounts.push(async (app) => {
      await app.register(vippsSimulator, {
        prefix: SIMULATOR_PREFIX.vipps,
        ...credentials,
        publicUrl: `${config.publicUrl}${SIMULATOR_PREFIX.vipps}`,
        ...(options.simulatorState?.vipps ? { state: options.simulatorState.vipps } : {}),
      });
    });
  }

  const vippsWebhooks = createVippsWebhooks(
    options.db,
    vippsClient,
    `${vippsCallback}/api/v1/payments/vipps/webhook`,
  );
  const gateway = createGateway({
    db: options.db,
    klarna: klarnaClient,
    vipps: vippsClient,
    vippsWebhooks,
    publicUrl: config.publicUrl,
    callbackUrl: { klarna: klarnaCallback, vipps: vippsCallback },
    klarnaScriptUrl,
    now: options.now,
    log: options.log,
  });
  return {
    gateway,
    vippsWebhooks,
    async registerSimulators(app) {
      for (const mount of mounts) await mount(app);
    },
  };
}
