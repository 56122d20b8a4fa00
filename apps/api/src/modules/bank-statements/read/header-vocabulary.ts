// The words banks and UPI merchant apps put over their statement columns. A bank whose headers use other
// words is supported by adding them here (canonical form: see canonicalHeader); nothing else changes.
import type { CellValue } from '@pataka/domain/price-list';
import type { StatementColumnRole } from '@pataka/domain/bank-statement';

/** Abbreviations read as the word they shorten, so "Txn Dt", "Tran Date" and "Transaction Date" agree. */
const SYNONYMS: Record<string, string> = {
  txn: 'transaction',
  tran: 'transaction',
  trans: 'transaction',
  trn: 'transaction',
  amt: 'amount',
  dt: 'date',
  number: 'no',
  num: 'no',
  chq: 'cheque',
  cheq: 'cheque',
  chqno: 'cheque no',
  ref: 'reference',
  refno: 'reference no',
  utrno: 'utr no',
  desc: 'description',
  withdrawl: 'withdrawal', // a spelling some bank exports really use
  withdrawls: 'withdrawals',
};

/** Currency words in headers such as "Amount (INR)" or "Deposit Amount in Rs.": they name no role. */
const CURRENCY = new Set(['inr', 'rs', 'rupees']);

/** Lower case, punctuation and currency dropped, abbreviations spelt out: "Chq./Ref.No." → "cheque reference no". */
export function canonicalHeader(cell: CellValue): string {
  const text = String(cell ?? '')
    .toLowerCase()
    .replace(/\bin\s+(?:rs|inr|rupees)\b/g, ' ');
  return text
    .split(/[^a-z0-9]+/)
    .filter((token) => token && !CURRENCY.has(token))
    .map((token) => SYNONYMS[token] ?? token)
    .join(' ');
}

/**
 * Canonical header phrases per role, best first: when two columns name one role (SBI's "Txn Date" and
 * "Value Date"; a settlement export's "UTR No" and "Transaction ID") the earlier phrase wins.
 * Balance columns are left out on purpose: they are never read.
 */
export const HEADER_VOCABULARY: Record<StatementColumnRole, readonly string[]> = {
  date: [
    'transaction date',
    'date',
    'transaction date time',
    'date time',
    'posting date',
    'post date',
    'booking date',
    'value date',
  ],
  narration: [
    'narration',
    'description',
    'particulars',
    'transaction remarks',
    'transaction details',
    'transaction description',
    'transaction particulars',
    'details',
    'remarks',
    'narrative',
    // Settlement exports have no narration; who paid is the next best thing to show staff.
    'customer vpa',
    'payer vpa',
    'vpa',
    'customer name',
    'payer name',
  ],
  reference: [
    'utr',
    'utr no',
    'upi reference no',
    'upi reference',
    'upi transaction id',
    'rrn',
    'rrn no',
    'bank reference no',
    'bank reference',
    'reference no',
    'reference',
    'transaction reference no',
    'transaction reference',
    'cheque reference no',
    'reference no cheque no',
    'cheque no reference no',
    'reference cheque no',
    'cheque no',
    'cheque',
    'transaction id',
  ],
  credit: [
    'credit',
    'credits',
    'deposit',
    'deposits',
    'credit amount',
    'deposit amount',
    'cr amount',
    'amount credited',
    'credited amount',
    'money in',
    'paid in',
    'receipts',
    'cr',
  ],
  debit: [
    'debit',
    'debits',
    'withdrawal',
    'withdrawals',
    'debit amount',
    'withdrawal amount',
    'dr amount',
    'amount debited',
    'debited amount',
    'money out',
    'paid out',
    'dr',
  ],
  amount: ['amount', 'transaction amount', 'settled amount', 'settlement amount', 'net amount'],
  drCr: [
    'cr dr',
    'dr cr',
    'debit credit',
    'credit debit',
    'cr dr indicator',
    'dr cr indicator',
    'type',
    'transaction type',
  ],
  status: ['status', 'transaction status', 'payment status', 'settlement status'],
};

type RoleMatch = { role: StatementColumnRole; rank: number };

const LOOKUP = new Map<string, RoleMatch>();
for (const [role, phrases] of Object.entries(HEADER_VOCABULARY) as [
  StatementColumnRole,
  readonly string[],
][]) {
  phrases.forEach((phrase, rank) => LOOKUP.set(phrase, { role, rank }));
}

/** The role a header cell names, and how strongly (rank 0 is the role's best word), or null. */
export function matchHeaderCell(cell: CellValue): RoleMatch | null {
  if (typeof cell !== 'string') return null;
  return LOOKUP.get(canonicalHeader(cell)) ?? null;
}
