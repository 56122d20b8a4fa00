// The NOTIFY payload: who sent it and what. Kept small because PostgreSQL refuses a payload of 8000 bytes
// or more, and versioned so a rolling deploy's newer instances can add types the older ones skip.
import { z } from 'zod';
import { ORDER_EVENT_TYPES, type ShopEvent } from '@pataka/domain/shop-events';
import type { ClusterMessage } from './cluster-bus.ts';

/** Well under PostgreSQL's limit (8000 bytes in the default build). */
export const MAX_PAYLOAD_BYTES = 7000;

const ShopEventSchema = z.union([
  z.object({
    type: z.enum(ORDER_EVENT_TYPES),
    orderId: z.string(),
    orderNumber: z.string(),
    message: z.string(),
    at: z.string(),
    reason: z.string().optional(),
  }),
  z.object({
    type: z.literal('payee.changed'),
    audience: z.literal('owners'),
    changeId: z.string(),
    message: z.string(),
    at: z.string(),
  }),
]);

const WireSchema = z.object({
  v: z.literal(1),
  from: z.string().min(1),
  msg: z.discriminatedUnion('type', [
    z.object({ type: z.literal('cache.invalidate'), tenantId: z.string().min(1) }),
    z.object({ type: z.literal('shop.event'), tenantId: z.string().min(1), event: ShopEventSchema }),
    z.object({ type: z.literal('shops.changed'), tenantId: z.string().min(1) }),
  ]),
});

export type WireMessage = { from: string; message: ClusterMessage };

const serialise = (from: string, message: ClusterMessage) => JSON.stringify({ v: 1, from, msg: message });
const fits = (payload: string) => Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES;

/**
 * The payload for `message`, or null when it cannot be made small enough. A shop event too large (a very
 * long toast line) keeps everything the console acts on — type, order, time — with its message shortened.
 */
export function encodeClusterMessage(from: string, message: ClusterMessage): string | null {
  const whole = serialise(from, message);
  if (fits(whole)) return whole;
  if (message.type !== 'shop.event') return null;
  const chars = Array.from(message.event.message);
  const withText = (count: number) =>
    serialise(from, { ...message, event: shortened(message.event, chars, count) });
  // The longest prefix of the toast line that fits (JSON escaping makes bytes per character uneven).
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(withText(mid))) lo = mid;
    else hi = mid - 1;
  }
  const payload = withText(lo);
  return fits(payload) ? payload : null;
}

const shortened = (event: ShopEvent, chars: string[], count: number): ShopEvent => ({
  ...event,
  message: `${chars.slice(0, count).join('')}…`,
});

/** The sender and message of a payload, or null for anything this version does not understand. */
export function decodeClusterMessage(payload: string): WireMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = WireSchema.safeParse(json);
  return parsed.success ? { from: parsed.data.from, message: parsed.data.msg } : null;
}
