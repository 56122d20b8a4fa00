// One row under a statement's header → a credit, a debit, or a reason it is not a transaction.
import type { CellValue, SheetRow } from '@pataka/domain/price-list';
import { STATEMENT_MESSAGES, type StatementCredit } from '@pataka/domain/bank-statement';
import type { StatementHeader } from './find-header.ts';
import { parseAmount, type AmountCell } from './parse-amount.ts';
import { parseStatementDate } from './parse-date.ts';
import { findUtr } from './utr.ts';

export type RowOutcome =
  | { kind: 'credit'; credit: StatementCredit }
  | { kind: 'debit'; date: string }
  /** date is set for a real transaction that moved no money (a failed or refunded payment). */
  | { kind: 'skip'; reason: string; date?: string }
  | { kind: 'blank' };

const SKIP = STATEMENT_MESSAGES.skipped;
/** Settlement statuses that are not money in the shop's account. */
const NOT_RECEIVED = /fail|refund|revers|declin|cancel|pending|expire|reject|timeout|dispute|chargeback/i;
const CREDIT_WORD = /^(?:cr|c|credit|credited|deposit)\.?$/i;
const DEBIT_WORD = /^(?:dr|d|debit|debited|withdrawal)\.?$/i;
/** Banks print "-" or "NA" in an empty reference column. */
const NO_REFERENCE = /^(?:[-–—]+|na|n\/a|nil|none)?$/i;

const text = (cell: CellValue | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim();
const excerpt = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);

type Money = { side: 'cr' | 'dr'; paise: number } | { skip: string };

/** One Amount column's cell: a zero or an empty cell is no transaction. */
function amountOrSkip(cell: AmountCell): { paise: number; side: 'cr' | 'dr' | null } | { skip: string } {
  if (cell.kind === 'invalid') return { skip: SKIP.badAmount(cell.raw) };
  if (cell.kind === 'blank' || cell.paise === 0) return { skip: SKIP.noAmount };
  return cell;
}

/** Separate Withdrawal and Deposit columns: whichever holds money says what the row is. */
function debitCredit(cells: SheetRow['cells'], header: StatementHeader): Money {
  const { credit: creditAt, debit: debitAt } = header.columns;
  const credit = parseAmount(creditAt === undefined ? null : cells[creditAt]);
  const debit = parseAmount(debitAt === undefined ? null : cells[debitAt]);
  if (credit.kind === 'invalid') return { skip: SKIP.badAmount(credit.raw) };
  if (debit.kind === 'invalid') return { skip: SKIP.badAmount(debit.raw) };
  const inPaise = credit.kind === 'amount' ? credit.paise : 0;
  const outPaise = debit.kind === 'amount' ? Math.abs(debit.paise) : 0;
  if (inPaise !== 0 && outPaise !== 0) return { skip: SKIP.creditAndDebit };
  if (inPaise < 0) return { skip: SKIP.negativeCredit(text(cells[creditAt!])) };
  if (inPaise > 0) return { side: 'cr', paise: inPaise };
  if (outPaise > 0) return { side: 'dr', paise: outPaise };
  return { skip: SKIP.noAmount };
}

/** One Amount column: the Cr/Dr column decides, else a "Cr"/"Dr" on the amount, else a minus means Dr. */
function amountCrDr(cells: SheetRow['cells'], header: StatementHeader): Money {
  const amount = amountOrSkip(parseAmount(cells[header.columns.amount!]));
  if ('skip' in amount) return amount;
  const word = text(cells[header.columns.drCr!]);
  const side = CREDIT_WORD.test(word)
    ? 'cr'
    : DEBIT_WORD.test(word)
      ? 'dr'
      : word
        ? null
        : (amount.side ?? (amount.paise < 0 ? 'dr' : null));
  if (!side) return { skip: SKIP.notCrDr(word) };
  return { side, paise: Math.abs(amount.paise) };
}

/** A settlement export lists money received; a negative row is a refund paid back out. */
function settlement(cells: SheetRow['cells'], header: StatementHeader): Money {
  const amount = amountOrSkip(parseAmount(cells[header.columns.amount!]));
  if ('skip' in amount) return amount;
  const out = amount.paise < 0 || amount.side === 'dr';
  return { side: out ? 'dr' : 'cr', paise: Math.abs(amount.paise) };
}

const READERS = { 'debit-credit': debitCredit, 'amount-cr-dr': amountCrDr, settlement } as const;

export function readStatementRow({ line, cells }: SheetRow, header: StatementHeader): RowOutcome {
  if (cells.every((cell) => text(cell) === '')) return { kind: 'blank' };
  const { columns } = header;
  const dateCell = cells[columns.date!];
  const date = parseStatementDate(dateCell ?? null);
  const narration = columns.narration === undefined ? '' : text(cells[columns.narration]);
  if (!date) {
    const raw = text(dateCell);
    if (/\d/.test(raw)) return { kind: 'skip', reason: SKIP.badDate(excerpt(raw)) };
    // "Opening Balance", "Total", "*** End of statement ***": say which line it was in its own words.
    const words = raw || narration || text(cells.find((cell) => text(cell) !== ''));
    return { kind: 'skip', reason: SKIP.noDate(excerpt(words)) };
  }
  const status = columns.status === undefined ? '' : text(cells[columns.status]);
  if (status && NOT_RECEIVED.test(status)) return { kind: 'skip', reason: SKIP.notReceived(status), date };

  const money = READERS[header.layout](cells, header);
  if ('skip' in money) return { kind: 'skip', reason: money.skip };
  if (money.side === 'dr') return { kind: 'debit', date };

  const reference = columns.reference === undefined ? '' : text(cells[columns.reference]);
  const references = header.referenceColumns.map((column) => text(cells[column])).filter(Boolean);
  return {
    kind: 'credit',
    credit: {
      line,
      date,
      utr: findUtr(references, narration),
      amountPaise: money.paise,
      narration,
      reference: NO_REFERENCE.test(reference) ? null : reference,
    },
  };
}
