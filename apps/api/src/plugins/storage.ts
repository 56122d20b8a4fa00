import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment proofs and product pictures: DATA_DIR or an S3-compatible bucket (lib/storage). */
    storage: FileStorage;
  }
}

/** Opens the configured storage, reports it on GET /api/v1/ready and closes it with the app. */
async function storagePlugin(app: FastifyInstance) {
  const storage = createFileStorage(app.config);
  app.decorate('storage', storage);
  app.lifecycle.addCheck('storage', async () => {
    await storage.check();
    return { status: 'ok', detail: storage.kind };
  });
  // Registered right after the database, so it closes after everything that reads files (jobs, routes).
  app.addHook('onClose', () => storage.close());
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['lifecycle', 'db'] });
