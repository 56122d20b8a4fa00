// Realistic bank statements for tests: an HDFC-style account statement (preamble, Withdrawal/Deposit
// columns), an ICICI/Axis-style one (one Amount column with Cr/Dr) and a PhonePe/Paytm Business
// settlement export, as .csv or .xlsx, with what a correct reader must find in them. Synchronous, so a
// test (or the browser test's fixture) can build one inline.
import type { StatementLayout } from '@pataka/domain/bank-statement';
import { hdfcText, iciciText } from './statement-narrations.ts';
import {
  CREDIT_KINDS,
  DEBIT_KINDS,
  SHOP,
  ddMmmYyyy,
  ddmmyy,
  inr,
  transactions,
  type Random,
  type Txn,
} from './statement-traffic.ts';
import { excelSerial, writeXlsxSync, type XlsxCell } from './sync-xlsx.ts';

/** A UPI credit the caller wants in the statement (the enquiries' payments). */
export type StatementCreditInput = { utr: string; amountPaise: number; date: string };
/** What the reader must report for each credit, in file order. */
export type ExpectedCredit = { line: number; date: string; utr: string | null; amountPaise: number };

export type GenerateStatementOptions = {
  layout: StatementLayout;
  format: 'csv' | 'xlsx';
  /** Transaction rows (preamble, opening/closing balance and summary lines come on top). */
  rows?: number;
  credits?: StatementCreditInput[];
  seed?: number;
  /** YYYY-MM-DD of the first day; random rows fall on `days` days from it. */
  startDate?: string;
  days?: number;
};

export type GeneratedStatement = {
  bytes: Buffer;
  fileName: string;
  expected: {
    credits: ExpectedCredit[];
    debits: number;
    /** Settlement rows whose payment failed: neither credit nor debit. */
    failed: number;
    /** 12-digit UPI/IMPS references of debits: a reader must never report these as credits. */
    debitRefs: string[];
    /** The header's line, under the preamble. */
    headerLine: number;
    periodFrom: string;
    periodTo: string;
  };
};

type Layout = {
  sheets: { name: string; rows: XlsxCell[][] }[];
  headerLine: number;
  /** The line of the first transaction. */
  firstLine: number;
  bom?: boolean;
};

function bankStatement(
  options: GenerateStatementOptions & Required<Pick<GenerateStatementOptions, 'startDate'>>,
  txns: Txn[],
  rng: Random,
  opening: number,
): Layout {
  const xlsx = options.format === 'xlsx';
  const hdfc = options.layout === 'debit-credit';
  const from = txns[0]?.date ?? options.startDate;
  const to = txns.at(-1)?.date ?? options.startDate;
  let balance = opening;
  let [crCount, drCount, credited, debited] = [0, 0, 0, 0];
  const money = (paise: number): XlsxCell =>
    xlsx && hdfc ? { value: paise / 100, format: 'amount' } : inr(paise);
  const body = txns.map((t) => {
    const credit = CREDIT_KINDS.has(t.kind);
    balance += credit ? t.paise : -t.paise;
    if (credit) [crCount, credited] = [crCount + 1, credited + t.paise];
    else [drCount, debited] = [drCount + 1, debited + t.paise];
    if (hdfc) {
      const [narration, ref] = hdfcText(t, rng);
      const [out, inn] = credit ? [null, money(t.paise)] : [money(t.paise), null];
      return [ddmmyy(t.date), narration, ref, ddmmyy(t.date), out, inn, money(balance)];
    }
    const [narration, ref] = iciciText(t, rng);
    const date: XlsxCell = xlsx ? { value: excelSerial(t.date), format: 'date' } : ddMmmYyyy(t.date);
    return [
      date,
      narration,
      ref,
      inr(t.paise),
      credit ? rng.pick(['CR', 'Cr']) : rng.pick(['DR', 'Dr']),
      inr(balance),
    ];
  });
  if (hdfc) {
    const preamble: XlsxCell[][] = [
      [SHOP],
      ['Account No :', '50200012345678', '', 'Cust ID :', '71234567'],
      ['Statement From :', ddmmyy(from), 'To :', ddmmyy(to)],
      ['Opening Balance :', money(opening)],
      [],
    ];
    const header = [
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Value Dt',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Closing Balance',
    ];
    const summary = [
      [],
      ['STATEMENT SUMMARY :-'],
      ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'],
      [money(opening), drCount, crCount, money(debited), money(credited), money(balance)],
    ];
    return {
      sheets: [{ name: 'Statement', rows: [...preamble, header, ...body, ...summary] }],
      headerLine: preamble.length + 1,
      firstLine: preamble.length + 2,
    };
  }
  const preamble: XlsxCell[][] = [
    ['DETAILED STATEMENT'],
    ['Account Number:', '123456789012'],
    ['Account Holder:', SHOP],
    ['Transaction Period:', `${ddMmmYyyy(from)} to ${ddMmmYyyy(to)}`],
    [],
  ];
  const header = ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Amount', 'Cr/Dr', 'Balance'];
  const openingRow = ['', 'OPENING BALANCE', '', '', '', inr(opening)];
  const closingRow = ['', 'CLOSING BALANCE', '', '', '', inr(balance)];
  const transactionsSheet = {
    name: 'Transactions',
    rows: [...preamble, header, openingRow, ...body, closingRow],
  };
  const summarySheet = {
    name: 'Account Summary',
    rows: [
      ['Account Summary'],
      ['Account Number', '123456789012'],
      ['Opening Balance', inr(opening)],
      ['Closing Balance', inr(balance)],
    ],
  };
  // The Excel download opens on a summary sheet: the reader must find the transactions on the next.
  return {
    sheets: xlsx ? [summarySheet, transactionsSheet] : [transactionsSheet],
    headerLine: preamble.length + 1,
    firstLine: preamble.length + 3,
  };
}

