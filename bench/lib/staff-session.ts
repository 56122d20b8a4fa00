// A staff member of the demo shop, to make the writes that drop the shop's public caches.
const TENANT = 'demo';
/** Seeded as the demo shop's owner when ADMIN_PASSWORD is set for the server (seed-tenant.ts). */
export const BENCH_STAFF = { email: 'admin@demo.pataka.local', password: 'bench-admin-password' };

export type StaffSession = {
  /**
   * A catalogue write that changes nothing a shopper sees (a product's stock set to what it is) but,
   * like every staff catalogue write, drops the shop's cached public reads and pages.
   */
  touchProduct(product: { id: string; inStock: boolean }): Promise<void>;
};

async function call(baseUrl: string, method: string, apiPath: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: {
      'x-tenant-id': TENANT,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
  if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs in as the demo shop's owner (the server must have been started with ADMIN_PASSWORD). */
export async function staffSession(baseUrl: string): Promise<StaffSession> {
  const login = await call(baseUrl, 'POST', '/admin/auth/login', BENCH_STAFF);
  const token = login?.data?.token;
  if (!token) throw new Error('staff sign-in returned no token');
  return {
    async touchProduct({ id, inStock }) {
      await call(baseUrl, 'PATCH', `/products/${encodeURIComponent(id)}`, { inStock }, token);
    },
  };
}
