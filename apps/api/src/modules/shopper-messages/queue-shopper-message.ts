import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  SHOPPER_MESSAGE_COPY,
  shopperEventForStatus,
  shopperMessageParams,
  type ShopperMessageChannel,
  type ShopperMessageEvent,
  type ShopperMessageLanguage,
} from '@pataka/domain/shopper-messages';
import type { OrderStatus } from '@pataka/domain/order-status';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { shopperMessages } from '../../db/schema/shopper-messages.ts';
import { companySettings, tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import {
  loadMessageSettings,
  smsReady,
  whatsappSetUp,
  type MessageSettings,
} from './message-settings.queries.ts';

export type ShopperMessageRequest = {
  event: ShopperMessageEvent;
  /** Dispatch: the transport and its LR number (default: the enquiry's carrier and tracking number). */
  transportName?: string | null | undefined;
  lrNumber?: string | null | undefined;
  /**
   * Tells apart events that happen more than once on one enquiry: the dispatch service passes the
   * dispatch id, so each part of a split shipment is told once. Default '': once per enquiry.
   */
  eventKey?: string | undefined;
};

/** Why a channel's message will not go, known when the event happens; null = it goes. */
function skipReason(
  channel: ShopperMessageChannel,
  event: ShopperMessageEvent,
  settings: MessageSettings | null,
  phone: string,
  whatsappOptOut: boolean,
): string | null {
  if (!phone) return SHOPPER_MESSAGE_COPY.noPhone;
  if (channel === 'sms') {
    if (!settings?.smsEnabled || !settings.msg91AuthKey) return SHOPPER_MESSAGE_COPY.channelOff('sms');
    return smsReady(settings, event) ? null : SHOPPER_MESSAGE_COPY.noTemplate('sms');
  }
  if (!whatsappSetUp(settings)) return SHOPPER_MESSAGE_COPY.channelOff('whatsapp');
  if (whatsappOptOut) return SHOPPER_MESSAGE_COPY.optedOut;
  return settings!.whatsappTemplateNames[event] ? null : SHOPPER_MESSAGE_COPY.noTemplate('whatsapp');
}

/**
 * Records the messages that tell the shopper about an event of their enquiry, one per channel, inside
 * the caller's transaction: they exist only if the event commits, and a job sends them after (woken by
 * the event the route publishes, or the minute's sweep), so no request waits for a provider. A channel
 * that will not send (switched off, not set up, opted out, no template) is recorded as skipped with the
 * reason, which the console shows beside its wa.me link. Calling twice for the same event does nothing.
 */
export async function queueShopperMessage(
  tx: Db,
  tenantId: string,
  orderId: string,
  request: ShopperMessageRequest,
): Promise<void> {
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      contactPhone: orders.contactPhone,
      pickupLocation: orders.pickupLocation,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      customerPhone: customers.phone,
      language: customers.language,
      whatsappOptOut: customers.whatsappOptOut,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (!order) return;
  const [shop] = await tx
    .select({ tenantName: tenants.name, companyName: companySettings.companyName })
    .from(tenants)
    .leftJoin(companySettings, eq(companySettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  const settings = await loadMessageSettings(tx, tenantId);

  const digits = (order.contactPhone || order.customerPhone || '').replace(/\D/g, '');
  const phone = digits.length >= 10 ? digits.slice(-10) : '';
  const language: ShopperMessageLanguage = order.language === 'ta' ? 'ta' : 'en';
  const pickup = order.pickupLocation;
  const params = shopperMessageParams(request.event, {
    shopName: shop?.companyName || shop?.tenantName || tenantId,
    orderNumber: order.orderNumber,
    total: order.totalPaise / 100,
    transportName: request.transportName ?? order.carrier,
    lrNumber: request.lrNumber ?? order.trackingNumber,
    pickupPlace: pickup ? [pickup.name, pickup.city].filter(Boolean).join(', ') : null,
  });
  const now = new Date();
  const rows = (['sms', 'whatsapp'] as const).map((channel) => {
    const reason = skipReason(channel, request.event, settings, phone, order.whatsappOptOut);
    return {
      tenantId,
      id: randomUUID(),
      orderId,
      event: request.event,
      eventKey: request.eventKey ?? '',
      channel,
      status: reason ? 'skipped' : 'queued',
      lastError: reason,
      language,
      phone,
      params,
      createdAt: now,
      updatedAt: now,
    };
  });
  await tx.insert(shopperMessages).values(rows).onConflictDoNothing();
}

/**
 * The status service's one call: a status the shopper is told about (confirmed, shipped, ready for
 * pickup, cancelled) queues its message; the others do nothing.
 */
export async function queueShopperMessageForStatus(
  tx: Db,
  tenantId: string,
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  const event = shopperEventForStatus(status);
  if (event) await queueShopperMessage(tx, tenantId, orderId, { event });
}
