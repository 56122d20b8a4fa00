// Requests for the staff catalogue tests.
import type { TestApp } from '../helpers/test-app.ts';
import { as } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request under /api/v1 as `token` in `tenant`. */
export async function call(
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  body?: unknown,
  tenant = 'demo',
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(tenant, token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, res };
}

/** An anonymous public read, as the storefront makes it. */
export async function publicGet(t: TestApp, url: string, tenant = 'demo') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as(tenant) });
  return { status: res.statusCode, body: res.json() };
}

let counter = 0;
/** A valid new product body with a unique name and SKU. */
export function newProduct(extra: Record<string, unknown> = {}) {
  const n = `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Test Chakkar ${n}`, sku: `TST-${n}`, price: 600, originalPrice: 900, ...extra };
}
