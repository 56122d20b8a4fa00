import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@pataka/domain/staff';
import { adminUsers } from '../../db/schema/customers.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { assertAnotherOwnerRemains, lockActiveOwners, revokeStaffSessions } from '../staff/staff.queries.ts';

const adminColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
};

// Emails are compared case-insensitively: people type them either way.
const sameEmail = (email: string) => sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`;

export async function findAdminByEmail(db: Db, tenantId: string, email: string) {
  const [row] = await db
    .select({ ...adminColumns, passwordHash: adminUsers.passwordHash, totpSecret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(and(eq(adminUsers.tenantId, tenantId), sameEmail(email)));
  return row ?? null;
}

export function listAdmins(db: Db, tenantId: string) {
  return db
    .select({ ...adminColumns, createdAt: adminUsers.createdAt })
    .from(adminUsers)
    .where(eq(adminUsers.tenantId, tenantId))
    .orderBy(asc(adminUsers.email));
}

export async function insertAdmin(
  db: Db,
  tenantId: string,
  fields: { email: string; name: string; passwordHash: string; role: StaffRole },
) {
  const [row] = await db
    .insert(adminUsers)
    .values({ tenantId, id: randomUUID(), ...fields })
    .onConflictDoNothing()
    .returning(adminColumns);
  return row ?? null;
}

/**
 * Disables a staff member and ends every session they hold. False when there is no such email;
 * 409 (AppError 'conflict') when they are the shop's last active owner.
 */
export async function disableAdmin(db: Db, tenantId: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Owners first, then the target (lockActiveOwners says why).
    const owners = await lockActiveOwners(tx, tenantId);
    const [target] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.tenantId, tenantId), sameEmail(email)))
      .for('update');
    if (!target) return false;
    assertAnotherOwnerRemains(owners, target.id);
    await tx
      .update(adminUsers)
      .set({ isActive: false })
      .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, target.id)));
    await revokeStaffSessions(tx, tenantId, target.id);
    return true;
  });
}

export async function tenantExists(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  return Boolean(row);
}
