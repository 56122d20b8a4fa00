import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompleteRegistrationSchema, OtpGenerateSchema, OtpVerifySchema } from '@pataka/domain/validation';
import { MESSAGES } from '@pataka/domain/messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { revokeSession } from '../sessions/session.service.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { OtpDeliveryError, sendOtp, verifyOtp, type OtpDeps } from './otp.service.ts';
import { registerVerifiedPhone } from './registration.service.ts';
import {
  AuthResponseSchema,
  MessageSchema,
  OtpGenerateResponseSchema,
  OtpVerifyResponseSchema,
  RegisterSchema,
} from './auth.schemas.ts';

const tags = ['auth'];
const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

const deps = (app: FastifyInstance, request: FastifyRequest): OtpDeps => ({
  db: app.db,
  sms: app.sms,
  rateLimits: app.rateLimits,
  config: app.config,
  log: request.log,
});
const caller = (request: FastifyRequest) => ({
  tenantId: request.tenant.id,
  shopName: request.tenant.name,
  ip: request.ip,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/otp/generate',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit sign-in code by SMS',
        description:
          'Valid 300 s; a resend replaces the previous code. Limited per phone (5 per 60 s, one per 60 s cooldown, 10 per hour, 20 per day), per shop (OTP_TENANT_PER_MINUTE, OTP_TENANT_PER_DAY) and per IP by a token bucket (a burst of OTP_IP_BURST, refilled at OTP_IP_PER_MINUTE: many shoppers share one address behind carrier-grade NAT). A refused request spends none of the other limits. `devOtp` carries the code only outside production with the log SMS provider.',
        body: OtpGenerateSchema,
        response: { 200: okSchema(OtpGenerateResponseSchema), ...errors, 502: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        return ok(await sendOtp(deps(app, request), caller(request), request.body.phone));
      } catch (err) {
        if (!(err instanceof OtpDeliveryError)) throw err;
        return reply
          .status(502)
          .send({ success: false, error: { code: 'SMS_FAILED', message: MESSAGES.otpGenerateFailed } });
      }
    },
  );

  app.post(
    '/customers/otp/verify',
    {
      schema: {
        tags,
        summary: 'Check a code: sign in, sign up (with name) or ask for registration',
        description:
          "Single use, 5 tries per code; 5 per 60 s per phone and a token bucket per IP. A known phone gets a token. A new phone with `name` becomes a customer. A new phone without one answers `requiresRegistration: true` and may call complete-registration or register within 10 minutes. Wrong, expired, used or burnt codes: 400 'Invalid OTP or expired'.",
        body: OtpVerifySchema,
        response: { 200: okSchema(OtpVerifyResponseSchema), ...errors },
      },
    },
    async (request) => ok(await verifyOtp(deps(app, request), caller(request), request.body)),
  );

  app.post(
    '/customers/complete-registration',
    {
      schema: {
        tags,
        summary: 'Create the account of a phone verified in the last 10 minutes (name and email)',
        body: CompleteRegistrationSchema,
        response: { 200: okSchema(AuthResponseSchema), ...errors },
      },
    },
    async (request) => ok(await registerVerifiedPhone(app.db, request.tenant.id, request.body)),
  );

  app.post(
    '/customers/register',
    {
      schema: {
        tags,
        summary: 'Create the account of a phone verified in the last 10 minutes (email optional)',
        description:
          'Body {phone, name, email?}: the same as complete-registration except that email may be left out. The phone must have been verified with POST /customers/otp/verify (answered requiresRegistration) within 10 minutes; otherwise 400. An existing account for the phone: 409.',
        body: RegisterSchema,
        response: { 200: okSchema(AuthResponseSchema), ...errors },
      },
    },
    async (request) => ok(await registerVerifiedPhone(app.db, request.tenant.id, request.body)),
  );

  app.delete(
    '/customers/me/session',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Sign out: the bearer token stops working at once',
        security: [{ bearer: [] }],
        response: { 200: okSchema(MessageSchema), 401: errorSchema },
      },
    },
    async (request) => {
      await request.requireCustomer();
      await revokeSession(app.db, request.tenant.id, bearerToken(request)!);
      return ok({ message: ACCOUNT_MESSAGES.signedOut });
    },
  );
};
