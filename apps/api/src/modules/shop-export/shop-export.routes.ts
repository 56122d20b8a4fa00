import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.service.ts';
import { requireOwner } from '../staff/staff-access.ts';
import { exportShop } from './export-shop.ts';

/** Builds the shop's archive in a private temporary folder and streams it; the folder goes when the stream closes. */
export async function sendShopExport(app: FastifyInstance, reply: FastifyReply, tenantId: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pataka-export-'));
  const out = path.join(dir, `${tenantId}.tar.gz`);
  try {
    await exportShop({ database: app.database, storage: app.storage, tenantId, out });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const stream = createReadStream(out);
  stream.on('close', () => void rm(dir, { recursive: true, force: true }));
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .type('application/gzip')
    .header('content-disposition', `attachment; filename="${tenantId}-export-${stamp}.tar.gz"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/**
 * The owner takes the shop's data (issue 29: closing a shop offers the export to the owner first). The same
 * archive the operators download; the download is audited, since it holds every customer's data.
 */
export const shopExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/shop-export',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['staff'],
        summary: "Download this shop's export: JSON per table, its files, a manifest with checksums (owner)",
        description: 'The format `npm run admin -- import-shop` loads into another Pataka deployment.',
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(request, app.db);
      await recordAudit(app.db, request.tenant.id, owner, {
        action: 'shop.export',
        entityType: 'shop',
        entityId: request.tenant.id,
        summary: 'Downloaded the shop export (every table and file)',
      });
      return sendShopExport(app, reply, request.tenant.id);
    },
  );
};
