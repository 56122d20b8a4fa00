// Reconciling payment proofs with the shop's bank statement: what the API reads from a statement file,
// what matching concludes for each proof, and the words staff see. One source for the API and console.

/** What a statement column was recognised as. */
export const STATEMENT_COLUMN_ROLES = [
  'date',
  'narration',
  'reference',
  'credit',
  'debit',
  'amount',
  'drCr',
  // A settlement export's payment status: failed, refunded and pending rows are not money received.
  'status',
] as const;
export type StatementColumnRole = (typeof STATEMENT_COLUMN_ROLES)[number];

export const STATEMENT_COLUMN_LABELS: Record<StatementColumnRole, string> = {
  date: 'Date',
  narration: 'Narration',
  reference: 'Reference',
  credit: 'Credit',
  debit: 'Debit',
  amount: 'Amount',
  drCr: 'Cr/Dr',
  status: 'Status',
};

/**
 * The layouts the reader understands. A new bank whose headers use other words needs only new words in
 * the reader's header vocabulary; a new *shape* (say, amounts signed by a minus) is a new layout here.
 */
export const STATEMENT_LAYOUTS = ['debit-credit', 'amount-cr-dr', 'settlement'] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];

export const STATEMENT_LAYOUT_LABELS: Record<StatementLayout, string> = {
  'debit-credit': 'Bank account statement (separate Debit and Credit columns)',
  'amount-cr-dr': 'Bank account statement (one Amount column with Cr/Dr)',
  settlement: 'UPI merchant settlement report (every row a payment received)',
};

/** One credit read from a statement: the money that arrived. */
export type StatementCredit = {
  /** The file's line (CSV) or row number (Excel), for "line 14: …" messages. */
  line: number;
  /** YYYY-MM-DD, the bank's (Indian) date. */
  date: string;
  /** The 12-digit UPI reference; null when the row carries none (cash deposit, NEFT, cheque). */
  utr: string | null;
  amountPaise: number;
  narration: string;
  reference: string | null;
};

/** What the reader made of a file, before anything is saved. */
export type ParsedStatement = {
  format: 'csv' | 'xlsx';
  layout: StatementLayout;
  /** Line of the header row (account details above it are skipped). */
  headerLine: number;
  /** The recognised columns, in file order, with the file's own header text. */
  columns: { role: StatementColumnRole; header: string }[];
  /** First and last transaction date of the statement (all rows, debits included). */
  periodFrom: string;
  periodTo: string;
  /** Transaction rows read (credits + debits + others). */
  rowsRead: number;
  /** Every credit, with or without a UTR. */
  credits: StatementCredit[];
  debits: number;
  /** Rows that were not a transaction (totals, blank amounts, "Opening balance") with why. */
  skipped: { line: number; reason: string }[];
};

/** POST /payments/statements?dryRun=true and the saved import: what was recognised. */
export type StatementPreviewDto = {
  fileName: string;
  format: 'csv' | 'xlsx';
  layout: StatementLayout;
  layoutLabel: string;
  headerLine: number;
  columns: { role: StatementColumnRole; label: string; header: string }[];
  periodFrom: string;
  periodTo: string;
  rowsRead: number;
  debits: number;
  credits: number;
  creditsWithUtr: number;
  totalCreditedPaise: number;
  /** UPI credits not stored yet (the rest were imported before: an overlapping statement). */
  newCredits: number;
  alreadyImported: number;
  /** The first credits, for staff to eyeball. */
  sample: StatementCredit[];
  skipped: { line: number; reason: string }[];
};

export type StatementDto = {
  id: string;
  fileName: string;
  layout: StatementLayout;
  periodFrom: string;
  periodTo: string;
  credits: number;
  /** UPI credits this import added (0 for a repeated import). */
  creditsAdded: number;
  totalCreditedPaise: number;
  importedBy: string;
  importedAt: string;
};

/** What the bank statement says about a proof. null: no statement covers its date yet. */
export const BANK_MATCHES = ['received', 'amount_differs', 'not_in_statement', 'claimed_elsewhere'] as const;
export type BankMatch = (typeof BANK_MATCHES)[number];

/** The badge, in plain words, and its tone. */
export const BANK_MATCH_BADGES: Record<BankMatch, { label: string; tone: 'good' | 'warn' | 'bad' }> = {
  received: { label: 'Money received', tone: 'good' },
  amount_differs: { label: 'Amount differs from bank', tone: 'warn' },
  not_in_statement: { label: 'Not in bank statement', tone: 'bad' },
  claimed_elsewhere: { label: 'Bank credit used by another enquiry', tone: 'bad' },
};

/** A proof no imported statement covers yet (bankMatch null). */
export const BANK_UNCHECKED_LABEL = 'Not checked yet';

