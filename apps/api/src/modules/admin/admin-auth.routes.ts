import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailSchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { revokeSession } from '../sessions/session.service.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { loginStaff } from './admin-auth.service.ts';

const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});

export const StaffProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});
export const TokenResponseSchema = z.object({ token: z.string(), admin: StaffProfileSchema });
export const ChallengeResponseSchema = z.object({
  step: z
    .enum(['totp', 'enrol'])
    .describe(
      "'totp': POST /admin/auth/login/code next; 'enrol': set up two-step sign-in with the challenge",
    ),
  challenge: z.string().describe('Short-lived: give it with the code (or the set-up) to finish signing in'),
  expiresAt: z.string(),
  message: z.string(),
});
/** Members without two-step sign-in get the token at once, as before; the others a challenge. */
const LoginResponseSchema = z.union([TokenResponseSchema, ChallengeResponseSchema]);

const tags = ['staff'];

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/auth/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in with email and password',
        description:
          "401 'Invalid email or password'; 403 for a disabled account; 429 after 5 tries per minute for one IP and email. The token works on staff routes only. " +
          'A member with two-step sign-in (or, when the shop requires it, without it yet) gets { step, challenge } instead of a token (decision 146).',
        body: LoginSchema,
        response: {
          200: okSchema(LoginResponseSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) =>
      ok(
        await loginStaff(
          { db: app.db, rateLimits: app.rateLimits },
          request.tenant.id,
          request.body,
          request.ip,
        ),
      ),
  );

  app.delete(
    '/admin/auth/session',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Staff sign-out: the token stops working at once',
        response: { 200: okSchema(z.object({ message: z.string() })), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await revokeSession(app.db, request.tenant.id, bearerToken(request)!);
      return ok({ message: ACCOUNT_MESSAGES.signedOut });
    },
  );
};
