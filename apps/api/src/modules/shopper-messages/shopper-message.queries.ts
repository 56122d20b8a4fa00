import { and, asc, eq } from 'drizzle-orm';
import {
  renderShopperMessage,
  SHOPPER_MESSAGE_COPY,
  type ShopperMessageChannel,
  type ShopperMessageEvent,
  type ShopperMessageLanguage,
  type ShopperMessageStatus,
} from '@pataka/domain/shopper-messages';
import { whatsappLink } from '@pataka/domain/whatsapp';
import { shopperMessages } from '../../db/schema/shopper-messages.ts';
import type { Db } from '../../db/types.ts';

type Row = typeof shopperMessages.$inferSelect;

/** Messages of one enquiry, oldest first (the order the shopper got them). */
export async function listOrderMessages(db: Db, tenantId: string, orderId: string): Promise<Row[]> {
  return db
    .select()
    .from(shopperMessages)
    .where(and(eq(shopperMessages.tenantId, tenantId), eq(shopperMessages.orderId, orderId)))
    .orderBy(asc(shopperMessages.createdAt), asc(shopperMessages.channel));
}

export async function findOrderMessage(db: Db, tenantId: string, orderId: string, id: string) {
  const [row] = await db
    .select()
    .from(shopperMessages)
    .where(
      and(
        eq(shopperMessages.tenantId, tenantId),
        eq(shopperMessages.orderId, orderId),
        eq(shopperMessages.id, id),
      ),
    );
  return row ?? null;
}

/**
 * What staff see of a message. A WhatsApp message that did not go (not set up, no template, failed)
 * carries a wa.me link with the same words, for staff to send by hand; none for a shopper who opted out.
 */
export function toMessageDto(row: Row) {
  const event = row.event as ShopperMessageEvent;
  const channel = row.channel as ShopperMessageChannel;
  const status = row.status as ShopperMessageStatus;
  const text = renderShopperMessage(event, row.language as ShopperMessageLanguage, row.params);
  const byHand =
    channel === 'whatsapp' &&
    !!row.phone &&
    (status === 'failed' || (status === 'skipped' && row.lastError !== SHOPPER_MESSAGE_COPY.optedOut));
  return {
    id: row.id,
    event,
    eventLabel: SHOPPER_MESSAGE_COPY.eventLabels[event],
    channel,
    status,
    statusLabel: SHOPPER_MESSAGE_COPY.statusLabels[status],
    language: row.language as ShopperMessageLanguage,
    text,
    error: row.lastError,
    attempts: row.attempts,
    template: row.template,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    whatsappLink: byHand ? whatsappLink(row.phone, text) : null,
  };
}
export type ShopperMessageDto = ReturnType<typeof toMessageDto>;
