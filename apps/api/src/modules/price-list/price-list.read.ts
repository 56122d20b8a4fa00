// A shop's price-list file → rows of cells with their line numbers (exceljs for .xlsx, csv-parse for .csv).
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { CellValue, SheetRow } from '@pataka/domain/price-list';
import { AppError } from '../../lib/errors.ts';

export const PRICE_LIST_MAX_BYTES = 5 * 1024 * 1024;

export const READ_MESSAGES = {
  missingFile: 'Choose a price list (.xlsx or .csv) to import',
  tooLarge: 'The price list is larger than 5 MB',
  oldExcel: 'This is an old Excel (.xls) file: save it as .xlsx or .csv and import again',
  unsupported: 'A price list must be an Excel (.xlsx) or CSV (.csv) file',
  unreadable: 'The file could not be read as a price list',
  emptySheet: 'The first worksheet is empty',
};

export type PriceListFormat = 'xlsx' | 'csv';

/** Which reader a file needs: by its bytes first (an .xlsx is a zip), then by its name. */
export function detectFormat(bytes: Buffer, fileName: string | undefined): PriceListFormat {
  const name = (fileName ?? '').toLowerCase();
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) || name.endsWith('.xls')) {
    throw new AppError('unsupported_media_type', READ_MESSAGES.oldExcel);
  }
  if (name.endsWith('.xlsx')) throw new AppError('invalid', READ_MESSAGES.unreadable);
  if (name.endsWith('.csv') || name.endsWith('.txt') || !name.includes('.')) return 'csv';
  throw new AppError('unsupported_media_type', READ_MESSAGES.unsupported);
}

export async function readPriceListFile(bytes: Buffer, fileName: string | undefined): Promise<SheetRow[]> {
  return detectFormat(bytes, fileName) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}

function excelCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return excelCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('text' in value) return String(value.text);
  return null; // error values
}

/** The first worksheet, row by row (empty rows dropped), with Excel's row numbers as line numbers. */
export async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('invalid', READ_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('invalid', READ_MESSAGES.emptySheet);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: CellValue[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(excelCell(row.getCell(c).value));
    rows.push({ line: row.number, cells });
  });
  return rows;
}

/** CSV as Excel writes it (UTF-8 with or without BOM, quoted fields, ragged rows). */
export function readCsv(bytes: Buffer): SheetRow[] {
  try {
    const records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw new AppError('invalid', READ_MESSAGES.unreadable);
  }
}
