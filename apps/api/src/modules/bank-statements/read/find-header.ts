// Where a statement's transactions start: banks put the account holder, number, branch, period and
// opening balance above the header row, so the header is the row that names the most known columns.
import type { SheetRow } from '@pataka/domain/price-list';
import {
  STATEMENT_MESSAGES,
  type StatementColumnRole,
  type StatementLayout,
} from '@pataka/domain/bank-statement';
import { AppError } from '../../../lib/errors.ts';
import { matchHeaderCell } from './header-vocabulary.ts';

/** How far down the header may be: preambles run to 15–25 rows in some banks' Excel downloads. */
export const HEADER_SEARCH_ROWS = 40;
/** A row naming fewer roles is a preamble line such as "Date : 12/10/2026", not a header. */
const MIN_ROLES = 2;

/** A row that looks like a header, with the best column for each role it names. */
export type HeaderCandidate = {
  index: number;
  line: number;
  cells: SheetRow['cells'];
  columns: Partial<Record<StatementColumnRole, number>>;
  /** Every reference-like column, best first: a UTR may sit in any of them ("UTR No", "Transaction ID"). */
  referenceColumns: number[];
};

export type StatementHeader = HeaderCandidate & {
  layout: StatementLayout;
  /** The columns this layout reads, in file order, with the file's own header text. */
  recognised: { role: StatementColumnRole; header: string }[];
};

function candidateOf(row: SheetRow, index: number): HeaderCandidate | null {
  const best = new Map<StatementColumnRole, { column: number; rank: number }>();
  const references: { column: number; rank: number }[] = [];
  row.cells.forEach((cell, column) => {
    const match = matchHeaderCell(cell);
    if (!match) return;
    if (match.role === 'reference') references.push({ column, rank: match.rank });
    const held = best.get(match.role);
    if (!held || match.rank < held.rank) best.set(match.role, { column, rank: match.rank });
  });
  if (best.size < MIN_ROLES) return null;
  return {
    index,
    line: row.line,
    cells: row.cells,
    columns: Object.fromEntries([...best].map(([role, { column }]) => [role, column])),
    referenceColumns: references.sort((a, b) => a.rank - b.rank).map((r) => r.column),
  };
}

/** The row among the first rows that names the most roles (the first of equals), or null. */
export function findHeaderCandidate(rows: readonly SheetRow[]): HeaderCandidate | null {
  let found: HeaderCandidate | null = null;
  let score = 0;
  const limit = Math.min(HEADER_SEARCH_ROWS, rows.length);
  for (let index = 0; index < limit; index++) {
    const candidate = candidateOf(rows[index]!, index);
    const roles = candidate ? Object.keys(candidate.columns).length : 0;
    if (candidate && roles > score) {
      found = candidate;
      score = roles;
    }
  }
  return found;
}

/** What a header lacks before it can be read, in the words staff see. */
export function missingColumns(candidate: HeaderCandidate): string[] {
  const { columns } = candidate;
  const missing: string[] = [];
  if (columns.date === undefined) missing.push('date');
  if (columns.narration === undefined && columns.reference === undefined)
    missing.push('narration or reference');
  if (columns.credit === undefined && columns.amount === undefined) missing.push('credit or amount');
  return missing;
}

const LAYOUT_ROLES: Record<StatementLayout, readonly StatementColumnRole[]> = {
  'debit-credit': ['date', 'narration', 'reference', 'credit', 'debit', 'status'],
  'amount-cr-dr': ['date', 'narration', 'reference', 'amount', 'drCr', 'status'],
  settlement: ['date', 'narration', 'reference', 'amount', 'status'],
};

/**
 * The layout a complete header implies: a Credit column means a bank statement with Debit/Credit; one
 * Amount column with Cr/Dr a bank statement that signs by word; an Amount alone a settlement export,
 * where every successful row is money received. Throws the "missing" message for an incomplete header.
 */
export function resolveHeader(candidate: HeaderCandidate): StatementHeader {
  const missing = missingColumns(candidate);
  if (missing.length) throw new AppError('invalid', STATEMENT_MESSAGES.missingColumns(missing));
  const { columns } = candidate;
  const layout: StatementLayout =
    columns.credit !== undefined
      ? 'debit-credit'
      : columns.drCr !== undefined
        ? 'amount-cr-dr'
        : 'settlement';
  const used = Object.fromEntries(
    LAYOUT_ROLES[layout].flatMap((role) => (columns[role] === undefined ? [] : [[role, columns[role]]])),
  ) as Partial<Record<StatementColumnRole, number>>;
  const recognised = (Object.entries(used) as [StatementColumnRole, number][])
    .sort((a, b) => a[1] - b[1])
    .map(([role, column]) => ({ role, header: String(candidate.cells[column] ?? '').trim() }));
  return { ...candidate, columns: used, layout, recognised };
}

/**
 * The transactions sheet of a workbook: the first sheet whose header is complete; failing that, the
 * first sheet with something like a header explains what it lacks; no header anywhere → noHeader.
 */
export function locateHeader(sheets: readonly (readonly SheetRow[])[]): {
  sheet: number;
  header: StatementHeader;
} {
  const candidates = sheets.map(findHeaderCandidate);
  const complete = candidates.findIndex((c) => c !== null && missingColumns(c).length === 0);
  if (complete >= 0) return { sheet: complete, header: resolveHeader(candidates[complete]!) };
  const partial = candidates.find((c) => c !== null);
  if (partial) resolveHeader(partial); // throws, naming what is missing
  throw new AppError('invalid', STATEMENT_MESSAGES.noHeader);
}
