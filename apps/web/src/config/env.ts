// Where the storefront finds its API and which shop (tenant) it is.
import { authToken, authUser, tenantOverride } from '../lib/storage.ts';

export const API_BASE = '/api/v1';
export const DEFAULT_TENANT = 'demo';
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Support address shown on the error screen when the shop has not set one. */
export const DEFAULT_SUPPORT_EMAIL = 'support@pataka.in';

/** The cookie the server reads to render the shop chosen with `?shop=` (apps/api plugins/tenant-page.ts). */
export const SHOP_COOKIE = 'pataka_shop';

function rememberShop(id: string) {
  if (typeof document === 'undefined') return;
  document.cookie = `${SHOP_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function forgetShop() {
  if (typeof document === 'undefined') return;
  document.cookie = `${SHOP_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The shop the server rendered this page for (its <meta name="pataka-tenant">). */
export function metaTenant(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="pataka-tenant"]')?.getAttribute('content')?.trim();
  return content && TENANT_ID.test(content) ? content : null;
}

/**
 * The shop of a shop's own domain: the server marks the meta tag `data-fixed="domain"` on a host mapped in
 * TENANT_HOSTS, where nothing may switch the shop (decision 145).
 */
export function domainTenant(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector('meta[name="pataka-tenant"]');
  return meta?.getAttribute('data-fixed') === 'domain' ? metaTenant() : null;
}

/**
 * The shop id sent as X-Tenant-ID. The server writes it into index.html per host; on a shop's own domain
 * that is final. Elsewhere (the platform's demo host) `?shop=demo2` overrides it and is remembered. Tokens
 * are bound to the shop that issued them, so switching shop signs out.
 */
export function resolveTenant(
  search: string = typeof location === 'undefined' ? '' : location.search,
): string {
  const own = domainTenant();
  if (own) {
    // A choice remembered here before (an old `?shop=` link) is dropped, with the other shop's sign-in.
    const chosen = tenantOverride.get();
    if (chosen !== null) {
      if (chosen !== own) {
        authToken.remove();
        authUser.remove();
      }
      tenantOverride.remove();
    }
    forgetShop();
    return own;
  }
  const requested = new URLSearchParams(search).get('shop')?.trim().toLowerCase();
  if (requested && TENANT_ID.test(requested)) {
    if (tenantOverride.get() !== requested) {
      authToken.remove();
      authUser.remove();
      tenantOverride.set(requested);
    }
    rememberShop(requested);
    return requested;
  }
  const remembered = tenantOverride.get();
  // Keeps the server's choice in step with ours (a choice remembered before the cookie existed).
  if (remembered) rememberShop(remembered);
  return remembered ?? metaTenant() ?? DEFAULT_TENANT;
}

let tenant: string | null = null;
/** On the server: the shop of the request being rendered (set by entry-server.tsx). */
let serverTenant: (() => string) | null = null;

/** The server renderer tells us whose page it is rendering; there is no `location` or storage there. */
export function setServerTenantSource(source: () => string) {
  serverTenant = source;
}

/** The current shop id, resolved once per page load (per request on the server). */
export function getTenant(): string {
  if (serverTenant) return serverTenant();
  tenant ??= resolveTenant();
  return tenant;
}

/** Tests only: forget the resolved shop. */
export function resetTenantForTests() {
  tenant = null;
}
