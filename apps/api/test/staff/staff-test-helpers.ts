import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { adminUsers } from '../../src/db/schema/customers.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import type { Db } from '../../src/db/types.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { createSession } from '../../src/modules/sessions/session.service.ts';

/** A staff account of the given role with a live token, straight in the database. */
export async function staffWithToken(
  db: Db,
  tenantId: string,
  fields: { role?: 'owner' | 'staff'; name?: string; email?: string; password?: string } = {},
) {
  const id = randomUUID();
  const email = fields.email ?? `${id.slice(0, 8)}@staff.test`;
  const name = fields.name ?? 'Selvi Staff';
  await db.insert(adminUsers).values({
    tenantId,
    id,
    email,
    name,
    role: fields.role ?? 'staff',
    passwordHash: await hashPassword(fields.password ?? 'not-used-here'),
  });
  return { id, email, name, token: await createSession(db, tenantId, { type: 'admin', adminUserId: id }) };
}

/** The tenant's audit entries for one action, newest first. */
export function auditEntries(db: Db, tenantId: string, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt));
}
