import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { tenantPages } from './tenant-page.ts';

/**
 * Serves the built storefront from the API's port: hashed assets cached for a
 * year, everything else revalidated, and index.html for client-side routes.
 */
async function staticWeb(
  app: FastifyInstance,
  opts: { root: string; defaultTenant: string; tenantHosts: Record<string, string> },
) {
  const indexPath = path.join(opts.root, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built storefront at ${opts.root}: run "npm run build" to serve it.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
      res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const pageFor = tenantPages(fs.readFileSync(indexPath, 'utf8'), opts);

  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request.headers.host, reply));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const file = path.join(opts.root, path.normalize(urlPath));
    if (file.startsWith(opts.root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      if (path.basename(file) === 'index.html') return sendIndex(request.headers.host, reply);
      return reply.sendFile(path.relative(opts.root, file));
    }
    // A missing asset is a real 404, not the app shell; /admin is the console's (static-admin.ts).
    if (urlPath.startsWith('/assets/') || urlPath.startsWith('/api/') || /^\/admin(\/|$)/.test(urlPath))
      return reply.callNotFound();
    return sendIndex(request.headers.host, reply);
  });

  function sendIndex(host: string | undefined, reply: FastifyReply) {
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageFor(host));
  }
}

export default fp(staticWeb, { name: 'static-web' });
