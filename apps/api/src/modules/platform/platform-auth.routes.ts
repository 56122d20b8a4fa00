import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TotpCodeSchema } from '@pataka/domain/two-step';
import { OperatorCodeSchema, OperatorSignInSchema } from '@pataka/domain/platform';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { twoStepKeys } from '../two-step/two-step-crypto.ts';
import {
  confirmOperatorEnrol,
  finishOperatorCode,
  signInOperator,
  signOutOperator,
  startOperatorEnrol,
} from './operator-auth.service.ts';

const OperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  twoStep: z.boolean(),
});
const TokenSchema = z.object({ token: z.string(), operator: OperatorSchema });
const ChallengeSchema = z.object({
  step: z.literal('totp'),
  challenge: z.string().describe('Give it with the code to POST /auth/sign-in/code within 5 minutes'),
  expiresAt: z.string(),
  message: z.string(),
});
const tags = ['platform'];
const security = [{ bearer: [] }];

/** /api/platform/v1/auth/*: the operators' sign-in, separate from every shop's (decision 152). */
export const platformAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, rateLimits: app.rateLimits, keys: twoStepKeys(app.config.otp.secret) });

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags,
        summary:
          'Operator sign-in: email and password; { step: totp, challenge } when two-step sign-in is on',
        body: OperatorSignInSchema,
        response: {
          200: okSchema(z.union([TokenSchema, ChallengeSchema])),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ok(await signInOperator(deps(), request.body, request.ip)),
  );

  app.post(
    '/auth/sign-in/code',
    {
      schema: {
        tags,
        summary: 'The second step: the challenge and a 6-digit authenticator code',
        body: OperatorCodeSchema,
        response: { 200: okSchema(TokenSchema), 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(await finishOperatorCode(deps(), request.body, request.ip)),
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        security,
        summary: 'The signed-in operator',
        response: { 200: okSchema(OperatorSchema), 401: errorSchema },
      },
    },
    async (request) => ok(await request.requireOperator()),
  );

  app.delete(
    '/auth/session',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        security,
        summary: 'Operator sign-out: the token stops working at once',
        response: { 200: okSchema(z.object({ signedOut: z.boolean() })), 401: errorSchema },
      },
    },
    async (request) => {
      await signOutOperator(app.db, bearerToken(request)!);
      return ok({ signedOut: true });
    },
  );

  app.post(
    '/auth/totp/setup',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        security,
        summary: 'Start two-step sign-in: a secret and QR code to scan (confirmed with a code next)',
        response: {
          200: okSchema(z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() })),
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => ok(await startOperatorEnrol(deps(), await request.requireOperator())),
  );

  app.post(
    '/auth/totp/confirm',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        security,
        summary: 'Confirm two-step sign-in with a code from the new secret',
        body: z.object({ code: TotpCodeSchema }),
        response: {
          200: okSchema(z.object({ twoStep: z.boolean() })),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      ok(await confirmOperatorEnrol(deps(), await request.requireOperator(), request.body.code)),
  );
};
