import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built storefront from the API's port: hashed assets cached for a
 * year, everything else revalidated, and index.html for client-side routes.
 */
async function staticWeb(app: FastifyInstance, opts: { root: string }) {
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
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const indexHtml = fs.readFileSync(indexPath);
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const file = path.join(opts.root, path.normalize(urlPath));
    if (file.startsWith(opts.root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(opts.root, file));
    }
    // A missing asset is a real 404, not the app shell.
    if (urlPath.startsWith('/assets/') || urlPath.startsWith('/api/')) return reply.callNotFound();
    return sendIndex(reply);
  });

  function sendIndex(reply: import('fastify').FastifyReply) {
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  }
}

export default fp(staticWeb, { name: 'static-web' });
