// Storefront pages from the API's port: rendered on the server by the storefront's own renderer
// (apps/web/src/entry-server.tsx), cached per shop and URL in the public read cache (so a catalogue write,
// here or on another instance, drops them with the reads they were made from) and sent with an ETag.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_TAGS, type Locale } from '@pataka/domain/i18n';
import { cacheCoversEncoding, encodedEntry } from '../lib/encoded-body.ts';
import { ssrRenderSeconds } from '../lib/metrics.ts';
import type { FastHit, FastRequest } from './cached-fast-path.ts';
import { inlineBlockingAssets } from './inline-assets.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { hostGate, isPagePath } from './shop-registry.ts';
import {
  cookieValue,
  isChosenShop,
  resolvePageTenant,
  shopCookieHeader,
  withTenantMeta,
  type PageTenant,
  type TenantHostOptions,
} from './tenant-page.ts';

/** The renderer's side of the contract (apps/web/src/entry-server.tsx). */
type RenderRequest = {
  url: string;
  tenantId: string;
  locale: Locale;
  origin: string;
  keepShopParam: boolean;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
};
type RenderResult = { status: number; html: string; kind: 'page' | 'shell' };
type RendererModule = {
  createRenderer(opts: { template: string; manifest: unknown }): {
    render(request: RenderRequest): Promise<RenderResult>;
  };
};

export type StorefrontPagesOptions = TenantHostOptions & {
  /** The built storefront: index.html is the page template, .vite/manifest.json the route chunks. */
  root: string;
  /** The built server renderer; when it cannot be loaded, pages are the template for the browser to render. */
  ssrEntry: string;
};

/** Pages stay cached this long at most: flash news and coupon windows open and close with the clock. */
const PAGE_TTL_MS = 5 * 60_000;
/** The query string a page depends on; anything else (tracking tags, ?shop=) shares the cached page. */
const PAGE_QUERY_KEYS = [
  'tag',
  'search',
  'category',
  'brand',
  'minPrice',
  'maxPrice',
  'inStock',
  'sort',
  'page',
];

/** The cache key of a page: its path and the query keys that change it, in a fixed order. */
export function pageCacheKey(url: string): string {
  const q = url.indexOf('?');
  // Most pages come without a query: no URLSearchParams to build (decision 148).
  if (q < 0) return `page:${url}`;
  const pathname = q < 0 ? url : url.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const key of PAGE_QUERY_KEYS) for (const value of params.getAll(key)) kept.append(key, value);
  const qs = kept.toString();
  return `page:${pathname}${qs ? `?${qs}` : ''}`;
}

