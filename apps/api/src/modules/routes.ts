import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';

/**
 * Every feature's routes, mounted under /api/v1 (after the tenant and auth plugins).
 * Add a feature by importing its plugin here.
 */
export async function registerModules(api: FastifyInstance) {
  await api.register(healthRoutes);
  // catalogue and content

  // accounts

  // enquiries
}
