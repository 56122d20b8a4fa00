import type { FastifyPluginAsync } from 'fastify';
import { productsRoutes } from './products.routes.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { brandsRoutes } from './brands.routes.ts';
import { catalogueFastReads } from './cached-reply.ts';

/** The public catalogue (§7): products, categories and brands, all served from the tenant's snapshot. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productsRoutes);
  await app.register(categoriesRoutes);
  await app.register(brandsRoutes);
  // Cached reads answered before Fastify's router (plugins/cached-fast-path.ts, decision 148).
  if (app.hasDecorator('cachedFastPath')) app.cachedFastPath.add(catalogueFastReads(app));
};
