import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { adminUsers, customers } from '../../src/db/schema/customers.ts';
import type { Db } from '../../src/db/types.ts';
import { createSession } from '../../src/modules/sessions/session.service.ts';

let phoneCounter = 0;
/** A distinct valid Indian mobile number per call in this process. */
export const nextPhone = () =>
  `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(6, '0')}`;

/** A customer row and a live token for it, without going through OTP. */
export async function customerWithToken(
  db: Db,
  tenantId: string,
  fields: { name?: string; phone?: string } = {},
) {
  const id = randomUUID();
  const phone = fields.phone ?? nextPhone();
  await db.insert(customers).values({ tenantId, id, name: fields.name ?? 'Test Shopper', phone });
  const token = await createSession(db, tenantId, { type: 'customer', customerId: id });
  return { id, phone, token };
}

/**
 * A token for an owner of a tenant: the seeded one while it still is, else the oldest active owner. Not
 * just any active staff member: once a test has demoted someone, that one can no longer do an owner's work.
 */
export async function adminToken(db: Db, tenantId: string) {
  const [admin] = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.isActive, true), eq(adminUsers.role, 'owner')),
    )
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id))
    .limit(1);
  if (!admin) throw new Error(`no staff user seeded for ${tenantId}`);
  return { ...admin, token: await createSession(db, tenantId, { type: 'admin', adminUserId: admin.id }) };
}
