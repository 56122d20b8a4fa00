import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChallengeSchema,
  STEP_UP_REQUIRED_CODE,
  StepUpSchema,
  TotpCodeSchema,
  TWO_STEP_MESSAGES,
  TwoStepCodeSchema,
} from '@pataka/domain/two-step';
import { and, eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema/customers.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { issueStaffToken } from '../admin/admin-auth.service.ts';
import { TokenResponseSchema } from '../admin/admin-auth.routes.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireOwner, requireStaffMember } from '../staff/staff-access.ts';
import { protectRoutes } from '../../plugins/auth.ts';
import { twoStepKeys } from './two-step-crypto.ts';
import {
  checkSecondFactor,
  confirmSetup,
  countFailedAttempt,
  finishChallenge,
  limitCodeAttempts,
  markSteppedUp,
  openChallenge,
  startSetup,
  twoStepStatus,
  type TwoStepDeps,
} from './two-step.service.ts';

const tags = ['staff: two-step sign-in'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

const SetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app by hand'),
  otpauthUri: z.string().describe('otpauth://totp/… (RFC 6238, 6 digits, 30 s)'),
  qrDataUrl: z.string().describe('PNG data URL of the otpauth URI as a QR code'),
});
const RecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown this once; each works once instead of a code'),
});
const StatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  requiredForTeam: z.boolean(),
});

async function profileOf(deps: TwoStepDeps, tenantId: string, adminUserId: string) {
  const [row] = await deps.db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, adminUserId)));
  if (!row) throw new AppError('unauthenticated', TWO_STEP_MESSAGES.challengeExpired);
  return row;
}

