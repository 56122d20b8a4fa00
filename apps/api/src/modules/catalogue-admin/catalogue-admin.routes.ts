import type { FastifyPluginAsync } from 'fastify';
import { productsAdminRoutes } from './products-admin.routes.ts';
import { taxonomyAdminRoutes } from './taxonomy-admin.routes.ts';
import { productImageRoutes } from './product-images.routes.ts';
import { cancelRebuildsOnClose } from './catalogue-write.ts';

/**
 * The staff catalogue API: products, categories, brands and product pictures (DESIGN.md "Staff API").
 * Every write is audited and retires the tenant's public catalogue cache on commit (catalogue-write.ts).
 */
export const catalogueAdminRoutes: FastifyPluginAsync = async (app) => {
  cancelRebuildsOnClose(app);
  await app.register(productsAdminRoutes);
  await app.register(taxonomyAdminRoutes);
  await app.register(productImageRoutes);
};
