import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '@pataka/domain/invoice/numbering';
import { products } from '../../src/db/schema/catalogue.ts';
import { invoiceLines, invoices } from '../../src/db/schema/invoices.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { auditFor, call } from '../staff/desk-fixtures.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { BUYER_GSTIN, paidEnquiry, registerShop, SHOP_GSTIN, TN_ADDRESS } from './invoice-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { token: string };
let buyer: { id: string; token: string };
let stranger: { token: string };
const fy = financialYear(new Date());
const yy = `${fy.slice(2, 4)}-${fy.slice(5, 7)}`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  await registerShop(t.db);
  // The rocket is a fireworks product (the default 3604 / 18 %); the flower pot carries its own Tamil name.
  await t.db
    .update(products)
    .set({ nameTa: 'பூச்சட்டி', packageType: '1 Box' })
    .where(and(eq(products.tenantId, 'demo'), eq(products.id, shop.flowerPot.id)));
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Lakshmi Narayanan' });
  stranger = await customerWithToken(t.db, 'demo');
});
afterAll(async () => {
  await t.app.close();
});

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('issuing an invoice', () => {
  it('issues a tax invoice within the state: CGST + SGST, totals to the paisa, once only', async () => {
    const order = await paidEnquiry(
      t,
      staff.token,
      buyer.token,
      [
        [shop.rocket.id, 3],
        [shop.flowerPot.id, 1],
      ],
      { shippingAddress: TN_ADDRESS },
    );
    const res = await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {});
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data;
    expect(inv.kind).toBe('tax_invoice');
    expect(inv.number).toMatch(new RegExp(`^UC/${yy}/\\d{5}$`));
    expect(inv.placeOfSupplyCode).toBe('33');
    expect(inv.igstPaise).toBe(0);
    expect(inv.cgstPaise).toBe(inv.sgstPaise);
    expect(inv.cgstPaise).toBeGreaterThan(0);
    // Prices include GST: the invoice is the enquiry's total, rounded to the rupee.
    const orderPaise = Math.round(order.total * 100);
    expect(Math.abs(inv.totalPaise - orderPaise)).toBeLessThanOrEqual(50);
    expect(inv.totalPaise % 100).toBe(0);
    expect(inv.taxablePaise + inv.cgstPaise + inv.sgstPaise + inv.roundOffPaise).toBe(inv.totalPaise);
    expect(inv.lines.map((l: { kind: string; hsn: string }) => [l.kind, l.hsn])).toEqual([
      ['goods', '3604'],
      ['goods', '3604'],
      ['packing', '3604'],
    ]);
    expect(inv.lines[1].unit).toBe('BOX');

    const again = await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(inv.number);

    const dto = (await call(t, 'GET', `/orders/${order.id}`, staff.token)).json().data;
    expect(dto.invoice).toMatchObject({ id: inv.id, number: inv.number, total: inv.totalPaise / 100 });
    expect(dto.invoice.pdfUrl).toBe(`/api/v1/invoices/${inv.id}.pdf`);
    const mine = (await call(t, 'GET', `/orders/${order.id}`, buyer.token)).json().data;
    expect(mine.invoice?.number).toBe(inv.number);
    expect((await auditFor(t, inv.id)).map((a) => a.action)).toEqual(['invoice.issue']);
  });

  it('charges IGST outside the state, and prints the business buyer’s GSTIN', async () => {
    const order = await paidEnquiry(t, staff.token, buyer.token, [[shop.rocket.id, 4]]); // Karnataka
    const res = await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {
      buyerGstin: BUYER_GSTIN.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data;
    expect(inv).toMatchObject({
      placeOfSupplyCode: '29',
      buyerGstin: BUYER_GSTIN,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(inv.igstPaise).toBeGreaterThan(0);
    for (const l of inv.lines) {
      expect(Math.abs(l.igstPaise - (l.taxablePaise * l.gstRateBp) / 10_000)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an enquiry without a verified payment, and a malformed GSTIN', async () => {
    const { placeEnquiry } = await import('../staff/desk-fixtures.ts');
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    const pending = await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {});
    expect(pending.statusCode).toBe(409);
    await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'confirmed' });
    const unpaid = await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe('Verify the payment before issuing the invoice');
    const bad = await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {
      buyerGstin: '29AABCT3518Q1ZX',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is staff only; the shopper cannot issue one', async () => {
    const order = await paidEnquiry(t, staff.token, buyer.token, [[shop.rocket.id, 3]]);
    const res = await call(t, 'POST', `/orders/${order.id}/invoice`, buyer.token, {});
    expect([401, 403]).toContain(res.statusCode);
  });
});

describe('the PDF', () => {
  it('carries number, GSTINs, HSN, the tax split, total and amount in words; the shopper downloads it, no one else', async () => {
    const order = await paidEnquiry(
      t,
      staff.token,
      buyer.token,
      [
        [shop.rocket.id, 2],
        [shop.flowerPot.id, 1],
      ],
      { shippingAddress: TN_ADDRESS },
    );
    const inv = (await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {})).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${inv.id}.pdf`,
      headers: as('demo', buyer.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Original for recipient');
    expect(text).toContain(inv.number);
    expect(text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(text).toContain('3604');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('Tamil Nadu (33)');
    expect(text).toContain('HSN summary');
    const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(inv.totalPaise / 100);
    expect(text).toContain(`₹ ${rupees}`);
    const { amountInWords } = await import('@pataka/domain/invoice/words');
    expect(text.replace(/\s+/g, ' ')).toContain(amountInWords(inv.totalPaise));
    expect(text).toContain('Authorised signatory');

    const staffPdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${inv.id}.pdf`,
      headers: as('demo', staff.token),
    });
    expect(staffPdf.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${inv.id}.pdf`,
      headers: as('demo', stranger.token),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${inv.id}.pdf`,
      headers: as('demo'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an issued invoice never changes', () => {
  it('answers 409 to any change, and refuses to edit the invoiced enquiry', async () => {
    const order = await paidEnquiry(t, staff.token, buyer.token, [[shop.rocket.id, 3]], {
      shippingAddress: TN_ADDRESS,
    });
    const inv = (await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {})).json().data;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/invoices/${inv.id}`,
        headers: as('demo', staff.token),
        payload: {},
      });
      expect(res.statusCode).toBe(409);
    }
    const edit = await call(t, 'PUT', `/orders/${order.id}/items`, staff.token, {
      items: [{ productId: shop.rocket.id, quantity: 5 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(
      `Invoice ${inv.number} has been issued for this enquiry: issue a credit note instead of editing it`,
    );
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.totalPaise).toBe(inv.totalPaise);
  });
});

describe('credit notes', () => {
  it('credits part, refuses more than is left, then the rest; they add up to the invoice', async () => {
    const order = await paidEnquiry(
      t,
      staff.token,
      buyer.token,
      [
        [shop.rocket.id, 5],
        [shop.flowerPot.id, 2],
      ],
      { shippingAddress: TN_ADDRESS },
    );
    const inv = (await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {})).json().data;
    const part = await call(t, 'POST', `/invoices/${inv.id}/credit-notes`, staff.token, {
      reason: 'Two rockets damaged in transit',
      lines: [{ position: 1, quantity: 2 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    const cn1 = part.json().data;
    expect(cn1).toMatchObject({
      kind: 'credit_note',
      againstInvoiceId: inv.id,
      againstInvoiceNumber: inv.number,
    });
    expect(cn1.number).toMatch(new RegExp(`^UC/${yy}/C\\d{4}$`));
    expect(cn1.lines).toHaveLength(1);
    expect(cn1.lines[0].quantity).toBe(2);

    const tooMany = await call(t, 'POST', `/invoices/${inv.id}/credit-notes`, staff.token, {
      reason: 'More',
      lines: [{ position: 1, quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Line 1: only 3 left to credit');

    const rest = await call(t, 'POST', `/invoices/${inv.id}/credit-notes`, staff.token, {
      reason: 'Order returned',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const cn2 = rest.json().data;
    expect(cn1.totalPaise + cn2.totalPaise).toBe(inv.totalPaise);
    expect(cn1.taxablePaise + cn2.taxablePaise).toBe(inv.taxablePaise);
    expect(cn1.cgstPaise + cn2.cgstPaise).toBe(inv.cgstPaise);

    const nothing = await call(t, 'POST', `/invoices/${inv.id}/credit-notes`, staff.token, {
      reason: 'Again',
    });
    expect(nothing.statusCode).toBe(409);
    const ofCredit = await call(t, 'POST', `/invoices/${cn1.id}/credit-notes`, staff.token, {
      reason: 'Nested',
    });
    expect(ofCredit.statusCode).toBe(409);

    const detail = (await call(t, 'GET', `/admin/invoices/${inv.id}`, staff.token)).json().data;
    expect(detail.creditNotes.map((c: { number: string }) => c.number)).toEqual([cn1.number, cn2.number]);
    expect(detail.lines.every((l: { leftToCredit: number }) => l.leftToCredit === 0)).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${cn1.id}.pdf`,
      headers: as('demo', buyer.token),
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(inv.number);
    expect(text).toContain('Two rockets damaged in transit');
  });

  it('cancelling an invoiced enquiry issues a full credit note', async () => {
    const order = await paidEnquiry(t, staff.token, buyer.token, [[shop.rocket.id, 3]], {
      shippingAddress: TN_ADDRESS,
    });
    const inv = (await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {})).json().data;
    const cancel = await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const notes = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, 'demo'), eq(invoices.againstInvoiceId, inv.id)));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'credit_note',
      totalPaise: inv.totalPaise,
      reason: 'Enquiry cancelled',
    });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, notes[0]!.id));
    expect(lines.reduce((s, l) => s + l.totalPaise, 0) + notes[0]!.roundOffPaise).toBe(inv.totalPaise);
    expect((await auditFor(t, notes[0]!.id)).map((a) => a.action)).toEqual(['invoice.credit_note']);
  });

  it('the shopper cancelling a confirmed, invoiced enquiry gets one too', async () => {
    const order = await paidEnquiry(t, staff.token, buyer.token, [[shop.rocket.id, 3]], {
      shippingAddress: TN_ADDRESS,
    });
    const inv = (await call(t, 'POST', `/orders/${order.id}/invoice`, staff.token, {})).json().data;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/cancel`,
      headers: as('demo', buyer.token),
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const notes = await t.db.select().from(invoices).where(eq(invoices.againstInvoiceId, inv.id));
    expect(notes.map((n) => n.totalPaise)).toEqual([inv.totalPaise]);
  });
});

describe('the staff list', () => {
  it('lists by date range and finds by number, buyer or GSTIN', async () => {
    const all = (await call(t, 'GET', `/admin/invoices`, staff.token)).json().data;
    expect(all.length).toBeGreaterThan(3);
    const b2b = (await call(t, 'GET', `/admin/invoices?q=${BUYER_GSTIN.slice(0, 6)}`, staff.token)).json()
      .data;
    expect(b2b).toHaveLength(1);
    expect(b2b[0].orderNumber).toMatch(/\S/);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const none = (await call(t, 'GET', `/admin/invoices?from=${tomorrow}`, staff.token)).json().data;
    expect(none).toHaveLength(0);
    const forbidden = await call(t, 'GET', `/admin/invoices`, buyer.token);
    expect([401, 403]).toContain(forbidden.statusCode);
  });
});

describe('tax settings', () => {
  it('needs a GSTIN of the shop state, and an owner', async () => {
    const wrong = await call(t, 'PUT', '/admin/company', staff.token, { taxState: 'Kerala' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain('state code 33');
    const ok = await call(t, 'PUT', '/admin/company', staff.token, {
      defaultHsn: '3604',
      defaultGstRate: 18,
      invoicePrefix: 'uc',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      gstRegistered: true,
      defaultHsn: '3604',
      defaultGstRate: 18,
      invoicePrefix: 'UC',
      pricesIncludeGst: true,
    });
    const member = await staffWithToken(t.db, 'demo', { role: 'staff' });
    const refused = await call(t, 'PUT', '/admin/company', member.token, { invoicePrefix: 'XY' });
    expect(refused.statusCode).toBe(403);
    const badRate = await call(t, 'PUT', '/admin/company', staff.token, { defaultGstRate: 17 });
    expect(badRate.statusCode).toBe(400);
  });

  it('an unregistered shop issues a bill of supply without tax', async () => {
    const tenant = 'demo2';
    const shop2 = await seedOrderCatalogue(t.db, tenant);
    await registerShop(t.db, tenant, { gstRegistered: false, invoicePrefix: 'BS' });
    const owner = await adminToken(t.db, tenant);
    const shopper = await customerWithToken(t.db, tenant);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as(tenant, shopper.token),
      payload: (await import('../orders/order-fixtures.ts')).orderBody([[shop2.rocket.id, 3]], {
        shippingAddress: TN_ADDRESS,
      }),
    });
    expect(order.statusCode, order.body).toBe(201);
    const o = order.json().data;
    await call(t, 'PATCH', `/orders/${o.id}/status`, owner.token, { status: 'confirmed' }, tenant);
    await call(
      t,
      'POST',
      `/orders/${o.id}/payments/manual`,
      owner.token,
      { utr: '712399990001', amount: o.total },
      tenant,
    );
    const res = await call(t, 'POST', `/orders/${o.id}/invoice`, owner.token, {}, tenant);
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data;
    expect(inv).toMatchObject({ kind: 'bill_of_supply', cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(inv.number).toMatch(/^BS\//);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${inv.id}.pdf`,
      headers: as(tenant, shopper.token),
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).not.toContain('CGST');
  });
});