/**
 * Two-step sign-in (decision 146). The sign-in's second step and the forced set-up are public like the
 * password step (the challenge is the credential); everything else needs a staff token, checked before
 * the body is read.
 */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TwoStepDeps = {
    db: app.db,
    rateLimits: app.rateLimits,
    keys: twoStepKeys(app.config.otp.secret),
  };

  // --- The sign-in's second step (after POST /admin/auth/login answered with a challenge) ---------------

  app.post(
    '/admin/auth/login/code',
    {
      schema: {
        tags,
        summary: 'Second step of a staff sign-in: the authenticator code or a recovery code gives the token',
        description:
          "401 'That code is not right' (a challenge takes 5 wrong codes), 401 for an expired or used challenge, " +
          '429 after 10 codes per account in 10 minutes. A recovery code works once.',
        body: z.object({ challenge: ChallengeSchema, code: TwoStepCodeSchema }),
        response: { 200: okSchema(TokenResponseSchema), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { challenge, code } = request.body;
      const { adminUserId, tokenHash } = await openChallenge(app.db, tenantId, challenge, 'totp');
      await limitCodeAttempts(app.rateLimits, tenantId, adminUserId, request.ip);
      const how = await checkSecondFactor(deps, tenantId, adminUserId, code);
      if (!how) {
        await countFailedAttempt(app.db, tenantId, tokenHash);
        throw new AppError('unauthenticated', TWO_STEP_MESSAGES.wrongCode);
      }
      if (!(await finishChallenge(app.db, tenantId, tokenHash)))
        throw new AppError('unauthenticated', TWO_STEP_MESSAGES.challengeExpired);
      await app.rateLimits.reset(`two-step:${tenantId}:${adminUserId}`);
      return ok(await issueStaffToken(app.db, tenantId, await profileOf(deps, tenantId, adminUserId)));
    },
  );

  app.post(
    '/admin/auth/login/enrol',
    {
      schema: {
        tags,
        summary: 'Sign-in when the shop requires two-step sign-in: a new secret and its QR code to scan',
        body: z.object({ challenge: ChallengeSchema }),
        response: { 200: okSchema(SetupSchema), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { adminUserId } = await openChallenge(app.db, tenantId, request.body.challenge, 'enrol');
      return ok(await startSetup(deps, tenantId, adminUserId));
    },
  );

  app.post(
    '/admin/auth/login/enrol/confirm',
    {
      schema: {
        tags,
        summary: 'Finish the forced set-up with a code: the token and the recovery codes (shown once)',
        body: z.object({ challenge: ChallengeSchema, code: TotpCodeSchema }),
        response: {
          200: okSchema(TokenResponseSchema.extend(RecoveryCodesSchema.shape)),
          ...errors,
        },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { challenge, code } = request.body;
      const { adminUserId, tokenHash } = await openChallenge(app.db, tenantId, challenge, 'enrol');
      await limitCodeAttempts(app.rateLimits, tenantId, adminUserId, request.ip);
      let recoveryCodes: string[];
      try {
        recoveryCodes = await confirmSetup(deps, tenantId, adminUserId, code);
      } catch (err) {
        if (err instanceof AppError && err.kind === 'unauthenticated')
          await countFailedAttempt(app.db, tenantId, tokenHash);
        throw err;
      }
      await finishChallenge(app.db, tenantId, tokenHash);
      await app.rateLimits.reset(`two-step:${tenantId}:${adminUserId}`);
      const login = await issueStaffToken(app.db, tenantId, await profileOf(deps, tenantId, adminUserId));
      return ok({ ...login, recoveryCodes });
    },
  );

  // --- A signed-in member's own two-step sign-in, the step-up and the team setting ----------------------

  const signedIn: FastifyPluginAsyncZod = async (staff) => {
    protectRoutes(staff, 'staff');

    staff.get(
      '/admin/auth/two-step',
      {
        schema: {
          tags,
          security,
          summary: 'Is two-step sign-in on for me, recovery codes left, and does the shop require it (staff)',
          response: { 200: okSchema(StatusSchema), ...errors },
        },
      },
      async (request) => ok(await twoStepStatus(app.db, request.tenant.id, await request.requireAdmin())),
    );

    staff.post(
      '/admin/auth/two-step/setup',
      {
        schema: {
          tags,
          security,
          summary: 'Start turning on two-step sign-in: a new secret and its QR code (staff)',
          description: '409 when it is already on. The secret is never returned again once confirmed.',
          response: { 200: okSchema(SetupSchema), ...errors },
        },
      },
      async (request) => ok(await startSetup(deps, request.tenant.id, await request.requireAdmin())),
    );

    staff.post(
      '/admin/auth/two-step/confirm',
      {
        schema: {
          tags,
          security,
          summary:
            'Turn on two-step sign-in with a code from the app: the recovery codes, shown once (staff)',
          body: z.object({ code: TotpCodeSchema }),
          response: { 200: okSchema(RecoveryCodesSchema), ...errors },
        },
      },
      async (request) => {
        const tenantId = request.tenant.id;
        const member = await requireStaffMember(request, app.db);
        await limitCodeAttempts(app.rateLimits, tenantId, member.id, request.ip);
        const recoveryCodes = await confirmSetup(deps, tenantId, member.id, request.body.code);
        await recordAudit(app.db, tenantId, member, {
          action: 'staff.two-step.on',
          entityType: 'staff',
          entityId: member.id,
          summary: `${member.name} turned on two-step sign-in`,
        });
        return ok({ recoveryCodes });
      },
    );

    staff.post(
      '/admin/auth/step-up',
      {
        schema: {
          tags,
          security,
          summary:
            'Confirm it is you (password or a code) before changing the payee: valid 5 minutes (staff)',
          description:
            `A payee change without it answers 403 ${STEP_UP_REQUIRED_CODE}. ` +
            'Send { password } or { code } (authenticator or recovery code). 401 for a wrong one; 429 after 10 in 10 minutes.',
          body: StepUpSchema,
          response: {
            200: okSchema(z.object({ validUntil: z.string(), message: z.string() })),
            ...errors,
          },
        },
      },
      async (request) => {
        const tenantId = request.tenant.id;
        const member = await requireStaffMember(request, app.db);
        await limitCodeAttempts(app.rateLimits, tenantId, member.id, request.ip);
        const { password, code } = request.body;
        if (password !== undefined) {
          const [row] = await app.db
            .select({ hash: adminUsers.passwordHash })
            .from(adminUsers)
            .where(and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, member.id)));
          if (!row || !(await verifyPassword(password, row.hash)))
            throw new AppError('unauthenticated', TWO_STEP_MESSAGES.stepUpWrongPassword);
        } else if (!code || !(await checkSecondFactor(deps, tenantId, member.id, code))) {
          throw new AppError('unauthenticated', TWO_STEP_MESSAGES.wrongCode);
        }
        const validUntil = await markSteppedUp(app.db, tenantId, bearerToken(request)!);
        return ok({ validUntil: validUntil.toISOString(), message: TWO_STEP_MESSAGES.stepUpDone });
      },
    );

    staff.put(
      '/admin/auth/two-step/team',
      {
        config: { access: 'owner' },
        schema: {
          tags,
          security,
          summary: 'Require two-step sign-in for every staff member at their next sign-in (owners, audited)',
          body: z.object({ required: z.boolean({ error: 'required must be true or false' }) }),
          response: {
            200: okSchema(z.object({ requiredForTeam: z.boolean(), message: z.string() })),
            ...errors,
          },
        },
      },
      async (request) => {
        const tenantId = request.tenant.id;
        const owner = await requireOwner(
          request,
          app.db,
          'Only the shop owner can change what the team needs to sign in',
        );
        const { required } = request.body;
        await app.db.transaction(async (tx) => {
          const where = eq(companySettings.tenantId, tenantId);
          const [before] = await tx
            .select({ required: companySettings.requireTwoStep })
            .from(companySettings)
            .where(where);
          await tx.update(companySettings).set({ requireTwoStep: required }).where(where);
          await recordAudit(tx, tenantId, owner, {
            action: 'settings.require-two-step',
            entityType: 'company_settings',
            entityId: tenantId,
            summary: `Two-step sign-in for the team: ${required ? 'required' : 'optional'}`,
            before,
            after: { required },
          });
        });
        return ok({
          requiredForTeam: required,
          message: required ? TWO_STEP_MESSAGES.requiredForTeam : TWO_STEP_MESSAGES.notRequiredForTeam,
        });
      },
    );
  };
  await app.register(signedIn);
};
