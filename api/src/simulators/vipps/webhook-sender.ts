/**
 * Posts each payment event to every registration subscribed to its type, signed as Vipps
 * signs (external-apis.md §2.6). One queue per (registration, payment): a later event waits
 * until the earlier one got a 2xx; a non-2xx or network failure is retried after 200 ms × 2^n
 * (capped at 5 s) and given up after 8 attempts. Real time drives the retries; the signed
 * `x-ms-date` is simulated time, so a receiver verifies with the simulator's clock.
 */
import type { FetchLike } from '../../modules/payments/providers/types';
import { signVippsWebhook } from '../../modules/payments/providers/vipps-hmac';
import type { SimPaymentEvent, SimWebhook, VippsSimulatorState } from './state';
import { eventTypeOf, webhookPayload } from './webhook-events';

export interface WebhookSenderOptions {
  state: VippsSimulatorState;
  fetch: FetchLike;
  msn: string;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
}

interface Job {
  webhookId: string;
  eventType: string;
  event: SimPaymentEvent;
  body: string;
  attempts: number;
  duplicate: boolean;
}

/** Flips one character of the signature: well-formed header, wrong value. */
function corrupt(authorization: string): string {
  const at = authorization.indexOf('Signature=') + 'Signature='.length;
  const first = authorization.charAt(at);
  return `${authorization.slice(0, at)}${first === 'A' ? 'B' : 'A'}${authorization.slice(at + 1)}`;
}

export class WebhookSender {
  private readonly queues = new Map<string, Job[]>();
  private readonly pumps = new Set<Promise<void>>();
  private readonly sleepers = new Map<NodeJS.Timeout, () => void>();
  private readonly inFlight = new Set<AbortController>();
  private readonly unsubscribe: () => void;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly timeoutMs: number;
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseDelayMs = options.baseDelayMs ?? 200;
    this.maxDelayMs = options.maxDelayMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.unsubscribe = options.state.subscribe((event) => this.enqueue(event));
  }

  /** Stops every queue: pending retries are dropped, requests in flight aborted. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    for (const [timer, wake] of this.sleepers) {
      clearTimeout(timer);
      wake();
    }
    this.sleepers.clear();
    for (const controller of this.inFlight) controller.abort();
    await Promise.allSettled([...this.pumps]);
  }

  private enqueue(event: SimPaymentEvent): void {
    if (this.closed) return;
    const eventType = eventTypeOf(event.name);
    const body = JSON.stringify(webhookPayload(this.options.msn, event));
    for (const hook of this.options.state.webhooks.values()) {
      if (!hook.events.includes(eventType)) continue;
      const job: Job = {
        webhookId: hook.id,
        eventType,
        event,
        body,
        attempts: 0,
        duplicate: false,
      };
      const key = `${hook.id} ${event.reference}`;
      const queue = this.queues.get(key);
      if (queue) {
        queue.push(job); // its pump is running and will get to it in order
        continue;
      }
      this.queues.set(key, [job]);
      const pump = this.pump(key).finally(() => this.pumps.delete(pump));
      this.pumps.add(pump);
    }
  }

  private async pump(key: string): Promise<void> {
    const queue = this.queues.get(key) ?? [];
    while (!this.closed && queue.length > 0) {
      const job = queue[0] as Job;
      const hook = this.options.state.webhooks.get(job.webhookId);
      if (!hook) {
        queue.shift(); // registration deleted meanwhile
        continue;
      }
      const ok = await this.deliver(hook, job);
      if (this.closed) break;
      if (ok) {
        queue.shift();
        if (!job.duplicate && this.options.state.takeDuplicate()) {
          queue.unshift({ ...job, attempts: 0, duplicate: true });
        }
      } else if (job.attempts >= this.maxAttempts) {
        queue.shift();
      } else {
        const delay = Math.min(this.baseDelayMs * 2 ** (job.attempts - 1), this.maxDelayMs);
        await this.sleep(delay);
      }
    }
    this.queues.delete(key);
  }

  private async deliver(hook: SimWebhook, job: Job): Promise<boolean> {
    const { state } = this.options;
    job.attempts++;
    const url = new URL(hook.url);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...signVippsWebhook({
        secret: hook.secret,
        pathAndQuery: url.pathname + url.search,
        host: url.host,
        date: state.now().toUTCString(),
        rawBody: job.body,
      }),
    };
    const signatureCorrupted = state.takeCorruption();
    if (signatureCorrupted) headers.authorization = corrupt(headers.authorization ?? '');

    const controller = new AbortController();
    this.inFlight.add(controller);
    let status = 0;
    try {
      const response = await this.options.fetch(hook.url, {
        method: 'POST',
        headers,
        body: job.body,
        // A redirecting webhook URL is a failure at Vipps too.
        redirect: 'manual',
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = 0;
    } finally {
      this.inFlight.delete(controller);
    }
    const ok = status >= 200 && status < 300;
    state.deliveries.push({
      webhookId: hook.id,
      url: hook.url,
      eventType: job.eventType,
      reference: job.event.reference,
      eventName: job.event.name,
      attempt: job.attempts,
      status,
      ok,
      signatureCorrupted,
      duplicate: job.duplicate,
      gaveUp: !ok && job.attempts >= this.maxAttempts,
      body: job.body,
      headers,
      at: state.now(),
    });
    return ok;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleepers.delete(timer);
        resolve();
      }, ms);
      this.sleepers.set(timer, resolve);
    });
  }
}
