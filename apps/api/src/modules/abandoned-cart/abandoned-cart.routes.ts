import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartQuantitySchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { AbandonedCartResponseSchema, toAbandonedCart } from './abandoned-cart.dto.ts';
import { deleteCart, findCart } from './abandoned-cart.queries.ts';
import { replaceCart } from './abandoned-cart.service.ts';

const ignored = 'Ignored: the server copies it from the product';
const CartBodySchema = z.object({
  items: z
    .array(
      z.object({
        productId: z
          .string({ error: 'productId is required' })
          .trim()
          .min(1, 'productId is required')
          .max(64),
        quantity: CartQuantitySchema,
        productName: z.unknown().optional().describe(ignored),
        price: z.unknown().optional().describe(ignored),
        productSku: z.unknown().optional().describe(ignored),
        productImage: z.unknown().optional().describe(ignored),
      }),
    )
    .max(500, 'A cart can hold at most 500 lines'),
  metadata: z.object({ source: z.string().trim().max(50).optional() }).optional(),
});

const tags = ['cart'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

export const abandonedCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/abandoned-cart/my-cart',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: "The signed-in customer's saved cart (404 when none)",
        response: { 200: okSchema(AbandonedCartResponseSchema), ...errors },
      },
    },
    async (request) => {
      const cart = await findCart(app.db, request.tenant.id, await request.requireCustomer());
      if (!cart) throw notFound(ACCOUNT_MESSAGES.cartNotFound);
      return ok(toAbandonedCart(cart));
    },
  );

  app.put(
    '/abandoned-cart/my-cart',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: 'Replace the saved cart; names, prices and the total come from the server',
        description:
          "Quantities 1–99; the same product twice is merged (capped at 99). An unknown, other-shop or inactive product: 404 'Product not found'. metadata keeps only `source`.",
        body: CartBodySchema,
        response: { 200: okSchema(AbandonedCartResponseSchema), ...errors },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      return ok(await replaceCart(app.db, request.tenant.id, customerId, request.body));
    },
  );

  app.delete(
    '/abandoned-cart/my-cart',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: 'Forget the saved cart (404 when none)',
        response: { 200: okSchema(z.object({ message: z.string() })), ...errors },
      },
    },
    async (request) => {
      if (!(await deleteCart(app.db, request.tenant.id, await request.requireCustomer()))) {
        throw notFound(ACCOUNT_MESSAGES.cartNotFound);
      }
      return ok({ message: ACCOUNT_MESSAGES.cartDeleted });
    },
  );
};