/** Longer words for the enquiry page. */
export const BANK_MATCH_EXPLAINED: Record<BankMatch, string> = {
  received: 'The bank statement shows this UTR credited with the same amount.',
  amount_differs: 'The bank statement shows this UTR, but the amount credited is different.',
  not_in_statement:
    'The payment date falls inside an imported bank statement, but the statement has no credit with this UTR. Do not ship before checking with the bank.',
  claimed_elsewhere:
    'The bank credit with this UTR is already matched to another enquiry: the same payment is claimed twice.',
};

/** A proof matched to a bank credit, as the proof DTO carries it. */
export type BankCreditDto = {
  id: string;
  date: string;
  amountPaise: number;
  narration: string;
  utr: string | null;
};

/** GET /payments/reconciliation: where the shop stands. */
export type ReconciliationDto = {
  statements: StatementDto[];
  /** Proofs waiting for staff (status submitted), by what the bank says. */
  counts: Record<BankMatch | 'unchecked', number>;
  /** Waiting proofs the bank confirms: the bulk action verifies exactly these. */
  received: ReceivedProofDto[];
  /** Waiting proofs with a bad match, for staff to look at. */
  problems: ReceivedProofDto[];
  unclaimedCredits: number;
  autoVerify: boolean;
  /** A statement was imported and matching has not run yet: ask again in a moment. */
  matching: boolean;
};

export type ReceivedProofDto = {
  proofId: string;
  orderId: string;
  orderNumber: string;
  customerName: string;
  bankMatch: BankMatch;
  utr: string | null;
  proofAmountPaise: number | null;
  bankAmountPaise: number | null;
  orderTotalPaise: number;
  bankDate: string | null;
};

/** POST /payments/verify-received. */
export type BulkVerifyResultDto = { verified: number; skipped: number };

/** A credit in the statement that no proof claims. */
export type UnclaimedCreditDto = BankCreditDto & {
  reference: string | null;
  suggestions: CreditSuggestionDto[];
};

/** An enquiry a credit may belong to, best first. */
export type CreditSuggestionDto = {
  orderId: string;
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  paymentStatus: string;
  status: string;
  createdAt: string;
  /** Why it is suggested, in plain words ("Same amount · awaiting payment · 2 hours before"). */
  reason: string;
};

export const STATEMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  previewSample: 20,
  previewSkipped: 20,
  suggestions: 5,
} as const;

export const STATEMENT_MESSAGES = {
  missingFile: 'Choose a bank statement (.csv or .xlsx) to import',
  tooLarge: 'The statement is larger than 10 MB: download a shorter period',
  oldExcel: 'This is an old Excel (.xls) file: save it as .xlsx or .csv and import again',
  unsupported: 'A bank statement must be an Excel (.xlsx) or CSV (.csv) file',
  unreadable: 'The file could not be read as a bank statement',
  tooManyRows: `The statement has more than ${STATEMENT_LIMITS.maxRows.toLocaleString('en-IN')} rows: download a shorter period`,
  noHeader:
    'No header row found: the statement needs a row naming its columns, with a date, a narration or reference, and a credit (or amount) column',
  missingColumns: (missing: readonly string[]) =>
    `The statement's header row has no ${missing.join(', ')} column: check that this is the transactions sheet`,
  noTransactions: 'The statement has a header row but no transactions under it',
  /** Why a row under the header was not read as a transaction (the preview lists them). */
  skipped: {
    noDate: (text: string) =>
      text ? `No date: not a transaction ("${text}")` : 'No date: not a transaction',
    badDate: (raw: string) => `The date "${raw}" is not a date this reader knows`,
    noAmount: 'No amount: not a transaction',
    badAmount: (raw: string) => `The amount "${raw}" is not a number`,
    creditAndDebit: 'Both a withdrawal and a deposit on one row',
    negativeCredit: (raw: string) => `The credit "${raw}" is negative`,
    notCrDr: (raw: string) => (raw ? `"${raw}" says neither Cr nor Dr` : 'No Cr/Dr on this row'),
    notReceived: (status: string) => `Status "${status}": not money received`,
  },
  creditNotFound: 'This bank credit is no longer in the statement',
  creditAlreadyClaimed: 'This bank credit is already matched to an enquiry',
  imported: (added: number, total: number) =>
    added === 0
      ? `Nothing new: all ${total} UPI credits were imported before`
      : `${added} new UPI credit${added === 1 ? '' : 's'} imported; matching payments now`,
  verified: (n: number) => (n === 1 ? '1 payment verified' : `${n} payments verified`),
  noneToVerify: 'No payments are waiting with money received',
  attached: (orderNumber: string) => `Credit attached to ${orderNumber}`,
  autoVerifyLabel: 'Verify automatically when the statement shows the money',
  autoVerifyHint:
    'A payment proof whose UTR and amount are in an imported bank statement is marked verified without a staff action (recorded as "Bank statement" in the history).',
} as const;

/** Who verifies when the shop lets the statement do it (history and audit log). */
export const STATEMENT_ACTOR = 'Bank statement';
