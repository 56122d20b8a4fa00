// One deployment serves many shops. A page request finds its shop the way the storefront does:
// `?shop=<id>` (demos; remembered in the `pataka_shop` cookie), else the remembered cookie, else the Host
// header's entry in TENANT_HOSTS, else the default shop. The server writes the answer into the page's
// <meta name="pataka-tenant">, so the browser and the server never disagree.

const TENANT_META = /<meta name="pataka-tenant" content="[^"]*"\s*\/?>/;
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Set by the storefront (config/env.ts) when `?shop=` switches the shop. */
export const SHOP_COOKIE = 'pataka_shop';

export type TenantHostOptions = { defaultTenant: string; tenantHosts: Record<string, string> };

/** The shop of a Host header: its entry in TENANT_HOSTS, else the default shop. */
export function tenantForHost(host: string | undefined, opts: TenantHostOptions): string {
  return opts.tenantHosts[(host ?? '').split(':')[0]!.toLowerCase()] ?? opts.defaultTenant;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type PageTenant = {
  tenantId: string;
  /** How it was chosen: a `?shop=` or cookie choice must be kept in links (canonical URLs, sitemap). */
  source: 'query' | 'cookie' | 'host';
};

/** The shop a storefront page is for: `?shop=`, else the `pataka_shop` cookie, else the host. */
export function resolvePageTenant(
  request: { url: string; headers: { host?: string; cookie?: string } },
  opts: TenantHostOptions,
): PageTenant {
  const q = request.url.indexOf('?');
  const requested =
    q < 0 ? null : new URLSearchParams(request.url.slice(q + 1)).get('shop')?.trim().toLowerCase();
  if (requested && TENANT_ID.test(requested)) return { tenantId: requested, source: 'query' };
  const remembered = cookieValue(request.headers.cookie, SHOP_COOKIE)?.trim().toLowerCase();
  if (remembered && TENANT_ID.test(remembered)) return { tenantId: remembered, source: 'cookie' };
  return { tenantId: tenantForHost(request.headers.host, opts), source: 'host' };
}

/** The page's HTML with the shop's meta tag. */
export function withTenantMeta(html: string, tenantId: string): string {
  return html.replace(
    TENANT_META,
    `<meta name="pataka-tenant" content="${tenantId.replace(/[^a-z0-9-]/g, '')}" />`,
  );
}

/** index.html with the shop's meta tag, per Host, rewritten once per shop and kept. */
export function tenantPages(indexHtml: string, opts: TenantHostOptions) {
  const pages = new Map<string, string>();
  return (host: string | undefined): string => {
    const tenant = tenantForHost(host, opts);
    let page = pages.get(tenant);
    if (!page) {
      page = withTenantMeta(indexHtml, tenant);
      pages.set(tenant, page);
    }
    return page;
  };
}
