// A tiny CSV writer (RFC 4180) for staff exports that spreadsheets open safely.

export type CsvCell = string | number | boolean | Date | null | undefined;

/** Text a spreadsheet would run as a formula: =, +, -, @ (and tab / carriage return) at the start. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text is defused with a leading ', then quoted when it holds , " or a newline. */
export function csvCell(value: CsvCell): string {
  if (value == null) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Header and rows, CRLF line ends, with a byte-order mark so Excel reads UTF-8 (Tamil names, ₹). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
