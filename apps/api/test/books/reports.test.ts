// The accountant's exports through the API (decision 150): invoices written straight into the tables,
// then the sales register, GSTR-1 summary and Tally import for April read back and checked against
// the rows to the paisa. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import xmlParser from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocument } from '@pataka/domain/books/book-fixtures';
import { APRIL, APRIL_DOCS, BUYER_GSTIN, paiseOf } from '@pataka/domain/books/book-scenario.test-data';
import { GSTR1_SECTIONS } from '@pataka/domain/books/gstr1-csv';
import { REPORT_RANGE_MESSAGES } from '@pataka/domain/books/report-range';
import { DEFAULT_TALLY_SETTINGS } from '@pataka/domain/books/tally-settings';
import { invoices } from '../../src/db/schema/invoices.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { insertBookDocument } from './book-rows.ts';

let t: TestApp;
let owner: string;
let clerk: string;
const APRIL_RANGE = 'from=2026-04-01&to=2026-04-30';

// Just outside April in India on both sides, a credit note in May against an April invoice, and a
// sale at ten past midnight on 1 April IST (still 31 March in UTC) that is inside.
const lateMarch = fixtureDocument({
  number: 'UC/25-26/00950',
  financialYear: '2025-26',
  issuedAt: '2026-03-31T18:29:00Z',
  lines: [{ quantity: 1, ratePaise: 999_00 }],
});
const firstOfApril = fixtureDocument({
  number: 'UC/26-27/00000',
  sequence: 0,
  issuedAt: '2026-03-31T18:40:00Z',
  lines: [{ quantity: 2, ratePaise: 250_00 }],
});
const firstOfMay = fixtureDocument({
  number: 'UC/26-27/00005',
  issuedAt: '2026-04-30T18:30:00Z',
  lines: [{ quantity: 1, ratePaise: 777_00 }],
});
const mayNote = fixtureDocument({
  kind: 'credit_note',
  number: 'UC/CN/26-27/0004',
  issuedAt: '2026-05-03T06:00:00Z',
  against: APRIL.interLarge,
  lines: [{ quantity: 5, ratePaise: 1_000_00 }],
});
const IN_APRIL = [firstOfApril, ...APRIL_DOCS];
const otherShopSale = fixtureDocument({
  number: 'OS/26-27/00001',
  issuedAt: '2026-04-12T06:00:00Z',
  lines: [{ quantity: 9, ratePaise: 9_999_00 }],
});

beforeAll(async () => {
  t = await createTestApp();
  owner = (await adminToken(t.db, 'demo')).token;
  clerk = (await staffWithToken(t.db, 'demo', { role: 'staff' })).token;
  const written = new Map<string, { id: string; orderId: string }>();
  for (const doc of [lateMarch, firstOfApril, ...APRIL_DOCS, firstOfMay, mayNote]) {
    await insertBookDocument(t.db, 'demo', doc, written);
  }
  await insertBookDocument(t.db, 'demo2', otherShopSale, new Map());
});
afterAll(() => t.app.close());

const get = (path: string, token = owner) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/reports/${path}`, headers: as('demo', token) });

/** The invoice rows of demo in April, straight from the table: what every export must agree with. */
async function aprilRows() {
  const rows = await t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, 'demo')));
  return rows.filter(
    (r) => r.issuedAt >= new Date('2026-03-31T18:30:00Z') && r.issuedAt < new Date('2026-04-30T18:30:00Z'),
  );
}
const signed = (
  rows: Awaited<ReturnType<typeof aprilRows>>,
  key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'roundOffPaise' | 'totalPaise',
) => rows.reduce((n, r) => n + (r.kind === 'credit_note' ? -1 : 1) * r[key], 0);

describe('who may export', () => {
  it.each(['sales-register.csv', 'gstr1.csv', 'tally.xml', 'summary', 'tally-settings'])(
    '%s is for owners only',
    async (path) => {
      const staff = await get(`${path}?${APRIL_RANGE}`, clerk);
      expect(staff.statusCode).toBe(403);
      const nobody = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/reports/${path}?${APRIL_RANGE}`,
        headers: as('demo'),
      });
      expect(nobody.statusCode).toBe(401);
    },
  );
});

