import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Lifecycle } from '../lib/lifecycle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's phase and its readiness checks (GET /api/v1/ready). */
    lifecycle: Lifecycle;
  }
}

/** Registered first: every other plugin may add a readiness check. Ready once listening; stopping on close. */
async function lifecyclePlugin(app: FastifyInstance) {
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => lifecycle.markReady());
  app.addHook('preClose', async () => lifecycle.markStopping());
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
