// The Tally import read back through an XML parser (fast-xml-parser, already in node_modules): it
// parses, every voucher balances, and the vouchers' totals are the documents' totals.
import xmlParser from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { bookSign } from './book-document.ts';
import { fixtureDocument } from './book-fixtures.ts';
import { APRIL, APRIL_DOCS, BUYER_GSTIN, paiseOf } from './book-scenario.test-data.ts';
import { DEFAULT_TALLY_SETTINGS, TallySettingsSchema, type TallySettings } from './tally-settings.ts';
import { tallyXml, xmlText } from './tally-xml.ts';

type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; ISPARTYLEDGER: string; AMOUNT: string };
type Voucher = {
  '@_VCHTYPE': string;
  '@_ACTION': string;
  '@_REMOTEID': string;
  DATE: string;
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER: string;
  PARTYLEDGERNAME: string;
  BASICBUYERNAME: string;
  PARTYGSTIN?: string;
  PLACEOFSUPPLY: string;
  REFERENCE?: string;
  'ALLLEDGERENTRIES.LIST': Entry[];
};

function readTally(xml: string) {
  expect(xmlParser.validate(xml)).toBe(true);
  const doc = xmlParser.parse(xml, {
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseNodeValue: false, // keep '-1180.00' and '0033' as written
    parseAttributeValue: false,
    arrayMode: (name: string) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
    tagValueProcessor: (v: string) =>
      v.replace(
        /&(amp|lt|gt|quot|apos);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!,
      ),
  } as never);
  const env = doc.ENVELOPE;
  return {
    request: env.HEADER.TALLYREQUEST as string,
    desc: env.BODY.IMPORTDATA.REQUESTDESC,
    vouchers: ((env.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE ?? []) as { VOUCHER: Voucher }[]).map(
      (m) => m.VOUCHER,
    ),
  };
}

const settings = (over: Partial<TallySettings> = {}): TallySettings => ({
  ...DEFAULT_TALLY_SETTINGS,
  company: 'Uma Crackers',
  ...over,
});
const amountOf = (v: Voucher, ledger: string) =>
  v['ALLLEDGERENTRIES.LIST']
    .filter((e) => e.LEDGERNAME === ledger)
    .reduce((n, e) => n + paiseOf(e.AMOUNT), 0);

