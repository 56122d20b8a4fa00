import type { FastifyInstance } from 'fastify';
import operatorAuth from '../../plugins/operator-auth.ts';
import { platformAuthRoutes } from './platform-auth.routes.ts';
import { platformShopRoutes } from './platform-shops.routes.ts';

/** Everything under /api/platform/v1 (issue 29, decision 152): no shop, operators only. */
export async function registerPlatformModules(api: FastifyInstance) {
  await api.register(operatorAuth);
  await api.register(platformAuthRoutes);
  await api.register(platformShopRoutes);
}
