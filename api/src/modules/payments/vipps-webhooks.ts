/**
 * Our webhook registration at Vipps (external-apis §2.6): one per URL, its secret kept in
 * `provider_webhooks` so every API process verifies with it. Checked once per process against the
 * provider's own list, so a registration the provider lost (a restarted simulator, a deleted
 * hook) is made again instead of webhooks silently stopping.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerWebhooks } from '../../db/schema';
import { VIPPS_EVENTS, type VippsClient } from './providers/vipps';
import { verifyVippsWebhook } from './providers/vipps-hmac';

export interface VippsWebhooks {
  /** Makes sure our URL is registered (cheap after the first call in a process). */
  ensure(): Promise<void>;
  /** Checks a delivery's HMAC against the stored secret of our URL. */
  verify(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }): Promise<{ ok: true } | { ok: false; reason: string }>;
  readonly url: string;
}

export function createVippsWebhooks(db: Db, vipps: VippsClient, url: string): VippsWebhooks {
  let ready: Promise<void> | null = null;
  const own = and(eq(providerWebhooks.provider, 'vipps'), eq(providerWebhooks.url, url));

  async function register(): Promise<void> {
    const [stored] = await db.select().from(providerWebhooks).where(own).limit(1);
    const listed = await vipps.listWebhooks();
    if (stored && listed.some((w) => w.id === stored.webhookId)) return;
    // Ours is unknown to the provider (or was never made): replace it with a fresh one.
    for (const old of listed.filter((w) => w.url === url)) await vipps.deleteWebhook(old.id);
    const created = await vipps.registerWebhook(url, [...VIPPS_EVENTS]);
    await db
      .insert(providerWebhooks)
      .values({ provider: 'vipps', url, webhookId: created.id, secret: created.secret })
      .onConflictDoUpdate({
        target: [providerWebhooks.provider, providerWebhooks.url],
        set: { webhookId: created.id, secret: created.secret },
      });
  }

  return {
    url,
    ensure() {
      ready ??= register().catch((error: unknown) => {
        ready = null; // try again on the next payment
        throw error;
      });
      return ready;
    },
    async verify({ rawBody, headers, now }) {
      const [stored] = await db.select().from(providerWebhooks).where(own).limit(1);
      if (!stored) return { ok: false, reason: 'no webhook registered' };
      const registered = new URL(url);
      return verifyVippsWebhook({
        rawBody,
        pathAndQuery: `${registered.pathname}${registered.search}`,
        host: registered.host,
        headers,
        secret: stored.secret,
        now,
      });
    },
  };
}
