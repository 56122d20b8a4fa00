import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { orderNotes, orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

const noteColumns = {
  id: orderNotes.id,
  orderId: orderNotes.orderId,
  body: orderNotes.body,
  authorId: orderNotes.authorId,
  authorName: orderNotes.authorName,
  createdAt: orderNotes.createdAt,
};

export type NoteRow = Awaited<ReturnType<typeof listOrderNotes>>[number];

export const toNoteDto = (n: NoteRow) => ({ ...n, createdAt: n.createdAt.toISOString() });

export async function findOrderRef(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  return row ?? null;
}

/** An enquiry's internal notes, newest first. */
export function listOrderNotes(db: Db, tenantId: string, orderId: string) {
  return db
    .select(noteColumns)
    .from(orderNotes)
    .where(and(eq(orderNotes.tenantId, tenantId), eq(orderNotes.orderId, orderId)))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}

export async function insertOrderNote(
  db: Db,
  tenantId: string,
  note: { orderId: string; body: string; authorId: string; authorName: string },
): Promise<NoteRow> {
  const [row] = await db
    .insert(orderNotes)
    .values({ tenantId, id: randomUUID(), ...note })
    .returning(noteColumns);
  return row!;
}
