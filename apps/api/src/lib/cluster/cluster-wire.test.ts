import { describe, expect, it } from 'vitest';
import type { OrderEvent, ShopEvent } from '@pataka/domain/shop-events';
import { MAX_PAYLOAD_BYTES, decodeClusterMessage, encodeClusterMessage } from './cluster-wire.ts';
import type { ClusterMessage } from './cluster-bus.ts';

const event = (message: string, extra: Partial<OrderEvent> = {}): ShopEvent => ({
  type: 'order.created',
  orderId: 'o-1',
  orderNumber: 'ENQ-000123',
  message,
  at: '2025-10-20T10:00:00.000Z',
  ...extra,
});

const roundTrip = (message: ClusterMessage) => {
  const payload = encodeClusterMessage('instance-a', message);
  expect(payload).not.toBeNull();
  return { payload: payload!, decoded: decodeClusterMessage(payload!) };
};

describe('cluster wire format', () => {
  it('round-trips both message types with the sender’s id', () => {
    const invalidate: ClusterMessage = { type: 'cache.invalidate', tenantId: 'demo' };
    expect(roundTrip(invalidate).decoded).toEqual({ from: 'instance-a', message: invalidate });
    const shopEvent: ClusterMessage = {
      type: 'shop.event',
      tenantId: 'demo',
      event: event('New enquiry ENQ-000123 — ₹4,520 from Priya', {
        type: 'reminder',
        reason: 'pending_enquiry',
      }),
    };
    expect(roundTrip(shopEvent).decoded).toEqual({ from: 'instance-a', message: shopEvent });
  });

  it('shortens an over-long toast line to fit under the NOTIFY limit, keeping what the console acts on', () => {
    // Multi-byte and JSON-escaped characters: bytes per character are uneven.
    const long = 'प्रिया "quoted" \n'.repeat(800);
    const { payload, decoded } = roundTrip({ type: 'shop.event', tenantId: 'demo', event: event(long) });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(MAX_PAYLOAD_BYTES - 100);
    const got = decoded?.message;
    expect(got?.type).toBe('shop.event');
    if (got?.type !== 'shop.event') return;
    expect(got.event).toMatchObject({ type: 'order.created', orderId: 'o-1', orderNumber: 'ENQ-000123' });
    expect(got.event.message.endsWith('…')).toBe(true);
    expect(long.startsWith(got.event.message.slice(0, -1))).toBe(true);
  });

  it('refuses what cannot be made small enough', () => {
    const huge = 'x'.repeat(MAX_PAYLOAD_BYTES);
    expect(encodeClusterMessage('a', { type: 'cache.invalidate', tenantId: huge })).toBeNull();
    expect(
      encodeClusterMessage('a', {
        type: 'shop.event',
        tenantId: 'demo',
        event: event('hi', { orderId: huge }),
      }),
    ).toBeNull();
  });

  it('ignores payloads it cannot read (not JSON, another version, an unknown type)', () => {
    expect(decodeClusterMessage('not json')).toBeNull();
    expect(
      decodeClusterMessage(
        JSON.stringify({ v: 2, from: 'a', msg: { type: 'cache.invalidate', tenantId: 'demo' } }),
      ),
    ).toBeNull();
    expect(
      decodeClusterMessage(
        JSON.stringify({ v: 1, from: 'a', msg: { type: 'tenant.renamed', tenantId: 'demo' } }),
      ),
    ).toBeNull();
    expect(
      decodeClusterMessage(
        JSON.stringify({
          v: 1,
          from: 'a',
          msg: { type: 'shop.event', tenantId: 'demo', event: { type: 'order.created' } },
        }),
      ),
    ).toBeNull();
  });
});