function settlementExport(options: GenerateStatementOptions, txns: Txn[], rng: Random): Layout {
  const xlsx = options.format === 'xlsx';
  const preamble: XlsxCell[][] = [
    ['PhonePe Business - Transaction Report'],
    [`Merchant: ${SHOP} (MID M22SLF0001234)`],
    [`Report period: ${txns[0]?.date ?? ''} to ${txns.at(-1)?.date ?? ''}`],
    [],
  ];
  const header = ['Transaction Date', 'Transaction ID', 'UTR No', 'Customer VPA', 'Amount', 'Status'];
  const body = txns.map((t): XlsxCell[] => {
    const when: XlsxCell = xlsx
      ? { value: excelSerial(t.date, t.time), format: 'datetime' }
      : `${t.date}T${t.time}+05:30`;
    const id = `T${t.date.slice(2).replaceAll('-', '')}${t.time.replaceAll(':', '')}${rng.digits(10)}`;
    const card = t.kind === 'card-in';
    const paise = t.kind === 'refund' ? -t.paise : t.paise;
    const shown: XlsxCell = xlsx ? paise / 100 : (paise / 100).toFixed(2);
    const status = t.kind === 'failed' ? rng.pick(['FAILED', 'FAILED', 'REVERSED']) : 'SUCCESS';
    return [when, id, card ? '' : t.ref, card ? `Card XXXX${rng.digits(4)}` : t.who.vpa, shown, status];
  });
  return {
    sheets: [{ name: 'Transactions', rows: [...preamble, header, ...body] }],
    headerLine: preamble.length + 1,
    firstLine: preamble.length + 2,
    bom: true,
  };
}

const csvField = (cell: XlsxCell) => {
  const text = cell === null ? '' : typeof cell === 'object' ? String(cell.value) : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const FILE_NAMES: Record<StatementLayout, string> = {
  'debit-credit': 'Acct_Statement_XXXXXXXX5678',
  'amount-cr-dr': 'OpTransactionHistory',
  settlement: 'PhonePe_Business_Transactions',
};

export function generateStatement(options: GenerateStatementOptions): GeneratedStatement {
  const settings = { rows: 200, seed: 1, startDate: '2026-10-01', days: 30, ...options };
  const credits = options.credits ?? [];
  const { rng, txns } = transactions({ ...settings, settlement: settings.layout === 'settlement' }, credits);
  const layout =
    settings.layout === 'settlement'
      ? settlementExport(settings, txns, rng)
      : bankStatement(settings, txns, rng, 2_500_000_00);
  const lastSheet = layout.sheets.at(-1)!;
  const bytes =
    settings.format === 'xlsx'
      ? writeXlsxSync(layout.sheets)
      : Buffer.from(
          `${layout.bom ? '\uFEFF' : ''}${lastSheet.rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`,
        );
  const moneyIn = txns
    .map((t, i) => ({ t, line: layout.firstLine + i }))
    .filter(({ t }) => CREDIT_KINDS.has(t.kind));
  const dates = txns.map((t) => t.date);
  return {
    bytes,
    fileName: `${FILE_NAMES[settings.layout]}_${settings.seed}.${settings.format}`,
    expected: {
      credits: moneyIn.map(({ t, line }) => ({
        line,
        date: t.date,
        utr: t.kind === 'upi-in' || t.kind === 'imps-in' ? t.ref : null,
        amountPaise: t.paise,
      })),
      debits: txns.filter((t) => DEBIT_KINDS.has(t.kind)).length,
      failed: txns.filter((t) => t.kind === 'failed').length,
      debitRefs: txns.filter((t) => DEBIT_KINDS.has(t.kind) && t.ref).map((t) => t.ref!),
      headerLine: layout.headerLine,
      periodFrom: dates[0] ?? settings.startDate,
      periodTo: dates.at(-1) ?? settings.startDate,
    },
  };
}
