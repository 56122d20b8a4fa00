// The sales register: one row per invoice line (and one per rounding), credit notes as negative rows,
// a totals row. Rupees with two decimals written from paise by integer arithmetic.
import { bookSign, sortForBooks, type BookDocument } from './book-document.ts';
import { istDayText, paiseText, rateText } from './book-format.ts';
import { addAmounts, zeroAmounts, type BookAmounts } from './book-totals.ts';
import { amount, csvDocument, csvRow, type CsvCell } from './csv.ts';
import { gstStateName } from './gst-state-codes.ts';

export const SALES_REGISTER_COLUMNS = [
  'Type',
  'Number',
  'Date',
  'Against invoice',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply code',
  'Place of supply',
  'HSN',
  'Description',
  'Quantity',
  'Unit',
  'Taxable value',
  'GST rate %',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

const TYPE_TEXT: Record<BookDocument['kind'], string> = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};

export const ROUND_OFF_DESCRIPTION = 'Rounding off';

const money = (paise: number) => amount(paiseText(paise));

export type SalesRegister = { csv: string; rows: number; totals: BookAmounts };

export function salesRegisterCsv(docs: readonly BookDocument[]): SalesRegister {
  const out: string[] = [csvRow(SALES_REGISTER_COLUMNS)];
  const totals = zeroAmounts();
  let invoices = 0;
  let creditNotes = 0;
  for (const doc of sortForBooks(docs)) {
    const sign = bookSign(doc);
    if (sign < 0) creditNotes += 1;
    else invoices += 1;
    const head: CsvCell[] = [
      TYPE_TEXT[doc.kind],
      doc.number,
      istDayText(doc.issuedAt),
      doc.against?.number ?? '',
      doc.buyerName,
      doc.buyerGstin ?? '',
      doc.placeOfSupplyCode,
      gstStateName(doc.placeOfSupplyCode),
    ];
    for (const line of doc.lines) {
      addAmounts(totals, line, sign);
      out.push(
        csvRow([
          ...head,
          line.hsn,
          line.description,
          amount(String(sign * line.quantity)),
          line.unit,
          money(sign * line.taxablePaise),
          amount(rateText(line.gstRateBp)),
          money(sign * line.cgstPaise),
          money(sign * line.sgstPaise),
          money(sign * line.igstPaise),
          money(sign * line.totalPaise),
        ]),
      );
    }
    if (doc.roundOffPaise !== 0) {
      totals.roundOffPaise += sign * doc.roundOffPaise;
      totals.totalPaise += sign * doc.roundOffPaise;
      out.push(
        csvRow([
          ...head,
          '',
          ROUND_OFF_DESCRIPTION,
          '',
          '',
          money(0),
          '',
          money(0),
          money(0),
          money(0),
          money(sign * doc.roundOffPaise),
        ]),
      );
    }
  }
  const count = `${invoices} invoice${invoices === 1 ? '' : 's'}, ${creditNotes} credit note${creditNotes === 1 ? '' : 's'}`;
  out.push(
    csvRow([
      'Total',
      count,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      money(totals.taxablePaise),
      '',
      money(totals.cgstPaise),
      money(totals.sgstPaise),
      money(totals.igstPaise),
      money(totals.totalPaise),
    ]),
  );
  return { csv: csvDocument(out), rows: out.length - 2, totals };
}