describe('the date range', () => {
  it.each([
    ['', 400, null],
    ['from=2026-04-31&to=2026-05-01', 400, REPORT_RANGE_MESSAGES.badDate('from')],
    ['from=2026-05-01&to=2026-04-01', 400, REPORT_RANGE_MESSAGES.order],
    ['from=2026-04-01&to=2027-04-01', 400, REPORT_RANGE_MESSAGES.tooLong],
    ['from=2026-04-01&to=2027-03-31', 200, null],
  ])('?%s → %i', async (query, status, message) => {
    const res = await get(`sales-register.csv?${query}`);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error.message).toContain(message);
  });
});

describe('sales register', () => {
  it('is a CSV download named for the range, with every April line and nothing else', async () => {
    const res = await get(`sales-register.csv?${APRIL_RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-register_2026-04-01_2026-04-30.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    const numbers = new Set(rows.map((r) => r.Number));
    for (const doc of IN_APRIL) expect(numbers, doc.number).toContain(doc.number);
    for (const outside of [lateMarch, firstOfMay, mayNote, otherShopSale])
      expect(numbers).not.toContain(outside.number);
  });

  it('agrees with the invoice rows to the paisa, credit notes subtracted', async () => {
    const rows = parse((await get(`sales-register.csv?${APRIL_RANGE}`)).body.slice(1), {
      columns: true,
    }) as Record<string, string>[];
    const total = rows.pop()!;
    const db = await aprilRows();
    expect(db).toHaveLength(IN_APRIL.length);
    for (const [col, key] of [
      ['Taxable value', 'taxablePaise'],
      ['CGST', 'cgstPaise'],
      ['SGST', 'sgstPaise'],
      ['IGST', 'igstPaise'],
      ['Total', 'totalPaise'],
    ] as const) {
      expect(
        rows.reduce((n, r) => n + paiseOf(r[col]!), 0),
        col,
      ).toBe(signed(db, key));
      expect(paiseOf(total[col]!), col).toBe(signed(db, key));
    }
  });

  it('a credit note reverses its invoice: the pair nets to nothing', async () => {
    const rows = parse((await get(`sales-register.csv?${APRIL_RANGE}`)).body.slice(1), {
      columns: true,
    }) as Record<string, string>[];
    const pair = rows.filter((r) => r.Number === APRIL.interB2b.number || r.Number === APRIL.noteB2b.number);
    expect(pair.some((r) => r.Type === 'Credit note' && r['Against invoice'] === APRIL.interB2b.number)).toBe(
      true,
    );
    for (const col of ['Taxable value', 'IGST', 'Total'])
      expect(
        pair.reduce((n, r) => n + paiseOf(r[col]!), 0),
        col,
      ).toBe(0);
  });
});

describe('summary', () => {
  it('counts April and nets credit notes, in rupees', async () => {
    const res = await get(`summary?${APRIL_RANGE}`);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    const db = await aprilRows();
    expect(s.invoices.count).toBe(5);
    expect(s.creditNotes.count).toBe(3);
    expect(Math.round(s.net.total * 100)).toBe(signed(db, 'totalPaise'));
    expect(Math.round(s.net.igst * 100)).toBe(signed(db, 'igstPaise'));
  });
});

describe('GSTR-1 summary', () => {
  it('agrees with the invoices: the B2B table, B2C large by the credit note of May, and the HSN tabs', async () => {
    const res = await get(`gstr1.csv?${APRIL_RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('gstr1_2026-04-01_2026-04-30.csv');
    const rows = parse(res.body.slice(1), { relax_column_count: true }) as string[][];
    const section = (title: string) => {
      const at = rows.findIndex((r) => r[0] === title);
      const end = rows.findIndex((r, i) => i > at && r[0] === 'Total');
      return { head: rows[at + 1]!, body: rows.slice(at + 2, end), total: rows[end]! };
    };
    expect(rows[1]).toEqual(['GSTIN', APRIL.intraSmall.supplierGstin]);
    const b2b = section(GSTR1_SECTIONS.b2b);
    expect(b2b.body.map((r) => r[0])).toEqual([BUYER_GSTIN, BUYER_GSTIN]);
    const b2cl = section(GSTR1_SECTIONS.b2cl);
    expect(b2cl.body.map((r) => r[0])).toEqual([APRIL.interLarge.number]);
    const cdnur = section(GSTR1_SECTIONS.cdnur);
    expect(cdnur.body.map((r) => r[1])).toEqual([APRIL.noteLarge.number]);
    // The two HSN tabs together are April's net taxable value and taxes.
    const db = await aprilRows();
    for (const [name, key] of [
      ['Taxable Value', 'taxablePaise'],
      ['Integrated Tax', 'igstPaise'],
      ['Central Tax', 'cgstPaise'],
    ] as const) {
      const b2bTab = section(GSTR1_SECTIONS.hsnB2b);
      const b2cTab = section(GSTR1_SECTIONS.hsnB2c);
      const i = b2bTab.head.indexOf(name);
      expect(paiseOf(b2bTab.total[i]!) + paiseOf(b2cTab.total[i]!), name).toBe(signed(db, key));
    }
  });

  it('reports May’s credit note against April’s B2C large invoice in May’s CDNUR', async () => {
    const rows = parse((await get('gstr1.csv?from=2026-05-01&to=2026-05-31')).body.slice(1), {
      relax_column_count: true,
    }) as string[][];
    const note = rows.find((r) => r[1] === mayNote.number)!;
    expect(note[0]).toBe('B2CL');
    expect(note).toContain(APRIL.interLarge.number);
  });
});

describe('Tally import', () => {
  type Entry = { LEDGERNAME: string; AMOUNT: string };
  const vouchersOf = (xml: string) => {
    expect(xmlParser.validate(xml)).toBe(true);
    const doc = xmlParser.parse(xml, {
      ignoreAttributes: false,
      parseNodeValue: false,
      arrayMode: (n: string) => n === 'TALLYMESSAGE' || n === 'ALLLEDGERENTRIES.LIST',
    } as never);
    return (
      doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as {
        VOUCHER: { '@_VCHTYPE': string; 'ALLLEDGERENTRIES.LIST': Entry[] };
      }[]
    ).map((m) => m.VOUCHER);
  };

  it('parses, balances every voucher and gives back April’s totals', async () => {
    const res = await get(`tally.xml?${APRIL_RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const vouchers = vouchersOf(res.body);
    expect(vouchers).toHaveLength(IN_APRIL.length);
    for (const v of vouchers)
      expect(v['ALLLEDGERENTRIES.LIST'].reduce((n, e) => n + paiseOf(e.AMOUNT), 0)).toBe(0);
    const ledger = (name: string) =>
      vouchers
        .flatMap((v) => v['ALLLEDGERENTRIES.LIST'])
        .filter((e) => e.LEDGERNAME === name)
        .reduce((n, e) => n + paiseOf(e.AMOUNT), 0);
    const db = await aprilRows();
    expect(ledger('Sales')).toBe(signed(db, 'taxablePaise'));
    expect(ledger('IGST')).toBe(signed(db, 'igstPaise'));
    expect(ledger('Cash')).toBe(-signed(db, 'totalPaise'));
  });

  it('uses the ledger names the owner saves, and refuses a bad one on its field', async () => {
    const before = await get('tally-settings');
    expect(before.json().data).toEqual({ ...DEFAULT_TALLY_SETTINGS, updatedAt: null });
    const settings = {
      ...DEFAULT_TALLY_SETTINGS,
      company: 'Uma Crackers 2026-27',
      salesLedger: 'Sales @ {rate}%',
      igstLedger: 'Output IGST',
      partyLedger: 'Counter Sales',
    };
    const put = (payload: object, token = owner) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/reports/tally-settings',
        headers: as('demo', token),
        payload,
      });
    expect((await put(settings, clerk)).statusCode).toBe(403);
    const bad = await put({ ...settings, cgstLedger: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Enter the CGST ledger');
    const saved = await put(settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ salesLedger: 'Sales @ {rate}%', partyLedger: 'Counter Sales' });
    expect((await auditEntries(t.db, 'demo', 'settings.tally'))[0]).toMatchObject({
      summary: 'Tally ledger names saved',
    });

    const xml = (await get(`tally.xml?${APRIL_RANGE}`)).body;
    expect(xml).toContain('<SVCURRENTCOMPANY>Uma Crackers 2026-27</SVCURRENTCOMPANY>');
    const names = new Set(
      vouchersOf(xml).flatMap((v) => v['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME)),
    );
    expect([...names]).toEqual(
      expect.arrayContaining(['Sales @ 18%', 'Sales @ 12%', 'Output IGST', 'Counter Sales']),
    );
    expect(names).not.toContain('Cash');
  });
});
