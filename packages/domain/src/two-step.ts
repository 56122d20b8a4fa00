// Two-step sign-in for staff (decision 146): TOTP codes from an authenticator app (RFC 6238), one-use
// recovery codes, the team-wide requirement and the step-up a payee change asks for. Shared by the API
// (validation, refusals) and the console (forms, prompts).
import { z } from 'zod';

/** Digits of an authenticator code (RFC 6238 default). */
export const TOTP_DIGITS = 6;
/** Recovery codes made at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** A password or code given again is good for payee changes this long. */
export const STEP_UP_TTL_MS = 5 * 60 * 1000;
/** The second step of a sign-in must follow the password within this time. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Codes tried on one sign-in challenge before it is used up. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** The error code (envelope `error.code`) of a payee change that needs the step-up first. */
export const STEP_UP_REQUIRED_CODE = 'STEP_UP_REQUIRED';

export const TWO_STEP_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeFormat: 'The code is the 6 digits your authenticator app shows, or a recovery code like 7KQ2M-9XDFA',
  wrongCode: 'That code is not right. Check the time on your phone and enter the newest code.',
  challengeExpired: 'This sign-in has expired. Enter your email and password again.',
  tooManyCodes: 'Too many wrong codes. Wait a minute, then sign in again.',
  alreadyEnrolled: 'Two-step sign-in is already on for your account',
  noPendingSetup: 'Start the set-up again: the code was not asked for yet, or the set-up expired',
  stepUpRequired:
    'Changing where shoppers pay needs your password or a fresh authenticator code (valid 5 minutes).',
  stepUpWrongPassword: 'That password is not right',
  stepUpGiveOne: 'Give your password or a code from your authenticator app',
  stepUpDone: 'Confirmed: you can change the payee for the next 5 minutes',
  requiredForTeam: 'Two-step sign-in is required for everyone on this team',
  notRequiredForTeam: 'Two-step sign-in is optional for the team',
  enrolFirst: 'Your shop requires two-step sign-in: set it up to continue',
} as const;

/** "123 456", "123456" → "123456"; recovery codes kept as typed, in upper case, without spaces. */
export const normaliseCode = (value: string) => value.replace(/[\s]/g, '').toUpperCase();

export const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
/** Recovery codes: 10 letters and digits in two groups, e.g. 7KQ2M-9XDFA. */
export const RECOVERY_CODE_PATTERN = /^[0-9A-Z]{5}-?[0-9A-Z]{5}$/;

export const TwoStepCodeSchema = z
  .string({ error: TWO_STEP_MESSAGES.codeRequired })
  .transform(normaliseCode)
  .pipe(
    z
      .string()
      .min(1, TWO_STEP_MESSAGES.codeRequired)
      .refine((v) => isTotpCode(v) || RECOVERY_CODE_PATTERN.test(v), TWO_STEP_MESSAGES.codeFormat),
  );

/** An authenticator code only (enrolment, where recovery codes do not exist yet). */
export const TotpCodeSchema = z
  .string({ error: TWO_STEP_MESSAGES.codeRequired })
  .transform(normaliseCode)
  .pipe(z.string().refine(isTotpCode, 'Enter the 6-digit code from your authenticator app'));

export const ChallengeSchema = z
  .string({ error: TWO_STEP_MESSAGES.challengeExpired })
  .trim()
  .min(20, TWO_STEP_MESSAGES.challengeExpired)
  .max(200, TWO_STEP_MESSAGES.challengeExpired);

/** Step-up: the password, or a code (authenticator or recovery). */
export const StepUpSchema = z
  .object({
    password: z.string().min(1).max(200, 'Password is too long').optional(),
    code: TwoStepCodeSchema.optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.code === undefined), TWO_STEP_MESSAGES.stepUpGiveOne);

/** What POST /admin/auth/login answers when the password alone does not sign in. */
export type SignInChallenge = {
  /** 'totp': send a code with the challenge; 'enrol': set up two-step sign-in with the challenge first. */
  step: 'totp' | 'enrol';
  challenge: string;
  expiresAt: string;
  message: string;
};

// ---------------------------------------------------------------------------------------------------
// Payee changes (the UPI id and payee name shoppers pay to)
// ---------------------------------------------------------------------------------------------------

/** The company fields that decide where a shopper's money goes: owners only, with a step-up. */
export const PAYEE_FIELDS = ['upiId', 'upiPayeeName'] as const;
export type PayeeField = (typeof PAYEE_FIELDS)[number];

export const PAYEE_MESSAGES = {
  ownersOnly:
    'Only the shop owner can change the UPI ID or payee name: they decide where shoppers pay. Ask the owner to change them.',
  readOnlyNote: 'Only the owner can change these: they decide where shoppers pay.',
} as const;

export const PAYEE_FIELD_LABELS: Record<PayeeField, string> = {
  upiId: 'UPI id',
  upiPayeeName: 'Payee name',
};

/** One payee change as the console's banner and the notifications tell it. */
export type PayeeChange = {
  id: string;
  field: PayeeField;
  before: string | null;
  after: string | null;
  by: string;
  at: string;
};

const shown = (v: string | null) => (v ? v : '(none)');

/** "UPI id changed from a@okicici to b@oksbi by Meena at 14 Oct, 18:05". */
export function payeeChangeLine(change: Omit<PayeeChange, 'id'>, formatAt: (iso: string) => string): string {
  return `${PAYEE_FIELD_LABELS[change.field]} changed from ${shown(change.before)} to ${shown(change.after)} by ${change.by} at ${formatAt(change.at)}`;
}

/** The shop's clock for these lines (India, day month, 24-hour). */
export const formatPayeeTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
