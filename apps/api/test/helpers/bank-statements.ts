// Realistic bank statements for tests: an HDFC-style account statement (preamble, Withdrawal/Deposit
// columns), an ICICI/Axis-style one (one Amount column with Cr/Dr) and a PhonePe/Paytm Business
// settlement export, as .csv or .xlsx, with what a correct reader must find in them. Synchronous, so a
// test (or the browser test's fixture) can build one inline.
import type { StatementLayout } from '@pataka/domain/bank-statement';
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

type Kind =
  | 'upi-in'
  | 'imps-in'
  | 'neft-in'
  | 'cash-in'
  | 'cheque-in'
  | 'interest'
  | 'card-in'
  | 'upi-out'
  | 'imps-out'
  | 'atm'
  | 'neft-out'
  | 'charges'
  | 'refund'
  | 'failed';

const CREDIT_KINDS = new Set<Kind>([
  'upi-in',
  'imps-in',
  'neft-in',
  'cash-in',
  'cheque-in',
  'interest',
  'card-in',
]);
const DEBIT_KINDS = new Set<Kind>(['upi-out', 'imps-out', 'atm', 'neft-out', 'charges', 'refund']);
/** Kinds whose 12-digit reference is a UPI/IMPS one (credits keep it; debits carry it as a trap). */
const REF_KINDS = new Set<Kind>(['upi-in', 'imps-in', 'upi-out', 'imps-out', 'refund', 'failed']);

/** Relative weights of random rows per layout. */
const BANK_MIX: [Kind, number][] = [
  ['upi-in', 50],
  ['imps-in', 4],
  ['neft-in', 6],
  ['cash-in', 5],
  ['cheque-in', 3],
  ['interest', 1],
  ['upi-out', 14],
  ['imps-out', 2],
  ['atm', 5],
  ['neft-out', 6],
  ['charges', 4],
];
const SETTLEMENT_MIX: [Kind, number][] = [
  ['upi-in', 84],
  ['card-in', 6],
  ['failed', 6],
  ['refund', 4],
];

type Person = { name: string; vpa: string; ifsc: string; bank: string };
type Txn = { date: string; time: string; kind: Kind; paise: number; ref: string | null; who: Person };

const NAMES = [
  'RAMESH KUMAR',
  'PRIYA SHANKAR',
  'MOHAMMED ASIF',
  'LAKSHMI NARAYANAN',
  'SURESH BABU',
  'ANITHA R',
  'KARTHIK S',
  'FATHIMA BEEVI',
  'VIJAY ANAND',
  'DEEPA MURUGAN',
  'ARUN PRASATH',
  'JOSEPH XAVIER',
  'MEENA KUMARI',
  'GANESH MOORTHY',
  'SELVI P',
  'RAHUL SHARMA',
];
const SUPPLIERS = [
  'SRI MURUGAN PAPER MART',
  'STANDARD FIREWORKS',
  'TNEB',
  'ANIL TRANSPORTS',
  'AIRTEL',
  'AMAZON PAY',
];
const BANKS = [
  { ifsc: 'SBIN0001234', bank: 'State Bank Of India', code: 'SBIN' },
  { ifsc: 'HDFC0000123', bank: 'HDFC Bank', code: 'HDFC' },
  { ifsc: 'ICIC0006789', bank: 'ICICI Bank', code: 'ICIC' },
  { ifsc: 'UTIB0000456', bank: 'Axis Bank', code: 'UTIB' },
  { ifsc: 'IOBA0001122', bank: 'Indian Overseas Bank', code: 'IOBA' },
  { ifsc: 'CNRB0002233', bank: 'Canara Bank', code: 'CNRB' },
];
const NOTES = [
  'Diwali order',
  'Crackers',
  'Payment from PhonePe',
  'Order 1042',
  'Sent from Paytm',
  'UPI',
  'Advance',
];
const SHOP = 'SRI LAKSHMI FIREWORKS';

