// A shop's price-list file → rows of cells with their line numbers (the shared sheet reader, in the price
// list's own words).
import type { SheetRow } from '@pataka/domain/price-list';
import { AppError } from '../../lib/errors.ts';
import {
  detectFormat as detectSheetFormat,
  readCsv as readCsvSheet,
  readXlsxSheets,
  type SheetFormat,
} from '../../lib/sheet-file.ts';

export const PRICE_LIST_MAX_BYTES = 5 * 1024 * 1024;

export const READ_MESSAGES = {
  missingFile: 'Choose a price list (.xlsx or .csv) to import',
  tooLarge: 'The price list is larger than 5 MB',
  oldExcel: 'This is an old Excel (.xls) file: save it as .xlsx or .csv and import again',
  unsupported: 'A price list must be an Excel (.xlsx) or CSV (.csv) file',
  unreadable: 'The file could not be read as a price list',
  emptySheet: 'The first worksheet is empty',
};

export type PriceListFormat = SheetFormat;

/** Which reader a file needs: by its bytes first (an .xlsx is a zip), then by its name. */
export function detectFormat(bytes: Buffer, fileName: string | undefined): PriceListFormat {
  return detectSheetFormat(bytes, fileName, READ_MESSAGES);
}

export async function readPriceListFile(bytes: Buffer, fileName: string | undefined): Promise<SheetRow[]> {
  return detectFormat(bytes, fileName) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}

/** The first worksheet only: a price list's other sheets are the shop's notes. */
export async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const [first] = await readXlsxSheets(bytes, READ_MESSAGES);
  if (!first) throw new AppError('invalid', READ_MESSAGES.emptySheet);
  return first;
}

export function readCsv(bytes: Buffer): SheetRow[] {
  return readCsvSheet(bytes, READ_MESSAGES);
}
