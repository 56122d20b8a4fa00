// The checks the server makes first, made before uploading: a shop assistant on a phone learns at once
// that a 14 MB or .xls download will not do, without waiting for the upload on a slow network.
import { STATEMENT_LIMITS, STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';

export const STATEMENT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The reason the file cannot be a statement, or null when it may be sent. */
export function checkStatementFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (/\.xls$/i.test(file.name)) return STATEMENT_MESSAGES.oldExcel;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return STATEMENT_MESSAGES.unsupported;
  if (file.size === 0) return STATEMENT_MESSAGES.missingFile;
  if (file.size > STATEMENT_LIMITS.maxBytes) return STATEMENT_MESSAGES.tooLarge;
  return null;
}
