import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Lifecycle } from '../lib/lifecycle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's phase and its readiness checks (GET /api/v1/ready). */
    lifecycle: Lifecycle;
  }
}

/**
 * Registered first: every other plugin may add a readiness check. Ready once listening; stopping on close.
 * While stopping, every reply asks its client to close the connection, so a keep-alive client does not
 * hold the server open (idle ones are closed by the server's close itself: forceCloseConnections 'idle').
 */
async function lifecyclePlugin(app: FastifyInstance) {
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => lifecycle.markReady());
  app.addHook('preClose', async () => lifecycle.markStopping());
  // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    // 'close' fires when the reply is sent and when the client goes away first: either way it is done.
    reply.raw.once('close', lifecycle.openRequest(request.method, request.url));
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
