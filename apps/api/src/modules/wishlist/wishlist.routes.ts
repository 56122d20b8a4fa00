import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { changeWishlist } from './wishlist.service.ts';

const WishlistChangeSchema = z.object({
  productId: z.string({ error: 'productId is required' }).trim().min(1, 'productId is required').max(64),
  action: z.enum(['add', 'remove'], { error: "action must be 'add' or 'remove'" }),
});

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customers/me/wishlist',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['favorites'],
        security: [{ bearer: [] }],
        summary: 'Add or remove a favourite product (idempotent); answers the favourite product ids',
        description:
          "404 'Product not found' for a product that is unknown, of another shop, or (when adding) not active.",
        body: WishlistChangeSchema,
        response: {
          200: okSchema(z.array(z.string()).describe('Favourite product ids, oldest first')),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      const { productId, action } = request.body;
      return ok(await changeWishlist(app.db, request.tenant.id, customerId, productId, action));
    },
  );
};
