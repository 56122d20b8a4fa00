// Tally Prime's XML import of sales vouchers (decision 150): one ENVELOPE, REPORTNAME Vouchers, one
// VOUCHER per document in Accounting Voucher View. Tally's signs: a debit is a negative AMOUNT with
// ISDEEMEDPOSITIVE Yes, a credit positive with No. A sale debits the party and credits sales, the tax
// ledgers and (when the total was rounded up) round-off; a credit note does the opposite. Every
// voucher's amounts sum to zero, or this throws: Tally would refuse it anyway.
import { bookSign, sortForBooks, type BookDocument } from './book-document.ts';
import { istTallyDate, paiseText } from './book-format.ts';
import { gstStateName } from './gst-state-codes.ts';
import type { TallySettings } from './tally-settings.ts';

// XML 1.0 forbids these characters outright; they cannot be escaped.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlText(value: string): string {
  return value.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

export type TallyEntry = { ledger: string; amountPaise: number; isParty?: boolean };

/** '{rate}' → the percentage: a ledger per rate ('CGST @ 9%'); shortest decimal text, half rates too. */
const withRate = (name: string, basisPoints: number) =>
  name.includes('{rate}') ? name.replaceAll('{rate}', String(basisPoints / 100)) : name;

/** The party ledger a document posts to, by the owner's choice. */
export function partyLedgerFor(doc: BookDocument, settings: TallySettings): string {
  const buyer = doc.buyerName.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (!buyer) return settings.partyLedger;
  if (settings.partyMode === 'buyer') return buyer;
  if (settings.partyMode === 'registered-buyer' && doc.buyerGstin) return buyer;
  return settings.partyLedger;
}

/** The ledger entries of one voucher in Tally's signs (debit negative), entries with the same ledger merged. */
export function tallyEntries(doc: BookDocument, settings: TallySettings): TallyEntry[] {
  // A sale credits (positive) the income and tax ledgers; a credit note debits them.
  const sign = bookSign(doc);
  const credits = new Map<string, number>();
  const credit = (ledger: string, paise: number) => {
    if (paise !== 0) credits.set(ledger, (credits.get(ledger) ?? 0) + sign * paise);
  };
  for (const line of doc.lines) {
    credit(withRate(settings.salesLedger, line.gstRateBp), line.taxablePaise);
    credit(withRate(settings.cgstLedger, line.gstRateBp / 2), line.cgstPaise);
    credit(withRate(settings.sgstLedger, line.gstRateBp / 2), line.sgstPaise);
    credit(withRate(settings.igstLedger, line.gstRateBp), line.igstPaise);
  }
  credit(settings.roundOffLedger, doc.roundOffPaise);
  const party: TallyEntry = {
    ledger: partyLedgerFor(doc, settings),
    amountPaise: -sign * doc.totalPaise,
    isParty: true,
  };
  const entries: TallyEntry[] = [
    party,
    ...[...credits].map(([ledger, amountPaise]) => ({ ledger, amountPaise })),
  ];
  const balance = entries.reduce((sum, e) => sum + e.amountPaise, 0);
  if (balance !== 0) {
    throw new Error(
      `Voucher ${doc.number} does not balance by ${balance} paise: its lines do not add up to its total`,
    );
  }
  return entries.filter((e) => e.isParty || e.amountPaise !== 0);
}

function entryXml(e: TallyEntry): string {
  return (
    '<ALLLEDGERENTRIES.LIST>' +
    `<LEDGERNAME>${xmlText(e.ledger)}</LEDGERNAME>` +
    `<ISDEEMEDPOSITIVE>${e.amountPaise < 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>` +
    `<ISPARTYLEDGER>${e.isParty ? 'Yes' : 'No'}</ISPARTYLEDGER>` +
    `<AMOUNT>${paiseText(e.amountPaise)}</AMOUNT>` +
    '</ALLLEDGERENTRIES.LIST>'
  );
}

function voucherXml(doc: BookDocument, settings: TallySettings): string {
  const type = doc.kind === 'credit_note' ? 'Credit Note' : 'Sales';
  const entries = tallyEntries(doc, settings);
  const date = istTallyDate(doc.issuedAt);
  const state = xmlText(gstStateName(doc.placeOfSupplyCode));
  const narration =
    doc.kind === 'credit_note'
      ? `Credit note against ${doc.against?.number ?? 'an invoice'}${doc.reason ? `: ${doc.reason}` : ''}`
      : `${doc.kind === 'bill_of_supply' ? 'Bill of supply' : 'Tax invoice'} ${doc.number} to ${doc.buyerName}`;
  return (
    `<VOUCHER REMOTEID="pataka-${xmlText(doc.id)}" VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">` +
    `<DATE>${date}</DATE>` +
    `<EFFECTIVEDATE>${date}</EFFECTIVEDATE>` +
    `<VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>` +
    `<VOUCHERNUMBER>${xmlText(doc.number)}</VOUCHERNUMBER>` +
    (doc.against ? `<REFERENCE>${xmlText(doc.against.number)}</REFERENCE>` : '') +
    `<PARTYLEDGERNAME>${xmlText(entries[0]!.ledger)}</PARTYLEDGERNAME>` +
    `<BASICBUYERNAME>${xmlText(doc.buyerName)}</BASICBUYERNAME>` +
    (doc.buyerGstin ? `<PARTYGSTIN>${xmlText(doc.buyerGstin)}</PARTYGSTIN>` : '') +
    `<GSTREGISTRATIONTYPE>${doc.buyerGstin ? 'Regular' : 'Unregistered/Consumer'}</GSTREGISTRATIONTYPE>` +
    `<STATENAME>${xmlText(gstStateName(doc.buyerStateCode))}</STATENAME>` +
    `<PLACEOFSUPPLY>${state}</PLACEOFSUPPLY>` +
    '<COUNTRYOFRESIDENCE>India</COUNTRYOFRESIDENCE>' +
    `<NARRATION>${xmlText(narration)}</NARRATION>` +
    '<PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>' +
    '<ISINVOICE>No</ISINVOICE>' +
    entries.map(entryXml).join('') +
    '</VOUCHER>'
  );
}

/** The whole import file: UTF-8, one TALLYMESSAGE per voucher, in date order. */
export function tallyXml(docs: readonly BookDocument[], settings: TallySettings): string {
  const company = settings.company
    ? `<STATICVARIABLES><SVCURRENTCOMPANY>${xmlText(settings.company)}</SVCURRENTCOMPANY></STATICVARIABLES>`
    : '';
  const vouchers = sortForBooks(docs).map(
    (doc) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${voucherXml(doc, settings)}</TALLYMESSAGE>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ENVELOPE>\n<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>\n' +
    `<BODY><IMPORTDATA>\n<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME>${company}</REQUESTDESC>\n<REQUESTDATA>\n` +
    vouchers.join('') +
    '</REQUESTDATA>\n</IMPORTDATA></BODY>\n</ENVELOPE>\n'
  );
}
