// RFC 4180 CSV for the accountant's spreadsheet: CRLF rows, quotes only where needed, a UTF-8 byte
// order mark so Excel shows Tamil names and ₹ right, and text that Excel would run as a formula
// (=, +, -, @ first) prefixed with an apostrophe (OWASP "CSV injection"). Amounts are passed as
// `{ n: '12.50' }` so a negative amount keeps its minus sign.

export type CsvCell = string | number | { n: string } | null;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return cell.n;
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const amount = (text: string): { n: string } => ({ n: text });

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(cellText).join(',');
}

export const CSV_BOM = '\uFEFF';

export function csvDocument(rows: readonly string[]): string {
  return `${CSV_BOM}${rows.join('\r\n')}\r\n`;
}
