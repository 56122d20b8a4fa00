// One deployment serves many shops. A page request finds its shop the way the storefront does. On a host
// mapped to a shop (TENANT_HOSTS) it is that shop, always: a shop's own domain shows only that shop
// (decision 145), so `?shop=` and the `pataka_shop` cookie are ignored there and the cookie is cleared.
// On any other host (the platform's demo host): `?shop=<id>` (remembered in the `pataka_shop` cookie),
// else the remembered cookie, else the default shop. The server writes the answer into the page's
// <meta name="pataka-tenant">, so the browser and the server never disagree.

const TENANT_META = /<meta name="pataka-tenant" content="[^"]*"\s*\/?>/;
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Set by the storefront (config/env.ts) when `?shop=` switches the shop. */
export const SHOP_COOKIE = 'pataka_shop';

export type TenantHostOptions = {
  defaultTenant: string;
  tenantHosts: Record<string, string>;
  /**
   * The shop whose domain the host is (verified in shop_domains, else TENANT_HOSTS), from the in-process
   * index (decision 151); without it only TENANT_HOSTS maps hosts.
   */
  shopOfHost?: (host: string | undefined) => string | null;
};

/** The shop a Host header is mapped to (a shop's domain), or null for a host that is not mapped. */
export function mappedTenant(host: string | undefined, opts: TenantHostOptions): string | null {
  if (opts.shopOfHost) return opts.shopOfHost(host);
  const name = (host ?? '').split(':')[0]!.toLowerCase();
  return Object.hasOwn(opts.tenantHosts, name) ? opts.tenantHosts[name]! : null;
}

/** The shop of a Host header: its entry in TENANT_HOSTS, else the default shop. */
export function tenantForHost(host: string | undefined, opts: TenantHostOptions): string {
  return mappedTenant(host, opts) ?? opts.defaultTenant;
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
  /**
   * How it was chosen: a `?shop=` or cookie choice must be kept in links (canonical URLs, sitemap);
   * 'domain' is a host mapped in TENANT_HOSTS, which nothing in the request can override.
   */
  source: 'query' | 'cookie' | 'host' | 'domain';
  /** A `pataka_shop` cookie came with a request to a mapped host: the page's answer expires it. */
  clearCookie?: boolean;
};

type PageRequest = { url: string; headers: { host?: string; cookie?: string } };

/**
 * The shop a storefront page (or a file it links to) is for: a mapped host's own shop, whatever the
 * request says; elsewhere `?shop=`, else the `pataka_shop` cookie, else the default shop.
 */
export function resolvePageTenant(request: PageRequest, opts: TenantHostOptions): PageTenant {
  const domainShop = mappedTenant(request.headers.host, opts);
  if (domainShop) {
    const clearCookie = cookieValue(request.headers.cookie, SHOP_COOKIE) !== null;
    return { tenantId: domainShop, source: 'domain', ...(clearCookie ? { clearCookie } : {}) };
  }
  const q = request.url.indexOf('?');
  const requested =
    q < 0 ? null : new URLSearchParams(request.url.slice(q + 1)).get('shop')?.trim().toLowerCase();
  if (requested && TENANT_ID.test(requested)) return { tenantId: requested, source: 'query' };
  const remembered = cookieValue(request.headers.cookie, SHOP_COOKIE)?.trim().toLowerCase();
  if (remembered && TENANT_ID.test(remembered)) return { tenantId: remembered, source: 'cookie' };
  return { tenantId: opts.defaultTenant, source: 'host' };
}

/** Whether links must carry `?shop=` to reach this shop again (it was not the host's own). */
export const isChosenShop = (page: PageTenant) => page.source === 'query' || page.source === 'cookie';

/**
 * The Set-Cookie a page answers with: a `?shop=` choice is remembered; on a mapped host any shop cookie
 * is expired, so a link to `kaveri.example.in/?shop=other` from before leaves nothing behind.
 */
export function shopCookieHeader(page: PageTenant): string | null {
  if (page.source === 'query')
    return `${SHOP_COOKIE}=${page.tenantId}; Path=/; Max-Age=31536000; SameSite=Lax`;
  if (page.clearCookie) return `${SHOP_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return null;
}

/**
 * The page's HTML with the shop's meta tag. `fixed`: the host is the shop's own domain, so the browser
 * must not switch shop on `?shop=` or a remembered choice (apps/web config/env.ts reads data-fixed).
 */
export function withTenantMeta(html: string, tenantId: string, fixed = false): string {
  const id = tenantId.replace(/[^a-z0-9-]/g, '');
  return html.replace(
    TENANT_META,
    fixed
      ? `<meta name="pataka-tenant" content="${id}" data-fixed="domain" />`
      : `<meta name="pataka-tenant" content="${id}" />`,
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
