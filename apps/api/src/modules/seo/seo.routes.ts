// GET /sitemap.xml and GET /robots.txt for the shop a page request is for (resolvePageTenant: a mapped
// host's own shop; elsewhere ?shop=, the cookie, the default shop).
// Mounted at the root, before the storefront's catch-all; no tenant header, no token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@pataka/domain/messages';
import { encodedEntry } from '../../lib/encoded-body.ts';
import { notFound } from '../../lib/errors.ts';
import type { CacheEntry } from '../../lib/public-cache.ts';
import { isChosenShop, resolvePageTenant } from '../../plugins/tenant-page.ts';
import { isActiveTenant, loadSitemapRows } from './seo.queries.ts';
import { renderRobots, renderSitemap, sitemapUrls, type SiteAddress } from './sitemap.ts';

/** The page's shop and the address its URLs are written with. */
function siteOf(app: FastifyInstance, request: FastifyRequest): { tenantId: string; site: SiteAddress } {
  const page = resolvePageTenant(request, app.hostOptions);
  const { tenantId } = page;
  return {
    tenantId,
    // request.protocol and request.host follow X-Forwarded-* only when TRUST_PROXY is on.
    site: {
      origin: `${request.protocol}://${request.host}`,
      shopParam: isChosenShop(page) ? tenantId : null,
    },
  };
}

/**
 * The public cache keeps JSON (it stringifies what a loader returns): the XML is decoded once per
 * cache entry, not per request, into an entry encodedEntry can compress once too.
 */
const xmlEntries = new WeakMap<CacheEntry, CacheEntry>();
function xmlEntry(cached: CacheEntry): CacheEntry {
  let entry = xmlEntries.get(cached);
  if (!entry) xmlEntries.set(cached, (entry = { ...cached, body: JSON.parse(cached.body) as string }));
  return entry;
}

function sendXml(request: FastifyRequest, reply: FastifyReply, cached: CacheEntry) {
  const { entry, encoding } = encodedEntry(xmlEntry(cached), request.headers['accept-encoding']);
  const notModified = request.headers['if-none-match'] === entry.etag;
  if (encoding && !notModified) reply.header('content-encoding', encoding);
  // The shop may come from the cookie: a shared cache must not hand one shop's sitemap to another's visitor.
  reply
    .header('cache-control', 'public, no-cache')
    .header('vary', 'Cookie, Accept-Encoding')
    .header('etag', entry.etag);
  if (notModified) return reply.status(304).send();
  return reply.type('application/xml; charset=utf-8').send(entry.body);
}

export async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { tenantId, site } = siteOf(app, request);
    // Keyed by address too: the same shop may be reached on several hosts. A catalogue or settings
    // write invalidates the tenant's public cache, and with it this entry.
    const key = `seo:sitemap:${site.origin}:${site.shopParam ?? ''}`;
    const cached = await app.publicCache.get(tenantId, key, async () => {
      // Thrown, not returned: a failed load is not cached, so made-up ?shop= ids do not fill the cache.
      if (!(await isActiveTenant(app.db, tenantId))) throw notFound(MESSAGES.unknownTenant);
      return renderSitemap(sitemapUrls(await loadSitemapRows(app.db, tenantId)), site);
    });
    return sendXml(request, reply, cached);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const { site } = siteOf(app, request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Cookie')
      .send(renderRobots(site));
  });
}