/** The shopper's language: the `pataka_lang` cookie the storefront's switch sets, else English. */
export function pageLocale(cookieHeader: string | undefined): Locale {
  const chosen = cookieValue(cookieHeader, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** A page the browser renders (no server renderer, or it failed) still says its language. */
function withLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`);
}

export async function loadRenderer(app: FastifyInstance, opts: StorefrontPagesOptions) {
  const built = fs.readFileSync(path.join(opts.root, 'index.html'), 'utf8');
  const { html: template, scriptHashes } = inlineBlockingAssets(built, opts.root);
  const csp = contentSecurityPolicy(scriptHashes);
  let renderer: ReturnType<RendererModule['createRenderer']> | null = null;
  if (fs.existsSync(opts.ssrEntry)) {
    const manifestPath = path.join(opts.root, '.vite/manifest.json');
    const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : null;
    const module = (await import(pathToFileURL(opts.ssrEntry).href)) as RendererModule;
    renderer = module.createRenderer({ template, manifest });
  } else {
    app.log.warn(
      `No storefront server renderer at ${opts.ssrEntry}: pages render in the browser ("npm run build" builds it).`,
    );
  }

  /**
   * The storefront's API reads, answered by this process's own routes, on the page's host: they pass the
   * same tenant checks as the browser's own reads (a mapped host refuses another shop's X-Tenant-ID).
   */
  const fetchApi = async (host: string | undefined, url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: host ? { ...headers, host } : headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  async function render(request: FastifyRequest, shop: PageTenant, locale: Locale) {
    if (!renderer) throw new Error('no renderer');
    const { tenantId } = shop;
    const fixed = shop.source === 'domain';
    const started = performance.now();
    try {
      const result = await renderer.render({
        url: request.url,
        tenantId,
        locale,
        origin: `${request.protocol}://${request.host}`,
        keepShopParam: isChosenShop(shop),
        fetchApi: (url, init) => fetchApi(request.headers.host, url, init),
      });
      ssrRenderSeconds.observe((performance.now() - started) / 1000);
      // On a shop's own domain the meta tag says so: the browser then never switches shop (decision 145).
      return fixed ? { ...result, html: withTenantMeta(result.html, tenantId, true) } : result;
    } catch (err) {
      // The browser can still render the page from the API: a broken server render must not take the shop down.
      request.log.error({ err, url: request.url }, 'server render failed; sending the page shell');
      const html = withLang(withTenantMeta(template, tenantId, fixed), locale);
      return { status: 200, html, kind: 'shell' as const, failed: true };
    }
  }

  /**
   * A cached page for the cached fast path (plugins/cached-fast-path.ts, decision 148): what sendPage
   * below answers for a cache hit, found the same way (the shop index's verdict on the host, the page's
   * shop, language and key) and with the same headers in the same order. Null for anything else.
   */
  function cachedPage(request: FastRequest): FastHit | null {
    if (!renderer || !isPagePath(request.path)) return null;
    const { raw, url, host } = request;
    const headers = raw.headers;
    if (!cacheCoversEncoding(headers['accept-encoding'])) return null;
    const pageRequest = { url, headers };
    const { shopRegistry, publicCache } = app;
    const version = shopRegistry.version;
    if (hostGate(shopRegistry, app.hostOptions, pageRequest, host).kind !== 'pass') return null;
    const shop = resolvePageTenant(pageRequest, opts);
    const locale = pageLocale(headers.cookie);
    const key = `${host} ${locale} ${pageCacheKey(url)}`;
    const cached = publicCache.peek(shop.tenantId, key);
    if (!cached) return null;
    // What this reply was built from: the host index's answers and this very cache entry.
    const stillLive = () =>
      shopRegistry.version === version && publicCache.peek(shop.tenantId, key) === cached;
    const page = pageOf(cached);
    const out: string[] = [];
    const cookie = shopCookieHeader(shop);
    if (cookie) out.push('set-cookie', cookie);
    out.push(
      'vary',
      'Accept-Encoding, Cookie',
      'content-security-policy',
      csp,
      'content-type',
      'text/html; charset=utf-8',
      'cache-control',
      'public, no-cache',
      'server-timing',
      'render;dur=0, cache;desc=hit',
    );
    const { entry, encoding } = encodedEntry(page.entry, headers['accept-encoding']);
    out.push('etag', entry.etag);
    // The route sendPage answers from: '/' has its own (static-web.ts).
    const route = request.path === '/' ? '/' : '/*';
    if (headers['if-none-match'] === entry.etag)
      return { status: 304, headers: out, body: null, route, stillLive };
    if (encoding) out.push('content-encoding', encoding);
    return { status: page.status, headers: out, body: entry.body as unknown as Buffer, route, stillLive };
  }
  if (app.hasDecorator('cachedFastPath')) app.cachedFastPath.add(cachedPage);

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const shop = resolvePageTenant(request, opts);
    const { tenantId } = shop;
    const locale = pageLocale(request.headers.cookie);
    const cookie = shopCookieHeader(shop);
    if (cookie) reply.header('set-cookie', cookie);
    reply.header('vary', 'Accept-Encoding, Cookie').header('content-security-policy', csp);
    if (!renderer) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withLang(withTenantMeta(template, tenantId, shop.source === 'domain'), locale));
    }
    // The page as cached: what the key names is all it depends on (the origin is fixed per host).
    const key = `${request.host} ${locale} ${pageCacheKey(request.url)}`;
    let renderMs: number | null = null;
    let shell: string | null = null;
    // A cached page is found without a promise in between (decision 148); a miss renders once.
    const cached =
      app.publicCache.peek(tenantId, key) ??
      (await app.publicCache
        .get(
          tenantId,
          key,
          async () => {
            const started = performance.now();
            const result = await render(request, shop, locale);
            renderMs = performance.now() - started;
            // A failed render is not kept: the next request tries again.
            if ('failed' in result) {
              shell = result.html;
              throw new RenderFailed();
            }
            return `${result.status} ${result.html}`;
          },
          PAGE_TTL_MS,
          { raw: true },
        )
        .catch((err: unknown) => {
          if (err instanceof RenderFailed) return null;
          throw err;
        }));
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, no-cache');
    if (!cached) return reply.header('cache-control', 'no-cache').send(shell);
    const page = pageOf(cached);
    reply
      .status(page.status)
      .header(
        'server-timing',
        renderMs === null
          ? 'render;dur=0, cache;desc=hit'
          : `render;dur=${(renderMs as number).toFixed(1)}, cache;desc=miss`,
      );
    const { entry, encoding } = encodedEntry(page.entry, request.headers['accept-encoding']);
    reply.header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(entry.body);
  };
}

class RenderFailed extends Error {}

type CacheEntry = { body: string; etag: string; expiresAt: number };
const pages = new WeakMap<CacheEntry, { status: number; entry: CacheEntry }>();

/** A cached page's status and HTML: the cache keeps them as one string, `<status> <html>`. */
function pageOf(cached: CacheEntry) {
  let page = pages.get(cached);
  if (!page) {
    const space = cached.body.indexOf(' ');
    page = {
      status: Number(cached.body.slice(0, space)),
      entry: { ...cached, body: cached.body.slice(space + 1) },
    };
    pages.set(cached, page);
  }
  return page;
}
