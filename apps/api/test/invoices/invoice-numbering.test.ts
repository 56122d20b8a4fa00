import { cpus, loadavg } from 'node:os';
// Rule 46(b): consecutive numbers, unique per financial year, under concurrent issue (PGlite and
// PostgreSQL), and a new series from 1 April 00:00 IST.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '@pataka/domain/invoice/numbering';
import { customers } from '../../src/db/schema/customers.ts';
import { invoices } from '../../src/db/schema/invoices.ts';
import { orderItems, orders, paymentProofs } from '../../src/db/schema/orders.ts';
import { issueInvoice } from '../../src/modules/invoices/invoice.service.ts';
import { findStaffMember } from '../../src/modules/staff-orders/staff-member.ts';
import { adminToken, nextPhone } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { registerShop, TN_ADDRESS } from './invoice-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { id: string; token: string };
const TENANT = 'demo2';

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, TENANT);
  await registerShop(t.db, TENANT, { invoicePrefix: 'SK' });
  staff = await adminToken(t.db, TENANT);
});
afterAll(async () => {
  await t.app.close();
});

/** `count` confirmed enquiries with a verified payment, written straight to the database. */
async function paidEnquiries(count: number): Promise<string[]> {
  const customerId = randomUUID();
  await t.db
    .insert(customers)
    .values({ tenantId: TENANT, id: customerId, name: 'Bulk Buyer', phone: nextPhone() });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    await t.db.insert(orders).values({
      tenantId: TENANT,
      id,
      orderNumber: `INV-${id.slice(0, 8)}`,
      customerId,
      status: 'processing',
      paymentStatus: 'verified',
      subtotalPaise: 120_000,
      packingPaise: 3_600,
      totalPaise: 123_600,
      contactName: 'Bulk Buyer',
      contactPhone: '9000000001',
      shippingAddress: TN_ADDRESS,
    });
    await t.db.insert(orderItems).values({
      tenantId: TENANT,
      id: randomUUID(),
      orderId: id,
      productId: shop.rocket.id,
      productName: shop.rocket.name,
      unitPricePaise: 40_000,
      quantity: 3,
      totalPaise: 120_000,
    });
    await t.db.insert(paymentProofs).values({
      tenantId: TENANT,
      id: randomUUID(),
      orderId: id,
      customerId,
      url: '',
      fileName: 'manual',
      fileType: 'manual',
      status: 'verified',
      source: 'manual',
    });
  }
  return ids;
}

describe('invoice numbers', () => {
  it('50 invoices issued at once get 50 consecutive numbers, no gap or repeat, in under 5 s', async () => {
    const ids = await paidEnquiries(50);
    const started = performance.now();
    const replies = await Promise.all(
      ids.map((id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${id}/invoice`,
          headers: as(TENANT, staff.token),
          payload: {},
        }),
      ),
    );
    const elapsed = performance.now() - started;
    expect(replies.map((r) => r.statusCode)).toEqual(ids.map(() => 201));
    const fy = financialYear(new Date());
    const rows = await t.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(
        and(eq(invoices.tenantId, TENANT), eq(invoices.series, 'invoice'), eq(invoices.financialYear, fy)),
      )
      .orderBy(asc(invoices.sequence));
    const sequences = rows.map((r) => r.sequence);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => sequences[0]! + i));
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
    // The budget (DESIGN.md: < 5 s) holds on an idle machine; on one busier than its cores the time is
    // reported, not judged, like the other timing budgets (npm run bench measures with nothing else running).
    const busy = loadavg()[0]! > cpus().length;
    console.log(`50 concurrent invoices: ${Math.round(elapsed)} ms (load ${loadavg()[0]!.toFixed(1)})`);
    if (!busy) expect(elapsed).toBeLessThan(5000);
  });

  it('a refused issue gives no number away: the next invoice takes the next number', async () => {
    const [first, second] = await paidEnquiries(2);
    const member = await findStaffMember(t.db, TENANT, staff.id);
    const a = await issueInvoice(t.db, TENANT, first!, member, {});
    // Refused after the order lock (already invoiced): no number is taken.
    await expect(issueInvoice(t.db, TENANT, first!, member, {})).rejects.toThrow(/already has invoice/);
    const b = await issueInvoice(t.db, TENANT, second!, member, {});
    const seq = (n: string) => Number(n.split('/').at(-1));
    expect(seq(b.number)).toBe(seq(a.number) + 1);
  });

  it('the first invoice on 1 April (IST) starts the new financial year at 00001', async () => {
    const ids = await paidEnquiries(3);
    const member = await findStaffMember(t.db, TENANT, staff.id);
    // 31 March 2031 23:59:59 IST, then 1 April 2031 00:00 IST.
    const march = await issueInvoice(t.db, TENANT, ids[0]!, member, {}, new Date('2031-03-31T18:29:59Z'));
    const april = await issueInvoice(t.db, TENANT, ids[1]!, member, {}, new Date('2031-03-31T18:30:00Z'));
    const next = await issueInvoice(t.db, TENANT, ids[2]!, member, {}, new Date('2031-04-02T05:00:00Z'));
    expect(march.number).toBe('SK/30-31/00001');
    expect(april.number).toBe('SK/31-32/00001');
    expect(next.number).toBe('SK/31-32/00002');
  });
});
