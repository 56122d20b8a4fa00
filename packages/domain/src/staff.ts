// Staff roles and the console's rules for them (DESIGN.md "Staff console", "Staff API").
import { z } from 'zod';
import { EmailSchema } from './validation.ts';

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/** An invite link stays valid this long. */
export const STAFF_INVITE_TTL_MS = 72 * 60 * 60 * 1000;
export const STAFF_PASSWORD_MIN = 8;

export const STAFF_MESSAGES = {
  ownersOnly: 'Only the shop owner can manage staff',
  lastOwner: 'A shop must keep at least one active owner',
  emailTaken: 'A staff member with this email already exists',
  staffNotFound: 'Staff member not found',
  inviteInvalid: 'This invite link is invalid or has expired',
  passwordTooShort: `Password must be at least ${STAFF_PASSWORD_MIN} characters`,
} as const;

export const StaffPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(200, 'Password is too long');

export const StaffNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(50, 'Name must be under 50 characters');

/** Add a staff member: a temporary password (shown once) or, with mode 'invite', a 72-hour link. */
export const CreateStaffSchema = z.object({
  email: EmailSchema,
  name: StaffNameSchema,
  role: z.enum(STAFF_ROLES, { error: 'Role must be owner or staff' }),
  mode: z.enum(['password', 'invite']).default('password'),
});
export type CreateStaff = z.infer<typeof CreateStaffSchema>;

export const UpdateStaffSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'Role must be owner or staff' }).optional(),
  isActive: z.boolean().optional(),
  name: StaffNameSchema.optional(),
});
export type UpdateStaff = z.infer<typeof UpdateStaffSchema>;

export const AcceptInviteSchema = z.object({
  token: z.string().trim().min(10, STAFF_MESSAGES.inviteInvalid).max(200, STAFF_MESSAGES.inviteInvalid),
  password: StaffPasswordSchema,
});
