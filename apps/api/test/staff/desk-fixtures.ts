import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ShopEvent } from '@pataka/domain/shop-events';
import { auditLog } from '../../src/db/schema/staff.ts';
import { as, type TestApp } from '../helpers/test-app.ts';
import { orderBody } from '../orders/order-fixtures.ts';

export type PlacedOrder = { id: string; orderNumber: string; total: number; couponCode: string | null };

/** A shopper's enquiry through the public route, as the storefront sends it. */
export async function placeEnquiry(
  t: TestApp,
  token: string,
  lines: Array<[string, number]>,
  extra: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', token),
    payload: orderBody(lines, extra),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as PlacedOrder;
}

/** A request to the API with a tenant and token. */
export const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  payload?: unknown,
  tenant = 'demo',
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(tenant, token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The audit entries written about one entity, oldest first. */
export async function auditFor(t: TestApp, entityId: string) {
  return t.db
    .select({
      action: auditLog.action,
      actorName: auditLog.actorName,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, 'demo'), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}

/** Every live event the tenant's consoles would receive while the test runs. */
export function recordEvents(t: TestApp, tenantId = 'demo') {
  const events: ShopEvent[] = [];
  const stop = t.app.shopEvents.subscribe(tenantId, (e) => events.push(e));
  return { events, stop };
}