/** mulberry32: small, seedable, the same data on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (n: number) =>
    Array.from({ length: n }, (_, i) => (i === 0 ? int(1, 9) : int(0, 9))).join('');
  const weighted = (mix: [Kind, number][]) => {
    let roll = next() * mix.reduce((sum, [, w]) => sum + w, 0);
    for (const [kind, weight] of mix) if ((roll -= weight) < 0) return kind;
    return mix[0]![0];
  };
  return { next, int, pick, digits, weighted };
}
type Random = ReturnType<typeof random>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
const addDays = (date: string, days: number) => {
  const [y, m, d] = ymd(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const ddmmyy = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const ddMmmYyyy = (date: string) => `${date.slice(8)}-${MONTHS[ymd(date)[1] - 1]}-${date.slice(0, 4)}`;
const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Indian grouping: 12345600 paise → "1,23,456.00". */
export const inr = (paise: number) => INR.format(paise / 100);

/** YDDDHH + 6 digits, as NPCI numbers UPI and IMPS transactions; unique within the statement. */
function newRef(rng: Random, date: string, time: string, used: Set<string>): string {
  const [y, m, d] = ymd(date);
  const dayOfYear = (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 0)) / 86_400_000;
  for (;;) {
    const ref = `${y % 10}${pad(dayOfYear, 3)}${time.slice(0, 2)}${pad(rng.int(0, 999_999), 6)}`;
    if (!used.has(ref)) {
      used.add(ref);
      return ref;
    }
  }
}

function person(rng: Random): Person {
  const name = rng.pick(NAMES);
  const first = name.split(' ')[0]!.toLowerCase();
  const phone = `${rng.int(6, 9)}${rng.digits(9)}`;
  const vpa = rng.pick([
    `${first}${rng.int(1, 99)}@okaxis`,
    `${phone}@ybl`,
    `91${phone}@paytm`, // 12 digits before the @: not a UTR
    `${first}.${rng.int(100, 999)}@oksbi`,
  ]);
  const bank = rng.pick(BANKS);
  return { name, vpa, ifsc: bank.ifsc, bank: bank.bank };
}

function amount(rng: Random, kind: Kind): number {
  const rupees = (min: number, max: number, step = 10) => rng.int(min / step, max / step) * step * 100;
  switch (kind) {
    case 'upi-in':
    case 'card-in':
    case 'failed': {
      const roll = rng.next();
      if (roll < 0.6) return rupees(250, 15_000);
      if (roll < 0.85) return rupees(15_000, 60_000);
      if (roll < 0.95) return rupees(200, 9_000, 1) + rng.int(1, 99); // with paise
      return rupees(100_000, 300_000, 1); // lakhs: "1,23,456.00"
    }
    case 'interest':
    case 'charges':
      return rng.int(5_000, 250_000);
    case 'neft-out':
      return rupees(50_000, 400_000, 1);
    default:
      return rupees(500, 80_000);
  }
}

