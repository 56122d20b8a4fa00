import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@pataka/domain/staff';
import { EmailSchema, nameSchema } from '@pataka/domain/validation';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { disableAdmin, insertAdmin, listAdmins, tenantExists } from './admin-users.queries.ts';

/** A refusal the CLI prints as is (bad email, unknown shop, duplicate account…). */
export class StaffAccountError extends Error {}

export const STAFF_PASSWORD_MIN = 8;

async function requireTenant(db: Db, tenant: string) {
  if (!(await tenantExists(db, tenant))) throw new StaffAccountError(`No shop "${tenant}" in this database.`);
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues[0]?.message ?? 'Invalid value');
  return parsed.data;
}

export async function createStaffAccount(
  db: Db,
  input: {
    tenant: string;
    email: string;
    password: string;
    name?: string | undefined;
    role?: string | undefined;
  },
) {
  const email = parseOrThrow(EmailSchema, input.email).toLowerCase();
  const name = input.name === undefined ? 'Staff' : parseOrThrow(nameSchema('Staff name'), input.name);
  // The CLI is the platform operator's tool, used to hand a new shop to its owner: owner by default.
  const role = (input.role ?? 'owner') as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new StaffAccountError('The role must be owner or staff.');
  if (input.password.length < STAFF_PASSWORD_MIN) {
    throw new StaffAccountError(`The password must have at least ${STAFF_PASSWORD_MIN} characters.`);
  }
  await requireTenant(db, input.tenant);
  const created = await insertAdmin(db, input.tenant, {
    email,
    name,
    passwordHash: await hashPassword(input.password),
    role,
  });
  if (!created)
    throw new StaffAccountError(`A staff account ${email} already exists in shop "${input.tenant}".`);
  return created;
}

export async function listStaffAccounts(db: Db, tenant: string) {
  await requireTenant(db, tenant);
  return listAdmins(db, tenant);
}

export async function disableStaffAccount(db: Db, input: { tenant: string; email: string }) {
  await requireTenant(db, input.tenant);
  let disabled: boolean;
  try {
    disabled = await disableAdmin(db, input.tenant, input.email.trim());
  } catch (err) {
    if (err instanceof AppError && err.kind === 'conflict') {
      throw new StaffAccountError(
        `${input.email} is the last active owner of shop "${input.tenant}": make another owner first.`,
      );
    }
    throw err;
  }
  if (!disabled) throw new StaffAccountError(`No staff account ${input.email} in shop "${input.tenant}".`);
}
