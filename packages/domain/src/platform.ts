// The operator console (issue 29, decision 152): the people who run a deployment of many shops. Shared by
// the API (validation, refusals) and the console at /platform (forms).
import { z } from 'zod';
import { SHOP_STATUSES } from './shop-lifecycle.ts';
import { TotpCodeSchema } from './two-step.ts';
import { EmailSchema } from './validation.ts';

/** An operator's token lasts a working day: they hold the keys to every shop. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A support session reads one shop's data this long, then stops by itself. */
export const SUPPORT_SESSION_TTL_MS = 30 * 60 * 1000;

export const PLATFORM_MESSAGES = {
  operatorRequired: 'Operator sign-in required',
  invalidCredentials: 'Invalid email or password',
  disabled: 'This operator account is disabled',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  enrolFirst: 'Set up two-step sign-in to continue',
  challengeExpired: 'This sign-in has expired. Enter your email and password again.',
  wrongCode: 'That code is not right. Check the time on your phone and enter the newest code.',
  alreadyEnrolled: 'Two-step sign-in is already on for your account',
  noPendingSetup: 'Start the set-up again: the code was not asked for yet',
  shopNotFound: 'Shop not found',
  supportReadOnly: 'A support session can only read this shop’s data',
  reasonRequired: 'Give a reason (at least 5 characters): the shop’s owner reads it in their audit log',
} as const;

export const OperatorSignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const OperatorCodeSchema = z.object({
  challenge: z.string().min(10).max(200),
  code: TotpCodeSchema,
});

export const ReasonSchema = z
  .string({ error: PLATFORM_MESSAGES.reasonRequired })
  .trim()
  .min(5, PLATFORM_MESSAGES.reasonRequired)
  .max(500, 'The reason is too long (at most 500 characters)');

export const CreateShopSchema = z.object({
  id: z
    .string({ error: 'Shop id is required' })
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,62}$/,
      'The shop id must be lower-case letters, digits and hyphens, e.g. kaveri',
    ),
  name: z
    .string({ error: 'Shop name is required' })
    .trim()
    .min(2, 'The shop name must be 2 to 100 characters')
    .max(100),
  ownerEmail: EmailSchema,
  ownerName: z.string().trim().min(2).max(80).optional(),
});
export type CreateShop = z.infer<typeof CreateShopSchema>;

export const ChangeStatusSchema = z.object({
  status: z.enum(SHOP_STATUSES, { error: 'Status must be active, paused, suspended or closed' }),
  reason: ReasonSchema,
});

export const AddDomainSchema = z.object({
  host: z.string({ error: 'Domain is required' }).trim().min(3, 'Give a domain like kaveri.in').max(253),
});

export const SupportSessionSchema = z.object({ reason: ReasonSchema });
