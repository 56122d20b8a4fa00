// DESIGN's budget through the whole path: a month of 10,000 invoices (eight lines each, credit notes
// among them) read from the database and written as the sales register, the GSTR-1 summary and the
// Tally import, each in under 10 s (the times are printed). Seeding 90,000 rows takes minutes on a
// loaded two-core machine, so it runs when BOOKS_SCALE=1 (as the benchmark would), not in every `npm test`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocument, fixtureGstin } from '@pataka/domain/books/book-fixtures';
import type { BookDocument } from '@pataka/domain/books/book-document';
import { customers } from '../../src/db/schema/customers.ts';
import { invoiceLines, invoices } from '../../src/db/schema/invoices.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { reportRangeBounds } from '@pataka/domain/books/report-range';
import { loadBookDocuments } from '../../src/modules/books/books.queries.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';

const INVOICES = 10_000;
const run = process.env.BOOKS_SCALE === '1';
let t: TestApp;
let owner: string;

function octoberDocs(): BookDocument[] {
  const states = ['33', '33', '33', '29', '32', '36'];
  const start = Date.parse('2026-09-30T19:00:00Z');
  const gstin = fixtureGstin('29');
  const docs: BookDocument[] = [];
  for (let i = 0; i < INVOICES; i++) {
    const inv = fixtureDocument({
      id: randomUUID(),
      number: `UC/26-27/${String(i + 1).padStart(5, '0')}`,
      sequence: i + 1,
      issuedAt: new Date(start + i * 250_000),
      buyerName: `Buyer ${i}`,
      buyerGstin: i % 10 === 0 ? gstin : null,
      placeOfSupplyCode: states[i % states.length],
      lines: Array.from({ length: 8 }, (_, j) => ({
        kind: j === 7 ? ('packing' as const) : ('goods' as const),
        quantity: 1 + ((i + j) % 5),
        ratePaise: 50_00 + ((i * 7 + j * 13) % 900) * 100,
        unit: 'BOX',
      })),
    });
    docs.push(inv);
    if (i % 100 === 99) {
      docs.push(
        fixtureDocument({
          id: randomUUID(),
          kind: 'credit_note',
          number: `UC/CN/26-27/${String(i).padStart(4, '0')}`,
          sequence: i,
          issuedAt: new Date(inv.issuedAt.getTime() + 60_000),
          against: inv,
          lines: [{ quantity: 1, ratePaise: 50_00 }],
        }),
      );
    }
  }
  return docs;
}

beforeAll(async () => {
  if (!run) return;
  t = await createTestApp();
  owner = (await adminToken(t.db, 'demo')).token;
  const docs = octoberDocs();
  const customerId = randomUUID();
  await t.db
    .insert(customers)
    .values({ tenantId: 'demo', id: customerId, name: 'Bulk Buyer', phone: '9000012345' });
  const orderOf = new Map<string, string>();
  const idOf = new Map<string, string>();
  for (const doc of docs) {
    if (doc.kind !== 'credit_note') orderOf.set(doc.number, randomUUID());
    idOf.set(doc.number, doc.id);
  }
  const chunks = <T>(list: T[], size: number) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  for (const part of chunks([...orderOf.values()], 1000)) {
    await t.db.insert(orders).values(
      part.map((id, i) => ({
        tenantId: 'demo',
        id,
        orderNumber: `BULK-${id.slice(0, 8)}-${i}`,
        customerId,
        subtotalPaise: 0,
        totalPaise: 0,
      })),
    );
  }
  for (const part of chunks(docs, 500)) {
    await t.db.insert(invoices).values(
      part.map((d) => ({
        tenantId: 'demo',
        id: d.id,
        orderId: orderOf.get(d.against?.number ?? d.number)!,
        kind: d.kind,
        series: d.kind === 'credit_note' ? 'credit_note' : 'invoice',
        number: d.number,
        financialYear: d.financialYear,
        sequence: d.sequence,
        issuedAt: d.issuedAt,
        againstInvoiceId: d.against ? idOf.get(d.against.number)! : null,
        reason: d.reason,
        buyerName: d.buyerName,
        buyerAddress: 'Sivakasi',
        buyerStateCode: d.buyerStateCode,
        buyerGstin: d.buyerGstin,
        placeOfSupplyCode: d.placeOfSupplyCode,
        supplier: {
          name: 'Uma Crackers',
          address: 'Sivakasi',
          gstin: d.supplierGstin,
          stateCode: '33',
          stateName: 'Tamil Nadu',
          licence: null,
          phone: null,
        },
        taxablePaise: d.taxablePaise,
        cgstPaise: d.cgstPaise,
        sgstPaise: d.sgstPaise,
        igstPaise: d.igstPaise,
        roundOffPaise: d.roundOffPaise,
        totalPaise: d.totalPaise,
      })),
    );
  }
  const lines = docs.flatMap((d) =>
    d.lines.map((l, i) => ({ tenantId: 'demo', id: randomUUID(), invoiceId: d.id, position: i + 1, ...l })),
  );
  for (const part of chunks(lines, 2000)) await t.db.insert(invoiceLines).values(part);
}, 900_000);
afterAll(() => t?.app.close());

describe.runIf(run)(`reading a month of`, () => {
  it('loads the documents with their lines', async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const docs = await loadBookDocuments(
      t.db,
      'demo',
      reportRangeBounds({ from: '2026-10-01', to: '2026-10-31' }),
    );
    const used = process.cpuUsage(cpu);
    console.log(
      `load: ${docs.length} documents in ${(performance.now() - started).toFixed(0)} ms (CPU ${((used.user + used.system) / 1000).toFixed(0)} ms)`,
    );
    expect(docs).toHaveLength(INVOICES + INVOICES / 100);
    expect(docs.reduce((n, d) => n + d.lines.length, 0)).toBe(INVOICES * 8 + INVOICES / 100);
  }, 60_000);
});

describe.runIf(run)(`a month of ${INVOICES.toLocaleString('en-IN')} invoices`, () => {
  it.each(['sales-register.csv', 'gstr1.csv', 'tally.xml'])(
    '%s in under 10 s',
    async (file) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/reports/${file}?from=2026-10-01&to=2026-10-31`,
        headers: as('demo', owner),
      });
      const ms = performance.now() - started;
      console.log(`${file}: ${(res.body.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms`);
      expect(res.statusCode).toBe(200);
      expect(ms).toBeLessThan(10_000);
      if (file === 'sales-register.csv') expect(res.body).toContain('10000 invoices, 100 credit notes');
    },
    60_000,
  );
});
