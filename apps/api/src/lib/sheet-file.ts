// Spreadsheet files staff upload (price lists, bank statements) → rows of cells with their line numbers:
// exceljs for .xlsx, csv-parse for .csv. Each import passes its own wording for the errors.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { CellValue, SheetRow } from '@pataka/domain/price-list';
import { AppError } from './errors.ts';

export type SheetFormat = 'xlsx' | 'csv';

/** The words a refused file gets, in the caller's terms ("…as a price list", "…as a bank statement"). */
export type SheetFileMessages = { oldExcel: string; unsupported: string; unreadable: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]); // .xls (and .doc): Excel 97–2003

/** Which reader a file needs: by its bytes first (an .xlsx is a zip), then by its name. */
export function detectFormat(
  bytes: Buffer,
  fileName: string | undefined,
  messages: SheetFileMessages,
): SheetFormat {
  const name = (fileName ?? '').toLowerCase();
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (bytes.subarray(0, 4).equals(OLE_MAGIC) || name.endsWith('.xls')) {
    throw new AppError('unsupported_media_type', messages.oldExcel);
  }
  if (name.endsWith('.xlsx')) throw new AppError('invalid', messages.unreadable);
  if (name.endsWith('.csv') || name.endsWith('.txt') || !name.includes('.')) return 'csv';
  throw new AppError('unsupported_media_type', messages.unsupported);
}

/**
 * One cell as plain data. Date cells become YYYY-MM-DD: exceljs hands them over as Dates at UTC midnight
 * (Excel has no time zone), so the UTC calendar day is the day the sheet shows, wherever the server runs.
 */
export function excelCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return excelCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('text' in value) return String(value.text);
  return null; // error values
}

function worksheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: CellValue[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(excelCell(row.getCell(c).value));
    rows.push({ line: row.number, cells });
  });
  return rows;
}

/** Every worksheet in workbook order, row by row (empty rows dropped), Excel's row numbers as lines. */
export async function readXlsxSheets(bytes: Buffer, messages: SheetFileMessages): Promise<SheetRow[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('invalid', messages.unreadable);
  }
  return workbook.worksheets.map(worksheetRows);
}

/**
 * Bytes that are no text file: control characters a spreadsheet never writes (a zip, a PDF, an image or
 * random bytes renamed .csv). csv-parse would read such bytes as one odd column and the caller would
 * blame the header, when the honest answer is that the file is not a sheet at all.
 */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control++;
  }
  return control > Math.max(2, sample.length / 100);
}

/** UTF-8 (with or without BOM) as most exports are; UTF-16 as Excel's "Unicode Text" writes it. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Tab-separated when the first lines hold more tabs than commas (Excel's "Unicode Text", some banks). */
function delimiterOf(text: string): string {
  const head = text.slice(0, 4096);
  const tabs = head.split('\t').length;
  const commas = head.split(',').length;
  return tabs > commas ? '\t' : ',';
}

/** CSV as Excel and banks write it (quoted fields, ragged rows, preamble lines of another width). */
export function readCsv(bytes: Buffer, messages: SheetFileMessages): SheetRow[] {
  const text = decode(bytes);
  if (looksBinary(text)) throw new AppError('invalid', messages.unreadable);
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw new AppError('invalid', messages.unreadable);
  }
}
