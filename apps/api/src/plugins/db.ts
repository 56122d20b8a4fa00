import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

/** Makes the opened database and the config available; closes the database last on shutdown. */
async function dbPlugin(
  app: FastifyInstance,
  opts: { database: Database; config: Config; ownsDatabase: boolean },
) {
  app.decorate('db', opts.database.db);
  app.decorate('database', opts.database);
  app.decorate('config', opts.config);
  if (opts.ownsDatabase) app.addHook('onClose', () => opts.database.close());
}

export default fp(dbPlugin, { name: 'db' });
