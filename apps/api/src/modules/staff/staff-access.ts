import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffRole } from '@pataka/domain/staff';
import { adminUsers } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

export type SignedInStaff = { id: string; email: string; name: string; role: StaffRole };

const members = new WeakMap<FastifyRequest, Promise<SignedInStaff>>();

/**
 * The signed-in staff member with their role: 401 without a token, 403 for a customer token. Looked up
 * once per request: an owner-only route checks it before the body is read (plugins/auth.ts), the handler
 * asks again.
 */
export function requireStaffMember(request: FastifyRequest, db: Db): Promise<SignedInStaff> {
  let pending = members.get(request);
  if (!pending) {
    pending = loadStaffMember(request, db);
    members.set(request, pending);
  }
  return pending;
}

async function loadStaffMember(request: FastifyRequest, db: Db): Promise<SignedInStaff> {
  const adminUserId = await request.requireAdmin();
  const [row] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.tenantId, request.tenant.id),
        eq(adminUsers.id, adminUserId),
        eq(adminUsers.isActive, true),
      ),
    );
  // A disabled member's sessions are revoked with the account; a row gone missing is the same case.
  if (!row) throw new AppError('forbidden', 'Staff access required');
  return { ...row, role: row.role === 'owner' ? 'owner' : 'staff' };
}

/**
 * Owners only (staff management, the audit log, bank auto-verify, the payee): any other staff member gets
 * 403 with `message` (what the refused action was).
 */
export async function requireOwner(
  request: FastifyRequest,
  db: Db,
  message: string = STAFF_MESSAGES.ownersOnly,
): Promise<SignedInStaff> {
  const member = await requireStaffMember(request, db);
  if (member.role !== 'owner') throw new AppError('forbidden', message);
  return member;
}
