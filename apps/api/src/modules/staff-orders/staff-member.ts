import { and, eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';

export type StaffMember = { id: string; name: string; email: string };

/** The signed-in staff member, for "who made this change" in status history and reviews. */
export async function findStaffMember(db: Db, tenantId: string, adminUserId: string): Promise<StaffMember> {
  const [row] = await db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, adminUserId)));
  return row ?? { id: adminUserId, name: 'Staff', email: '' };
}
