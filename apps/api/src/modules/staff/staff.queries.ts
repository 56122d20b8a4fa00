import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_MESSAGES } from '@pataka/domain/staff';
import { adminUsers, sessions } from '../../db/schema/customers.ts';
import { staffInvites } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

export const staffColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
  createdAt: adminUsers.createdAt,
};

// Emails are compared case-insensitively: people type them either way.
const sameEmail = (email: string) => sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`;

export function listStaff(db: Db, tenantId: string) {
  return db
    .select(staffColumns)
    .from(adminUsers)
    .where(eq(adminUsers.tenantId, tenantId))
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
}

export function listPendingInvites(db: Db, tenantId: string, now: Date) {
  return db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      name: staffInvites.name,
      role: staffInvites.role,
      expiresAt: staffInvites.expiresAt,
      createdAt: staffInvites.createdAt,
    })
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.tenantId, tenantId),
        isNull(staffInvites.acceptedAt),
        gt(staffInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvites.createdAt));
}

/** One staff member, locked for the rest of the transaction; null when absent. */
export async function lockStaffMember(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select(staffColumns)
    .from(adminUsers)
    .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, id)))
    .for('update');
  return row ?? null;
}

export async function emailInUse(db: Db, tenantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.tenantId, tenantId), sameEmail(email)));
  return Boolean(row);
}

/**
 * Locks the shop's active owner rows, in id order. A change that may demote or disable an owner takes
 * this lock before it locks its own target row: two owners demoting each other at once then queue on the
 * same first row, instead of each holding one target and waiting for the other's (a deadlock PostgreSQL
 * breaks after a second by failing one of them, a 500).
 */
export async function lockActiveOwners(db: Db, tenantId: string) {
  return db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)),
    )
    .orderBy(asc(adminUsers.id))
    .for('update');
}

/**
 * Refuses (409) when `leavingId` is the last of `owners`, the shop's active owners as lockActiveOwners
 * returned them in the same transaction (locked, so the second of two owners demoting each other is refused).
 */
export function assertAnotherOwnerRemains(owners: Array<{ id: string }>, leavingId: string) {
  if (!owners.some((o) => o.id !== leavingId)) throw new AppError('conflict', STAFF_MESSAGES.lastOwner);
}

/** Ends every live session of a staff member (disabled accounts sign out everywhere). */
export async function revokeStaffSessions(db: Db, tenantId: string, adminUserId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.tenantId, tenantId), eq(sessions.adminUserId, adminUserId), isNull(sessions.revokedAt)),
    );
}

/** A new invite replaces any earlier unused one for the same email. */
export async function dropPendingInvites(db: Db, tenantId: string, email: string) {
  await db
    .delete(staffInvites)
    .where(
      and(
        eq(staffInvites.tenantId, tenantId),
        sql`lower(${staffInvites.email}) = ${email.toLowerCase()}`,
        isNull(staffInvites.acceptedAt),
      ),
    );
}

/** The unused, unexpired invite with this token hash, locked so it is accepted once. */
export async function lockLiveInvite(db: Db, tenantId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      name: staffInvites.name,
      role: staffInvites.role,
    })
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.tenantId, tenantId),
        eq(staffInvites.tokenHash, tokenHash),
        isNull(staffInvites.acceptedAt),
        gt(staffInvites.expiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}
