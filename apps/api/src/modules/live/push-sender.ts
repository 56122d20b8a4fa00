import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { ShopEvent } from '@pataka/domain/shop-events';
import { adminUsers } from '../../db/schema/customers.ts';
import { pushSubscriptions } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { pollUntil } from '../../lib/jobs/poll-until.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** What the console's service worker shows: JSON, encrypted for each subscription. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
/** Whose devices get a push: every staff member's, or only active owners' (payee changes). */
export type PushAudience = 'staff' | 'owners';

const TITLES: Partial<Record<ShopEvent['type'], string>> = {
  'order.created': 'New enquiry',
  'payment.uploaded': 'Payment proof to verify',
  reminder: 'Still waiting',
  'payee.changed': 'Payee changed',
};

/**
 * The notification for an event worth a push, or null. Reminders share one tag, so a phone shows the
 * latest reminder instead of a pile of them after the night's quiet hours.
 */
export function pushPayloadFor(event: ShopEvent): PushPayload | null {
  const title = TITLES[event.type];
  if (!title) return null;
  if (event.type === 'payee.changed') {
    // Each change its own notification: an owner must see every one, not the latest only.
    return { title, body: event.message, url: '/admin/shop#upi', tag: `payee.changed:${event.changeId}` };
  }
  return {
    title,
    body: event.message,
    url: `/admin/enquiries/${encodeURIComponent(event.orderId)}`,
    tag: event.type === 'reminder' ? 'reminder' : `${event.type}:${event.orderId}`,
  };
}

export type PushSenderOptions = {
  db: Db;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  log: FastifyBaseLogger;
  /** Where sends are queued as 'web-push' jobs (retried, once per event across instances); none: sent at once. */
  jobs?: JobQueue;
  /** Per push service request. */
  timeoutMs?: number;
};

export type SendResult = { sent: number; removed: number; failed: number };

/** Sends Web Push notifications to a shop's staff devices, off the request path. */
export class PushSender {
  private keys: Promise<VapidKeys> | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timeoutMs: number;

  constructor(private readonly options: PushSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /** Resolved once; a failure (say, before migrations ran) is retried on the next call. */
  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= resolveVapidKeys(this.options.db, this.options.vapid).catch((err: unknown) => {
      this.keys = null;
      throw err;
    });
    return this.keys;
  }

  /** Queues a 'web-push' job (without a queue: one attempt right away); never awaited by a request. */
  sendInBackground(tenantId: string, payload: PushPayload, audience: PushAudience = 'staff'): void {
    const { jobs, log } = this.options;
    const job = (
      jobs
        ? jobs.send('web-push', { tenantId, payload, audience })
        : this.sendToTenant(tenantId, payload, audience)
    )
      .catch((err: unknown) => log.warn({ err, tenantId }, 'push notification failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Waits for sends being handed to the queue (before the queue stops). */
  async whenQueued(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /**
   * Waits until the pushes queued so far are sent or given up on (tests; on the in-process queue).
   * On pg-boss it watches the shared queue, so another instance's pushes count too.
   */
  async idle(timeoutMs = 10_000): Promise<void> {
    await this.whenQueued();
    const { jobs } = this.options;
    if (!jobs) return;
    await pollUntil(
      async () => {
        const push = (await jobs.stats()).find((s) => s.name === 'web-push');
        return !push || push.queued + push.active === 0 ? true : null;
      },
      { timeoutMs, intervalMs: 25 },
    );
  }

  async sendToTenant(
    tenantId: string,
    payload: PushPayload,
    audience: PushAudience = 'staff',
  ): Promise<SendResult> {
    const { db } = this.options;
    const owners = db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)),
      );
    const subscriptions = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.tenantId, tenantId),
          audience === 'owners' ? inArray(pushSubscriptions.adminUserId, owners) : undefined,
        ),
      );
    const result: SendResult = { sent: 0, removed: 0, failed: 0 };
    if (!subscriptions.length) return result;
    const keys = await this.vapidKeys();
    const body = JSON.stringify(payload);
    await Promise.all(
      subscriptions.map(async (sub) => {
        try {
          const status = await this.post(sub, body, keys);
          if (status === 404 || status === 410) {
            // The browser unsubscribed or the subscription expired: it will never work again.
            await db
              .delete(pushSubscriptions)
              .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, sub.id)));
            result.removed++;
          } else if (status >= 200 && status < 300) {
            result.sent++;
          } else {
            throw new Error(`push service answered ${status}`);
          }
        } catch (err) {
          result.failed++;
          this.options.log.warn({ err, tenantId, subscriptionId: sub.id }, 'push notification not delivered');
        }
      }),
    );
    return result;
  }

  private async post(
    sub: { endpoint: string; p256dh: string; auth: string },
    body: string,
    keys: VapidKeys,
  ): Promise<number> {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      body,
      {
        vapidDetails: { subject: this.options.vapid.subject, ...keys },
        contentEncoding: 'aes128gcm',
        TTL: 12 * 60 * 60,
        urgency: 'high',
      },
    );
    // fetch sets the length itself (and, unlike web-push's own sender, also speaks plain http for tests).
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body && new Uint8Array(details.body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  }
}
