import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { tenantPages, type TenantHostOptions } from './tenant-page.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built staff console under /admin on the API's port (decision 040): hashed assets cached
 * for a year, other files (favicon, service worker) revalidated, index.html with the shop's meta tag
 * for every other /admin path (client-side routes), and for /platform/* (the operator console).
 */
async function staticAdmin(app: FastifyInstance, opts: TenantHostOptions & { root: string }) {
  const root = path.resolve(opts.root);
  const indexPath = path.join(root, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built staff console at ${root}: run "npm run build -w apps/admin" to serve it.`);
    return;
  }
  const pageFor = tenantPages(fs.readFileSync(indexPath, 'utf8'), opts);
  const assets = path.join(root, 'assets') + path.sep;

  const sendIndex = (host: string | undefined, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageFor(host));

  app.get('/admin', { schema: { hide: true } }, (request, reply) => sendIndex(request.headers.host, reply));
  // The operator console (issue 29, decision 152) is a lazily loaded part of the same build with its own
  // router under /platform: the same page, its assets still under /admin/assets.
  app.get('/platform', { schema: { hide: true } }, (request, reply) =>
    sendIndex(request.headers.host, reply),
  );
  app.get('/platform/*', { schema: { hide: true } }, (request, reply) =>
    sendIndex(request.headers.host, reply),
  );
  app.get('/admin/*', { schema: { hide: true } }, async (request, reply) => {
    let rel: string;
    try {
      rel = decodeURIComponent((request.url.split('?')[0] ?? '').slice('/admin'.length)) || '/';
    } catch {
      return reply.callNotFound();
    }
    const file = path.join(root, path.normalize(rel));
    const inside = file.startsWith(root + path.sep);
    const isFile = inside && fs.existsSync(file) && fs.statSync(file).isFile();
    if (isFile && path.basename(file) !== 'index.html') {
      return reply
        .type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(fs.createReadStream(file));
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (rel.startsWith('/assets/')) return reply.callNotFound();
    return sendIndex(request.headers.host, reply);
  });
}

export default fp(staticAdmin, { name: 'static-admin' });
