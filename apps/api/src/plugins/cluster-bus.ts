import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ClusterBus } from '../lib/cluster/cluster-bus.ts';
import { localClusterBus } from '../lib/cluster/local-cluster-bus.ts';
import { postgresClusterBus } from '../lib/cluster/postgres-cluster-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages to and from the other API instances on the same database (decision 070). */
    clusterBus: ClusterBus;
  }
}

/**
 * LISTEN/NOTIFY when the app runs on PostgreSQL (where other instances may share the data); a no-op bus on
 * the embedded PGlite, which one process owns. Registered before the public cache and the live events,
 * which publish and listen on it; closed after the HTTP server, so the last requests' messages go out.
 */
async function clusterBusPlugin(app: FastifyInstance) {
  const { databaseUrl } = app.config;
  const bus =
    app.database.kind === 'postgres' && databaseUrl
      ? await postgresClusterBus(databaseUrl, app.log.child({ module: 'cluster-bus' }))
      : localClusterBus();
  app.decorate('clusterBus', bus);
  app.lifecycle.addCheck('cluster-bus', async () => {
    await bus.check();
    return { status: 'ok', detail: bus.kind };
  });
  app.addHook('onClose', () => bus.close());
}

export default fp(clusterBusPlugin, { name: 'cluster-bus', dependencies: ['db', 'lifecycle'] });