describe('Tally Prime XML', () => {
  it('is an Import Data envelope of Vouchers for the named company', () => {
    const t = readTally(tallyXml(APRIL_DOCS, settings()));
    expect(t.request).toBe('Import Data');
    expect(t.desc.REPORTNAME).toBe('Vouchers');
    expect(t.desc.STATICVARIABLES.SVCURRENTCOMPANY).toBe('Uma Crackers');
    expect(t.vouchers).toHaveLength(APRIL_DOCS.length);
    expect(t.vouchers.filter((v) => v['@_VCHTYPE'] === 'Sales')).toHaveLength(4);
    expect(t.vouchers.filter((v) => v['@_VCHTYPE'] === 'Credit Note')).toHaveLength(3);
    expect(t.vouchers.every((v) => v['@_ACTION'] === 'Create' && v.VOUCHERTYPENAME === v['@_VCHTYPE'])).toBe(
      true,
    );
  });

  it('balances every voucher to zero, signs debits as Tally does, and gives back the documents totals', () => {
    const t = readTally(tallyXml(APRIL_DOCS, settings()));
    for (const v of t.vouchers) {
      const entries = v['ALLLEDGERENTRIES.LIST'];
      expect(
        entries.reduce((n, e) => n + paiseOf(e.AMOUNT), 0),
        v.VOUCHERNUMBER,
      ).toBe(0);
      for (const e of entries) expect(e.ISDEEMEDPOSITIVE).toBe(paiseOf(e.AMOUNT) < 0 ? 'Yes' : 'No');
      expect(entries[0]).toMatchObject({ LEDGERNAME: 'Cash', ISPARTYLEDGER: 'Yes' });
    }
    // Round trip: the parsed vouchers give the inputs' totals, per ledger, credit notes subtracted.
    const byLedger = (ledger: string) => t.vouchers.reduce((n, v) => n + amountOf(v, ledger), 0);
    const net = (
      key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'roundOffPaise' | 'totalPaise',
    ) => APRIL_DOCS.reduce((n, d) => n + bookSign(d) * d[key], 0);
    expect(byLedger('Sales')).toBe(net('taxablePaise'));
    expect(byLedger('CGST')).toBe(net('cgstPaise'));
    expect(byLedger('SGST')).toBe(net('sgstPaise'));
    expect(byLedger('IGST')).toBe(net('igstPaise'));
    expect(byLedger('Round Off')).toBe(net('roundOffPaise'));
    expect(byLedger('Cash')).toBe(-net('totalPaise'));
  });

  it('writes a sale: the party debited the total, sales and taxes credited, date and number as issued', () => {
    const [v] = readTally(tallyXml([APRIL.intraSmall], settings())).vouchers;
    expect(v!.DATE).toBe('20260402');
    expect(v!.VOUCHERNUMBER).toBe('UC/26-27/00001');
    expect(v!.PLACEOFSUPPLY).toBe('Tamil Nadu');
    expect(amountOf(v!, 'Cash')).toBe(-APRIL.intraSmall.totalPaise);
    expect(amountOf(v!, 'CGST')).toBe(APRIL.intraSmall.cgstPaise);
    expect(amountOf(v!, 'IGST')).toBe(0);
    expect(APRIL.intraSmall.roundOffPaise).toBeLessThan(0); // rounded down: round-off is a debit
    const roundOff = v!['ALLLEDGERENTRIES.LIST'].find((e) => e.LEDGERNAME === 'Round Off')!;
    expect(roundOff.ISDEEMEDPOSITIVE).toBe('Yes');
  });

  it('writes a credit note the other way round, referring to its invoice', () => {
    const [v] = readTally(tallyXml([APRIL.noteB2b], settings({ partyMode: 'registered-buyer' }))).vouchers;
    expect(v!['@_VCHTYPE']).toBe('Credit Note');
    expect(v!.REFERENCE).toBe('UC/26-27/00002');
    expect(v!.PARTYLEDGERNAME).toBe('Bengaluru Traders');
    expect(v!.PARTYGSTIN).toBe(BUYER_GSTIN);
    expect(amountOf(v!, 'Bengaluru Traders')).toBe(APRIL.noteB2b.totalPaise);
    expect(amountOf(v!, 'IGST')).toBe(-APRIL.noteB2b.igstPaise);
  });

  it.each([
    ['fixed', 'Ravi, Kumar', null, 'Counter Sales'],
    ['buyer', 'Ravi, Kumar', null, 'Ravi, Kumar'],
    ['registered-buyer', 'Ravi, Kumar', null, 'Counter Sales'],
    ['registered-buyer', 'Bengaluru Traders', BUYER_GSTIN, 'Bengaluru Traders'],
  ] as const)('party mode %s posts %s to %s', (partyMode, buyerName, buyerGstin, ledger) => {
    const doc = fixtureDocument({
      number: 'P/1',
      issuedAt: '2026-04-05T06:00:00Z',
      buyerName,
      buyerGstin,
      lines: [{ quantity: 1, ratePaise: 100_00 }],
    });
    const [v] = readTally(tallyXml([doc], settings({ partyMode, partyLedger: 'Counter Sales' }))).vouchers;
    expect(v!.PARTYLEDGERNAME).toBe(ledger);
  });

  it("names a ledger per rate when the owner's names hold {rate}", () => {
    const s = settings({
      salesLedger: 'Sales @ {rate}%',
      igstLedger: 'Output IGST {rate}%',
      cgstLedger: 'CGST {rate}%',
    });
    const [inter] = readTally(tallyXml([APRIL.interB2b], s)).vouchers;
    const names = inter!['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME);
    expect(names).toEqual(
      expect.arrayContaining(['Sales @ 18%', 'Sales @ 12%', 'Output IGST 18%', 'Output IGST 12%']),
    );
    const [intra] = readTally(tallyXml([APRIL.intraSmall], s)).vouchers;
    expect(intra!['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME)).toContain('CGST 9%');
  });

  it('escapes what the shop and the shopper typed', () => {
    const doc = fixtureDocument({
      number: 'UC/26-27/00009',
      issuedAt: '2026-04-05T06:00:00Z',
      buyerName: 'A & B <Crackers> "Sivakasi" \u0007',
      lines: [{ quantity: 1, ratePaise: 100_00 }],
    });
    const xml = tallyXml([doc], settings({ company: 'R&R Traders', partyMode: 'buyer' }));
    const t = readTally(xml);
    expect(t.desc.STATICVARIABLES.SVCURRENTCOMPANY).toBe('R&R Traders');
    expect(t.vouchers[0]!.BASICBUYERNAME).toBe('A & B <Crackers> "Sivakasi"');
    expect(xml).not.toContain('\u0007');
    expect(xmlText(`<x a="1">'&'</x>`)).toBe('&lt;x a=&quot;1&quot;&gt;&apos;&amp;&apos;&lt;/x&gt;');
  });

  it('omits the company when none is set, and writes an empty import for an empty month', () => {
    const t = readTally(tallyXml([], settings({ company: '' })));
    expect(t.desc.STATICVARIABLES).toBeUndefined();
    expect(t.vouchers).toEqual([]);
  });

  it('refuses a document whose lines do not add up, rather than write a voucher Tally rejects', () => {
    const bad = { ...APRIL.intraSmall, totalPaise: APRIL.intraSmall.totalPaise + 100 };
    expect(() => tallyXml([bad], settings())).toThrow(/does not balance by/);
  });
});

describe('Tally ledger settings', () => {
  it('accepts the defaults and tidies spaces', () => {
    expect(
      TallySettingsSchema.parse({ ...DEFAULT_TALLY_SETTINGS, salesLedger: '  Sales   Account ' }).salesLedger,
    ).toBe('Sales Account');
  });

  it.each([
    ['salesLedger', '', 'Enter the Sales ledger'],
    ['cgstLedger', 'x'.repeat(81), 'CGST ledger must be at most 80 characters'],
    ['igstLedger', 'IGST <b>', 'IGST ledger cannot contain < > or control characters'],
  ])('refuses %s = %j', (field, value, message) => {
    const r = TallySettingsSchema.safeParse({ ...DEFAULT_TALLY_SETTINGS, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
    expect(r.error!.issues[0]!.path).toEqual([field]);
  });
});
