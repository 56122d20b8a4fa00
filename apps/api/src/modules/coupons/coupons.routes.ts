import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { roundRupees } from '@pataka/domain/money';
import { CartQuantitySchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { sendCached } from '../../lib/public-cache.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import { couponCheckRules } from '../rate-limit/limit-rules.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { CouponSchema, toCouponDto } from './coupon.dto.ts';
import { listPublicActiveCoupons } from './coupon.queries.ts';
import { checkCoupon, serverSubtotal, type CouponAsker } from './coupon.service.ts';

const tags = ['coupons'];
/** Coupon windows open and close on the clock, and uses run out: keep the cached list short-lived. */
const PUBLIC_COUPONS_TTL_MS = 30_000;
const Amount = z.number({ error: 'orderTotal must be a number' }).min(0).max(100_000_000);
const Code = z.string().trim().min(1, MESSAGES.couponInvalid).max(50, MESSAGES.couponInvalid);
const IdList = z.array(IdSchema).max(500).default([]);

async function couponAsker(
  request: FastifyRequest,
  hints: { customerTier?: string | undefined; isFirstTimeCustomer?: boolean | undefined },
): Promise<CouponAsker> {
  const subject = await request.subject();
  if (subject?.type === 'customer') return { kind: 'customer', customerId: subject.customerId };
  return {
    kind: 'guest',
    customerTier: hints.customerTier ?? null,
    isFirstTimeCustomer: hints.isFirstTimeCustomer ?? false,
  };
}

/** Validate and apply share one limit: both tell whether a code works (guessing codes, flooding the DB). */
async function limitCouponChecks(request: FastifyRequest) {
  const subject = await request.subject();
  const customerId = subject?.type === 'customer' ? subject.customerId : null;
  await enforceLimits(request.server.rateLimits, couponCheckRules(request.tenant.id, request.ip, customerId));
}

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/public/active',
    {
      schema: {
        tags,
        summary: 'Public coupons usable now (active, inside their window, uses left)',
        response: { 200: okSchema(z.array(CouponSchema)) },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const entry = await app.publicCache.get(
        tenantId,
        'coupons:public-active',
        async () => ok((await listPublicActiveCoupons(app.db, tenantId, new Date())).map(toCouponDto)),
        PUBLIC_COUPONS_TTL_MS,
      );
      return sendCached(request, reply, entry, 30);
    },
  );

  app.post(
    '/coupons/validate/:code',
    {
      schema: {
        tags,
        summary: 'Check a coupon for an order total (a preview: nothing is redeemed)',
        params: z.object({ code: Code }),
        body: z.object({
          customerId: z.string().max(100).optional(),
          orderTotal: Amount,
          productIds: IdList,
          categoryIds: IdList,
          customerTier: z.string().max(50).optional(),
          isFirstTimeCustomer: z.boolean().optional(),
          productQuantities: z.unknown().optional(),
        }),
        response: {
          200: okSchema(
            z.object({
              isValid: z.boolean(),
              message: z.string(),
              discountAmount: z.number(),
              coupon: CouponSchema.nullable(),
            }),
          ),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await limitCouponChecks(request);
      const { body } = request;
      const { coupon, evaluation } = await checkCoupon(app.db, request.tenant.id, {
        code: request.params.code,
        orderTotal: roundRupees(body.orderTotal),
        productIds: body.productIds,
        categoryIds: body.categoryIds,
        asker: await couponAsker(request, body),
      });
      return ok({
        isValid: evaluation.ok,
        message: evaluation.ok ? MESSAGES.couponValid : evaluation.message,
        discountAmount: evaluation.ok ? evaluation.discount : 0,
        coupon,
      });
    },
  );

  app.post(
    '/coupons/apply',
    {
      schema: {
        tags,
        summary:
          'The discount a coupon gives (server prices when items are sent); redeemed only by an enquiry',
        body: z
          .object({
            code: Code,
            orderTotal: Amount.optional(),
            customerId: z.string().max(100).optional(),
            items: z
              .array(z.object({ productId: IdSchema, quantity: CartQuantitySchema }))
              .min(1)
              .max(200)
              .optional(),
          })
          .refine((b) => b.orderTotal != null || b.items, { message: 'orderTotal or items is required' }),
        response: {
          200: okSchema(
            z.object({
              originalAmount: z.number(),
              discountAmount: z.number(),
              finalAmount: z.number(),
              couponCode: z.string(),
              message: z.string(),
            }),
          ),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await limitCouponChecks(request);
      const tenantId = request.tenant.id;
      const { body } = request;
      const priced = body.items ? await serverSubtotal(app.db, tenantId, body.items) : null;
      const originalAmount = priced?.amount ?? roundRupees(body.orderTotal ?? 0);
      const { coupon, evaluation } = await checkCoupon(app.db, tenantId, {
        code: body.code,
        orderTotal: originalAmount,
        productIds: priced?.productIds ?? [],
        categoryIds: [],
        asker: await couponAsker(request, {}),
      });
      if (!evaluation.ok || !coupon)
        throw new AppError('invalid', evaluation.ok ? MESSAGES.couponInvalid : evaluation.message);
      return ok({
        originalAmount,
        discountAmount: evaluation.discount,
        finalAmount: roundRupees(originalAmount - evaluation.discount),
        couponCode: coupon.code,
        message: MESSAGES.couponValid,
      });
    },
  );
};