function transactions(
  options: Required<Omit<GenerateStatementOptions, 'credits'>>,
  credits: StatementCreditInput[],
) {
  const rng = random(options.seed);
  const used = new Set(credits.map((c) => c.utr));
  const time = () => `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
  const mix = options.layout === 'settlement' ? SETTLEMENT_MIX : BANK_MIX;
  const txns: Txn[] = credits.map((c) => ({
    date: c.date,
    time: time(),
    kind: 'upi-in',
    paise: c.amountPaise,
    ref: c.utr,
    who: person(rng),
  }));
  const total = Math.max(options.rows, credits.length);
  while (txns.length < total) {
    const kind = rng.weighted(mix);
    const date = addDays(options.startDate, rng.int(0, options.days - 1));
    const at = time();
    const ref = REF_KINDS.has(kind) ? newRef(rng, date, at, used) : null;
    txns.push({ date, time: at, kind, paise: amount(rng, kind), ref, who: person(rng) });
  }
  // A statement is in date order: the callers' credits end up among the random rows of their day.
  return { rng, txns: txns.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time)) };
}

/** A bank's words for each kind of row: [narration, reference]. */
function hdfcText(t: Txn, rng: Random): [string, string] {
  const { who, ref } = t;
  const note = rng.pick(NOTES);
  switch (t.kind) {
    case 'upi-in':
      return [`UPI-${who.name}-${who.vpa}-${who.ifsc}-${ref}-${note}`, `0000${ref}`];
    case 'imps-in':
      return [
        `IMPS-${ref}-${who.name}-${who.ifsc.slice(0, 4)}-XXXXXXXX${rng.digits(4)}-${note}`,
        `0000${ref}`,
      ];
    case 'neft-in':
      return [
        `NEFT CR-${who.ifsc}-${who.name}-${SHOP}-A/C ${rng.digits(14)}`,
        `${who.ifsc.slice(0, 4)}N${rng.digits(11)}`,
      ];
    case 'cash-in':
      return ['CASH DEPOSIT BY - SELF - SIVAKASI', '0000000000000000'];
    case 'cheque-in':
      return [`CHQ DEP - MICR 5 CLG - ${who.name} - ${who.bank}`, `0000000000${rng.digits(6)}`];
    case 'interest':
      return ['INTEREST PAID TILL 30-SEP-2026', '0000000000000000'];
    case 'upi-out':
      return [`UPI-${rng.pick(SUPPLIERS)}-${who.vpa}-${who.ifsc}-${ref}-Payment`, `0000${ref}`];
    case 'imps-out':
      return [
        `IMPS-${ref}-${who.name}-${who.ifsc.slice(0, 4)}-XXXXXXXX${rng.digits(4)}-Refund`,
        `0000${ref}`,
      ];
    case 'atm':
      return [`ATW-512345XXXXXX${rng.digits(4)}-S1ANSV12-SIVAKASI`, `0000${rng.digits(12)}`];
    case 'neft-out':
      return [
        `NEFT DR-TNSC0000123-${rng.pick(SUPPLIERS)}-NETBANK, MUM-N${rng.digits(15)}-SUPPLIES`,
        `N${rng.digits(15)}`,
      ];
    default:
      return ['CHRG: SMS ALERT CHARGES FOR JUL-SEP 2026', '0000000000000000'];
  }
}

function iciciText(t: Txn, rng: Random): [string, string] {
  const { who, ref } = t;
  const code = who.ifsc.slice(0, 4);
  switch (t.kind) {
    case 'upi-in': {
      const narration = rng.pick([
        `UPI/${ref}/${rng.pick(NOTES)}/${who.vpa}/${who.bank}`,
        `UPI/P2A/${ref}/${who.name}/${code}/${who.vpa}/${rng.pick(NOTES)}`,
        `BY TRANSFER-UPI/CR/${ref}/${who.name}/${code}/${who.vpa}/UPI--`,
        `UPI/CR/${ref}/${who.name}/${code}/${rng.digits(12)}/Payment`, // an account number after the UTR
        `BY UPI CREDIT ${ref}`,
      ]);
      return [narration, rng.next() < 0.3 ? ref! : '-'];
    }
    case 'imps-in':
      return [`MMT/IMPS/${ref}/${who.name}/${who.bank}`, '-'];
    case 'neft-in':
      return [
        `NEFT-${code}N${rng.digits(11)}-${who.name}-${SHOP}-${rng.digits(11)}-${who.ifsc}`,
        `${code}N${rng.digits(11)}`,
      ];
    case 'cash-in':
      return ['BY CASH DEPOSIT-SIVAKASI MAIN BRANCH', '-'];
    case 'cheque-in':
      return [`CLG/${who.name}/${rng.digits(6)}/${code}`, pad(rng.int(1, 999_999), 6)];
    case 'interest':
      return [`${rng.digits(12)}:Int.Pd:01-07-2026 to 30-09-2026`, '-']; // the account number, no rail
    case 'upi-out':
      return [
        `UPI/${ref}/Payment to ${rng.pick(SUPPLIERS)}/${who.vpa}/${who.bank}`,
        rng.next() < 0.5 ? ref! : '-',
      ];
    case 'imps-out':
      return [`IMPS/P2A/${ref}/${who.name}/${code}`, '-'];
    case 'atm':
      return [`ATM/CASH WDL/${ddMmmYyyy(t.date)}/SIVAKASI`, '-'];
    case 'neft-out':
      return [`NEFT/N${rng.digits(15)}/${rng.pick(SUPPLIERS)}/${rng.digits(16)}`, '-'];
    default:
      return ['SMS CHGS JUL-SEP 26', '-'];
  }
}

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
  const { rng, txns } = transactions(settings, credits);
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
