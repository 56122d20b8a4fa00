// Where the storefront finds its API and which shop (tenant) it is.
import { authToken, authUser, tenantOverride } from '../lib/storage.ts';

export const API_BASE = '/api/v1';
export const DEFAULT_TENANT = 'demo';
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Support address shown on the error screen when the shop has not set one. */
export const DEFAULT_SUPPORT_EMAIL = 'support@pataka.in';

function metaTenant(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="pataka-tenant"]')?.getAttribute('content')?.trim();
  return content && TENANT_ID.test(content) ? content : null;
}

/**
 * The shop id sent as X-Tenant-ID. The server writes it into index.html per host; `?shop=demo2` overrides
 * it for demos and is remembered. Tokens are bound to the shop that issued them, so switching shop signs out.
 */
export function resolveTenant(
  search: string = typeof location === 'undefined' ? '' : location.search,
): string {
  const requested = new URLSearchParams(search).get('shop')?.trim().toLowerCase();
  if (requested && TENANT_ID.test(requested)) {
    if (tenantOverride.get() !== requested) {
      authToken.remove();
      authUser.remove();
      tenantOverride.set(requested);
    }
    return requested;
  }
  return tenantOverride.get() ?? metaTenant() ?? DEFAULT_TENANT;
}

let tenant: string | null = null;

/** The current shop id, resolved once per page load. */
export function getTenant(): string {
  tenant ??= resolveTenant();
  return tenant;
}

/** Tests only: forget the resolved shop. */
export function resetTenantForTests() {
  tenant = null;
}
