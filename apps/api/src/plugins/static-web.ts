import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { loadRenderer, type StorefrontPagesOptions } from './storefront-pages.ts';

/**
 * Serves the built storefront from the API's port: hashed assets cached for a year, other files
 * revalidated, and every other path a page, rendered on the server (storefront-pages.ts).
 */
async function staticWeb(app: FastifyInstance, opts: StorefrontPagesOptions) {
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
      // The service worker (decision 131): always revalidated, so a deploy reaches every browser at once.
      if (filePath === path.join(opts.root, 'sw.js')) {
        res.header('cache-control', 'no-cache');
        res.header('service-worker-allowed', '/');
        return;
      }
      const immutable = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
      res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const sendPage = await loadRenderer(app, opts);

  app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // The template and the build's bookkeeping are not pages or files to hand out.
    if (urlPath === '/index.html' || urlPath.startsWith('/.vite/')) return reply.callNotFound();
    // A page's path has no file extension (slugs are [a-z0-9-]): only names with one can be files, so
    // the hot page path never touches the disk, nor builds a file path (decision 148).
    if (path.extname(urlPath) !== '') {
      const file = path.join(opts.root, path.normalize(urlPath));
      if (file.startsWith(opts.root) && fs.existsSync(file) && fs.statSync(file).isFile())
        return reply.sendFile(path.relative(opts.root, file));
    }
    // A missing asset is a real 404, not a page; /admin is the console's (static-admin.ts).
    if (urlPath.startsWith('/assets/') || urlPath.startsWith('/api/') || /^\/admin(\/|$)/.test(urlPath))
      return reply.callNotFound();
    return sendPage(request, reply);
  });
}

export default fp(staticWeb, { name: 'static-web' });
