import type { FastifyPluginAsync } from 'fastify';
import { productsRoutes } from './products.routes.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { brandsRoutes } from './brands.routes.ts';

/** The public catalogue (§7): products, categories and brands, all served from the tenant's snapshot. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productsRoutes);
  await app.register(categoriesRoutes);
  await app.register(brandsRoutes);
};
