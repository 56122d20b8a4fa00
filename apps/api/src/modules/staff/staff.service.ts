import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  STAFF_INVITE_TTL_MS,
  STAFF_MESSAGES,
  type CreateStaff,
  type StaffRole,
  type UpdateStaff,
} from '@pataka/domain/staff';
import { adminUsers } from '../../db/schema/customers.ts';
import { staffInvites } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { insertAdmin } from '../admin/admin-users.queries.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createSession, hashToken } from '../sessions/session.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import {
  assertAnotherOwnerRemains,
  dropPendingInvites,
  emailInUse,
  lockLiveInvite,
  lockActiveOwners,
  lockStaffMember,
  revokeStaffSessions,
  staffColumns,
} from './staff.queries.ts';
import { temporaryPassword } from './temporary-password.ts';

export type StaffRow = Awaited<ReturnType<typeof lockStaffMember>> & {};

export const toStaffDto = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: (row.role === 'owner' ? 'owner' : 'staff') as StaffRole,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

const emailTaken = () => new AppError('conflict', STAFF_MESSAGES.emailTaken);

/** mode 'password': the account with a temporary password, returned once. */
export async function createStaffWithPassword(
  db: Db,
  tenantId: string,
  actor: StaffMember,
  input: CreateStaff,
) {
  const email = input.email.toLowerCase();
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const staff = await db.transaction(async (tx) => {
    if (await emailInUse(tx, tenantId, email)) throw emailTaken();
    const created = await insertAdmin(tx, tenantId, {
      email,
      name: input.name,
      passwordHash,
      role: input.role,
    });
    if (!created) throw emailTaken();
    await dropPendingInvites(tx, tenantId, email);
    const [row] = await tx
      .select(staffColumns)
      .from(adminUsers)
      .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, created.id)));
    const dto = toStaffDto(row!);
    await recordAudit(tx, tenantId, actor, {
      action: 'staff.create',
      entityType: 'staff',
      entityId: dto.id,
      summary: `Added ${dto.name} <${dto.email}> as ${dto.role}`,
      after: { email: dto.email, name: dto.name, role: dto.role, isActive: dto.isActive },
    });
    return dto;
  });
  return { staff, temporaryPassword: password };
}

/** mode 'invite': a link valid 72 h; only the token's hash is stored. */
export async function inviteStaff(db: Db, tenantId: string, actor: StaffMember, input: CreateStaff) {
  const email = input.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_INVITE_TTL_MS);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    if (await emailInUse(tx, tenantId, email)) throw emailTaken();
    await dropPendingInvites(tx, tenantId, email);
    await tx.insert(staffInvites).values({
      tenantId,
      id,
      email,
      name: input.name,
      role: input.role,
      tokenHash: hashToken(token),
      createdBy: actor.id,
      expiresAt,
    });
    await recordAudit(tx, tenantId, actor, {
      action: 'staff.invite',
      entityType: 'staff_invite',
      entityId: id,
      summary: `Invited ${input.name} <${email}> as ${input.role}`,
      after: { email, name: input.name, role: input.role, expiresAt: expiresAt.toISOString() },
    });
  });
  return {
    invite: {
      id,
      email,
      expiresAt: expiresAt.toISOString(),
      url: `/admin/accept-invite?token=${encodeURIComponent(token)}`,
    },
  };
}

/** Role, name, active: never leaving the shop without an active owner; disabling signs them out. */
export async function updateStaff(
  db: Db,
  tenantId: string,
  actor: StaffMember,
  id: string,
  change: UpdateStaff,
) {
  return db.transaction(async (tx) => {
    // Owners first, then the target (lockActiveOwners says why).
    const mayLeaveOwners =
      (change.role !== undefined && change.role !== 'owner') || change.isActive === false;
    const owners = mayLeaveOwners ? await lockActiveOwners(tx, tenantId) : [];
    const current = await lockStaffMember(tx, tenantId, id);
    if (!current) throw new AppError('not_found', STAFF_MESSAGES.staffNotFound);
    const before = toStaffDto(current);
    const after = {
      ...before,
      ...(change.role ? { role: change.role } : {}),
      ...(change.name ? { name: change.name } : {}),
      ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
    };
    const wasOwner = before.role === 'owner' && before.isActive;
    const staysOwner = after.role === 'owner' && after.isActive;
    if (wasOwner && !staysOwner) assertAnotherOwnerRemains(owners, id);
    await tx
      .update(adminUsers)
      .set({ role: after.role, name: after.name, isActive: after.isActive })
      .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, id)));
    if (before.isActive && !after.isActive) await revokeStaffSessions(tx, tenantId, id);
    const pick = (s: typeof before) => ({ name: s.name, role: s.role, isActive: s.isActive });
    await recordAudit(tx, tenantId, actor, {
      action: 'staff.update',
      entityType: 'staff',
      entityId: id,
      summary: `Updated ${after.name} <${after.email}>: ${describeChange(before, after)}`,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}

function describeChange(
  before: { name: string; role: string; isActive: boolean },
  after: { name: string; role: string; isActive: boolean },
) {
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`name ${before.name} → ${after.name}`);
  if (before.role !== after.role) parts.push(`role ${before.role} → ${after.role}`);
  if (before.isActive !== after.isActive) parts.push(after.isActive ? 'enabled' : 'disabled');
  return parts.join(', ') || 'no change';
}

/** A valid invite becomes an account (its role), is used up, and signs the new member in. */
export async function acceptInvite(db: Db, tenantId: string, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invite = await lockLiveInvite(tx, tenantId, hashToken(input.token), new Date());
    if (!invite) throw new AppError('invalid', STAFF_MESSAGES.inviteInvalid);
    const role: StaffRole = invite.role === 'owner' ? 'owner' : 'staff';
    const created = await insertAdmin(tx, tenantId, {
      email: invite.email.toLowerCase(),
      name: invite.name ?? 'Staff',
      passwordHash,
      role,
    });
    if (!created) throw emailTaken();
    await tx
      .update(staffInvites)
      .set({ acceptedAt: new Date() })
      .where(and(eq(staffInvites.tenantId, tenantId), eq(staffInvites.id, invite.id)));
    const admin = { id: created.id, email: created.email, name: created.name, role };
    await recordAudit(tx, tenantId, admin, {
      action: 'staff.accept_invite',
      entityType: 'staff',
      entityId: admin.id,
      summary: `${admin.name} <${admin.email}> accepted the invite as ${role}`,
      after: { email: admin.email, name: admin.name, role, isActive: true },
    });
    const token = await createSession(tx, tenantId, { type: 'admin', adminUserId: admin.id });
    return { token, admin };
  });
}
