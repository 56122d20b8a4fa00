import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { errorSchema } from '../../lib/envelope.ts';
import { findStaffMember, type StaffMember } from '../staff-orders/staff-member.ts';

/** The error replies every staff route documents. */
export const staffErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export const IdParams = z.object({
  id: z.string().trim().min(1, 'id is required').max(100, 'id must be at most 100 characters'),
});

export const PageQuery = z.object({
  search: z.string({ error: 'search must be given once' }).trim().max(100).optional(),
  page: z.coerce.number({ error: 'page must be a whole number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int().min(1).max(100).default(20),
});

/** `%term%` for ILIKE with the term's own % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True for PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * A staff write (decision 040): who is writing, one transaction for the change and its audit entry,
 * then the tenant's public caches dropped so the next storefront read shows the change.
 */
export async function staffWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: (tx: Db, staff: StaffMember, tenantId: string) => Promise<T>,
  opts: { publicChange?: boolean } = {},
): Promise<T> {
  const tenantId = request.tenant.id;
  const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
  const result = await app.db.transaction((tx) => write(tx, staff, tenantId));
  if (opts.publicChange !== false) app.publicCache.invalidate(tenantId);
  return result;
}

/** Only the keys whose values differ, for a short audit before/after. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}
