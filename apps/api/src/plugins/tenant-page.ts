// One deployment serves many shops: a built single-page app learns its shop from the
// <meta name="pataka-tenant"> tag, which the server writes per host (storefront and staff console).

const TENANT_META = /<meta name="pataka-tenant" content="[^"]*"\s*\/?>/;

export type TenantHostOptions = { defaultTenant: string; tenantHosts: Record<string, string> };

/** The shop of a Host header: its entry in TENANT_HOSTS, else the default shop. */
export function tenantForHost(host: string | undefined, opts: TenantHostOptions): string {
  return opts.tenantHosts[(host ?? '').split(':')[0]!.toLowerCase()] ?? opts.defaultTenant;
}

/** index.html with the shop's meta tag, per Host, rewritten once per shop and kept. */
export function tenantPages(indexHtml: string, opts: TenantHostOptions) {
  const pages = new Map<string, string>();
  return (host: string | undefined): string => {
    const tenant = tenantForHost(host, opts);
    let page = pages.get(tenant);
    if (!page) {
      page = indexHtml.replace(
        TENANT_META,
        `<meta name="pataka-tenant" content="${tenant.replace(/[^a-z0-9-]/g, '')}" />`,
      );
      pages.set(tenant, page);
    }
    return page;
  };
}
