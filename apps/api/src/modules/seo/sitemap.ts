// sitemap.xml and robots.txt as text: pure, so the route only loads rows and replies.
import type { SitemapRows } from './seo.queries.ts';

/** The storefront's product lists (their last change: the newest product change). */
const LIST_PAGES = ['/', '/products', '/quick-buy'] as const;
/** Pages that show the shop's own settings (name, address, hours, shipping rules). */
const CONTENT_PAGES = ['/about', '/contact', '/shipping', '/privacy', '/terms', '/safety'] as const;

/** Never worth a crawler's time: personal pages, the console, the API. */
const DISALLOWED = [
  '/admin',
  '/api/',
  '/cart',
  '/checkout',
  '/profile',
  '/enquiries',
  '/favorites',
  '/login',
] as const;

export type SitemapUrl = { path: string; lastmod: Date | null };

/** Where the sitemap's URLs point: the request's origin, and ?shop= when the shop was chosen by it. */
export type SiteAddress = { origin: string; shopParam: string | null };

const newest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (!b ? a : !a || b > a ? b : a), null);

/** Every public page of the shop, each with its last change where one is known. */
export function sitemapUrls(rows: SitemapRows): SitemapUrl[] {
  return [
    ...LIST_PAGES.map((path) => ({ path, lastmod: rows.productsChangedAt })),
    { path: '/categories', lastmod: newest(rows.productsChangedAt, rows.categoriesChangedAt) },
    ...CONTENT_PAGES.map((path) => ({ path, lastmod: rows.companyChangedAt })),
    ...rows.categories.map((c) => ({
      path: `/category/${encodeURIComponent(c.slug)}`,
      lastmod: c.updatedAt,
    })),
    ...rows.products.map((p) => ({ path: `/product/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** W3C Datetime to the second, in UTC: 2025-10-20T09:30:00Z. */
export const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function pageAddress(site: SiteAddress, path: string): string {
  return `${site.origin}${path}${site.shopParam ? `?shop=${encodeURIComponent(site.shopParam)}` : ''}`;
}

export function renderSitemap(urls: SitemapUrl[], site: SiteAddress): string {
  const entries = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(pageAddress(site, path))}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(site: SiteAddress): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pageAddress(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
