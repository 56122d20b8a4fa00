// Where the console finds its API and which shop (tenant) it serves: the server writes the shop of the
// host into index.html's meta tag, exactly as for the storefront.
export const API_BASE = '/api/v1';
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

let tenant: string | null = null;

export function getTenant(): string {
  if (tenant) return tenant;
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="pataka-tenant"]')?.getAttribute('content')?.trim();
  tenant = content && TENANT_ID.test(content) ? content : 'demo';
  return tenant;
}

/** Tests only. */
export function setTenantForTests(id: string | null) {
  tenant = id;
}
