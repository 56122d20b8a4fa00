// DESIGN's budget: a month's registers for 10,000 invoices in under 10 s. All three files are built
// here from 10,000 documents of eight lines each (a busy Diwali month), and the time is printed.
import { describe, expect, it } from 'vitest';
import type { BookDocument } from './book-document.ts';
import { fixtureDocument, fixtureGstin } from './book-fixtures.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { salesRegisterCsv } from './sales-register.ts';
import { DEFAULT_TALLY_SETTINGS } from './tally-settings.ts';
import { tallyXml } from './tally-xml.ts';

function monthOfInvoices(count: number): BookDocument[] {
  const states = ['33', '33', '33', '29', '32', '36', '27'];
  const start = Date.parse('2026-10-01T03:00:00Z');
  const gstin = fixtureGstin('29');
  const docs: BookDocument[] = [];
  for (let i = 0; i < count; i++) {
    const invoice = fixtureDocument({
      id: `inv-${i}`,
      number: `UC/26-27/${String(i + 1).padStart(5, '0')}`,
      sequence: i + 1,
      issuedAt: new Date(start + i * 250_000),
      buyerName: `Buyer ${i}`,
      buyerGstin: i % 10 === 0 ? gstin : null,
      placeOfSupplyCode: states[i % states.length],
      lines: Array.from({ length: 8 }, (_, j) => ({
        kind: j === 7 ? ('packing' as const) : ('goods' as const),
        quantity: 1 + ((i + j) % 5),
        ratePaise: 50_00 + ((i * 7 + j * 13) % 900) * 100 + (j % 3),
        discountPaise: j === 0 ? 10_00 : 0,
        unit: j % 2 ? 'pkt' : 'box',
      })),
    });
    docs.push(invoice);
    if (i % 50 === 49) {
      docs.push(
        fixtureDocument({
          kind: 'credit_note',
          number: `UC/CN/26-27/${i}`,
          issuedAt: new Date(invoice.issuedAt.getTime() + 60_000),
          against: invoice,
          lines: [{ quantity: 1, ratePaise: 50_00 }],
        }),
      );
    }
  }
  return docs;
}

describe('exports for a month of 10,000 invoices', () => {
  it('builds the register, the GSTR-1 summary and the Tally import in under 10 s', () => {
    const docs = monthOfInvoices(10_000);
    const started = performance.now();
    const register = salesRegisterCsv(docs);
    const gstr1 = gstr1Csv(docs, {
      shopName: 'Uma Crackers',
      gstin: null,
      from: '2026-10-01',
      to: '2026-10-31',
    });
    const tally = tallyXml(docs, { ...DEFAULT_TALLY_SETTINGS, company: 'Uma Crackers' });
    const ms = performance.now() - started;
    console.log(
      `books: ${docs.length} documents → register ${register.rows} rows ${(register.csv.length / 1e6).toFixed(1)} MB, ` +
        `GSTR-1 ${(gstr1.csv.length / 1e3).toFixed(0)} kB, Tally ${(tally.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms`,
    );
    expect(register.rows).toBeGreaterThanOrEqual(80_000);
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});
