import { randomUUID } from 'node:crypto';
import { orderStatusHistory } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

/** Who wrote a history entry: a staff member, or the customer (whose name may be unknown). */
export type HistoryAuthor = { name: string | null; email: string | null };

export type HistoryEntry = {
  status: string;
  notes: string | null;
  by: HistoryAuthor;
  at: Date;
  attachments?: string[];
};

/**
 * Adds one entry to an order's timeline and returns the row as written. An empty email is stored as
 * null, as is a missing one.
 */
export async function appendHistory(tx: Db, tenantId: string, orderId: string, entry: HistoryEntry) {
  const row = {
    tenantId,
    id: randomUUID(),
    orderId,
    status: entry.status,
    notes: entry.notes,
    attachments: entry.attachments ?? [],
    updatedBy: entry.by.name,
    updatedByEmail: entry.by.email || null,
    createdAt: entry.at,
  };
  await tx.insert(orderStatusHistory).values(row);
  return row;
}
