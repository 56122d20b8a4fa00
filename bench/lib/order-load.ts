import { randomUUID } from 'node:crypto';
import { RATE_LIMIT_ATTEMPTS } from '@pataka/domain/limits';
import type { ApiServer } from './api-server.ts';
import { capture } from './baseline.ts';
import { errorText, signInCustomers } from './customers.ts';
import type { LoadRequest } from './load-test.ts';
import { buildOrderBody, type ListedProduct } from './order-body.ts';
import type { CapturedResponse } from './static-server.ts';

export const ORDER_PATH = '/api/v1/orders/my-order';

/**
 * Customers the order load rotates over. OTP sends are limited per IP (5 per 60 s), and every sign-in
 * here comes from 127.0.0.1, so that is how many one server gives the bench.
 */
const ORDER_CUSTOMERS = RATE_LIMIT_ATTEMPTS;

export type OrderLoad = {
  request: Omit<LoadRequest, 'url'> & { path: string };
  sample: CapturedResponse;
  customers: number;
  stoppedBy: string | null;
};

/**
 * Everything POST /orders/my-order needs under load: signed-in customers (rotated per request), a
 * valid body, a distinct Idempotency-Key per request, and one real answer for the static baseline.
 * Returns the reason instead when it cannot be set up.
 */
export async function prepareOrderLoad(
  server: ApiServer,
  tenant: string,
  listed: ListedProduct[],
): Promise<OrderLoad | { unavailable: string }> {
  const { tokens, phones, stoppedBy } = await signInCustomers(server.url, tenant, ORDER_CUSTOMERS);
  if (!tokens.length) return { unavailable: stoppedBy ?? 'no customer' };
  const body = buildOrderBody(listed, phones[0]!);
  if (!body) return { unavailable: 'no in-stock product to order' };
  let n = 0;
  const headers = () => ({
    'x-tenant-id': tenant,
    'content-type': 'application/json',
    authorization: `Bearer ${tokens[n++ % tokens.length]}`,
    'idempotency-key': randomUUID(),
  });
  const sample = await capture(server.url, { method: 'POST', path: ORDER_PATH, headers: headers(), body });
  if (sample.status < 200 || sample.status > 299)
    return { unavailable: `answered ${sample.status}: ${errorText((sample.json ?? {}) as object)}` };
  return {
    request: {
      path: ORDER_PATH,
      method: 'POST',
      body,
      headers: headers(),
      perRequest: () => ({ headers: headers() }),
    },
    sample,
    customers: tokens.length,
    stoppedBy,
  };
}
