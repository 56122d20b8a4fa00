import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { idempotencyKeys } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

/** JSON with object keys sorted at every level, so { a, b } and { b, a } hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export type IdempotencyClaim = { kind: 'new' } | { kind: 'replay'; orderId: string };

/**
 * Claims the key inside the enquiry's transaction, naming the order it will create. ON CONFLICT DO NOTHING
 * waits for a concurrent holder of the same key to commit or roll back, so two racing requests never
 * both create an order: the loser sees the committed row and replays it (same body) or is refused with
 * 422 (different body). A refused enquiry rolls back, so its key can be used again.
 */
export async function claimIdempotencyKey(
  tx: Db,
  scope: { tenantId: string; customerId: string; key: string },
  hash: string,
  orderId: string,
): Promise<IdempotencyClaim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash: hash, orderId })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'new' };
  const [existing] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, scope.tenantId),
        eq(idempotencyKeys.customerId, scope.customerId),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  if (!existing || existing.requestHash !== hash || !existing.orderId) {
    throw new AppError('unprocessable', MESSAGES.idempotencyConflict);
  }
  return { kind: 'replay', orderId: existing.orderId };
}
