import type { FastifyPluginAsync } from 'fastify';
import { productsAdminRoutes } from './products-admin.routes.ts';
import { taxonomyAdminRoutes } from './taxonomy-admin.routes.ts';
import { productImageRoutes } from './product-images.routes.ts';
import { cancelRebuildsOnClose } from './catalogue-write.ts';
import { protectRoutes } from '../../plugins/auth.ts';

/**
 * The staff catalogue API: products, categories, brands and product pictures (DESIGN.md "Staff API").
 * Every write is audited and retires the tenant's public catalogue cache on commit (catalogue-write.ts).
 * Every route is staff only, checked before the body is read (plugins/auth.ts).
 */
export const catalogueAdminRoutes: FastifyPluginAsync = async (app) => {
  protectRoutes(app, 'staff');
  cancelRebuildsOnClose(app);
  await app.register(productsAdminRoutes);
  await app.register(taxonomyAdminRoutes);
  await app.register(productImageRoutes);
};
