import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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

/** A key is remembered this long: a client retries within seconds or minutes, never days later. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const expired = sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`)}`;

/**
 * Claims the key inside the enquiry's transaction, naming the order it will create. The upsert waits for a
 * concurrent holder of the same key to commit or roll back, so two racing requests never both create an
 * order: the loser sees the committed row and replays it (same body) or is refused with 422 (different
 * body). A refused enquiry rolls back, so its key can be used again. A key older than 24 h counts as
 * unused: the upsert takes it over in the same statement (a racing twin then sees the fresh row).
 */
export async function claimIdempotencyKey(
  tx: Db,
  scope: { tenantId: string; customerId: string; key: string },
  hash: string,
  orderId: string,
): Promise<IdempotencyClaim> {
  await pruneNowAndThen(tx);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash: hash, orderId })
    .onConflictDoUpdate({
      target: [idempotencyKeys.tenantId, idempotencyKeys.customerId, idempotencyKeys.key],
      set: { requestHash: hash, orderId, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) return { kind: 'new' };
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

/** Rows deleted per pruning, so one pass never holds an enquiry up for long. */
const PRUNE_BATCH = 500;
const PRUNE_EVERY_MS = 60 * 60_000;
let lastPrune = 0;

/**
 * Deletes up to PRUNE_BATCH expired keys of every shop. SKIP LOCKED: rows another instance is pruning,
 * or a twin request is taking over, are left alone, so pruning never waits and never deadlocks; the
 * outer test of the age skips a row taken over meanwhile. Returns how many rows went.
 */
export async function pruneExpiredIdempotencyKeys(db: Db, batch = PRUNE_BATCH): Promise<number> {
  const t = idempotencyKeys;
  const deleted = await db
    .delete(t)
    .where(
      and(
        expired,
        sql`(${t.tenantId}, ${t.customerId}, ${t.key}) in (
          select ${t.tenantId}, ${t.customerId}, ${t.key} from ${t}
          where ${expired} limit ${batch} for update skip locked)`,
      ),
    )
    .returning({ key: t.key });
  return deleted.length;
}

/**
 * At most once an hour per process, inside an enquiry's transaction (PGlite runs one statement at a
 * time, so a separate one would wait for it): no scheduler or extra process needed, and the table
 * holds about a day of keys. A rolled-back enquiry rolls its pruning back too; the next hour retries.
 */
async function pruneNowAndThen(tx: Db) {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  await pruneExpiredIdempotencyKeys(tx);
}
