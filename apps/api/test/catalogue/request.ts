// GET helpers for the catalogue and content tests.
import type { TestApp } from '../helpers/test-app.ts';
import { as } from '../helpers/test-app.ts';
import { demoShop } from '../../src/db/seed/demo-shop.ts';
import { demo2Shop } from '../../src/db/seed/demo2-shop.ts';

export async function get(t: TestApp, url: string, tenant = 'demo', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...as(tenant), ...headers },
  });
  const json = res.body && !res.headers['content-encoding'];
  return { res, status: res.statusCode, body: json ? res.json() : undefined };
}

/** The seeded catalogue as data, to check answers against. */
export const seeded = {
  demo: demoShop,
  demo2: demo2Shop,
  activeProducts: (shop = demoShop) => shop.products.filter((p) => (p.status ?? 'active') === 'active'),
};
