// A bank statement or UPI settlement export (.csv or .xlsx) → what it says about money received. Pure
// reading: storage, matching and the size limit (checked on upload) live elsewhere.
import {
  STATEMENT_LIMITS,
  STATEMENT_MESSAGES,
  type ParsedStatement,
  type StatementCredit,
} from '@pataka/domain/bank-statement';
import { AppError } from '../../../lib/errors.ts';
import { detectFormat, readCsv, readXlsxSheets, type SheetFileMessages } from '../../../lib/sheet-file.ts';
import { locateHeader } from './find-header.ts';
import { readStatementRow } from './statement-row.ts';

const FILE_MESSAGES: SheetFileMessages = {
  oldExcel: STATEMENT_MESSAGES.oldExcel,
  unsupported: STATEMENT_MESSAGES.unsupported,
  unreadable: STATEMENT_MESSAGES.unreadable,
};

export async function readStatement(bytes: Buffer, fileName: string): Promise<ParsedStatement> {
  const format = detectFormat(bytes, fileName, FILE_MESSAGES);
  // A workbook may open on an account summary; the transactions are on the first sheet with a header.
  const sheets =
    format === 'xlsx' ? await readXlsxSheets(bytes, FILE_MESSAGES) : [readCsv(bytes, FILE_MESSAGES)];
  const { sheet, header } = locateHeader(sheets);
  const rows = sheets[sheet]!.slice(header.index + 1);
  if (rows.length > STATEMENT_LIMITS.maxRows) throw new AppError('invalid', STATEMENT_MESSAGES.tooManyRows);

  const credits: StatementCredit[] = [];
  const skipped: ParsedStatement['skipped'] = [];
  let debits = 0;
  let others = 0;
  let periodFrom = '';
  let periodTo = '';
  const seen = (date: string) => {
    if (!periodFrom || date < periodFrom) periodFrom = date;
    if (!periodTo || date > periodTo) periodTo = date;
  };

  for (const row of rows) {
    const outcome = readStatementRow(row, header);
    if (outcome.kind === 'blank') continue;
    if (outcome.kind === 'skip') {
      skipped.push({ line: row.line, reason: outcome.reason });
      if (outcome.date) {
        others++;
        seen(outcome.date);
      }
    } else if (outcome.kind === 'debit') {
      debits++;
      seen(outcome.date);
    } else {
      credits.push(outcome.credit);
      seen(outcome.credit.date);
    }
  }
  if (credits.length + debits === 0) throw new AppError('invalid', STATEMENT_MESSAGES.noTransactions);

  return {
    format,
    layout: header.layout,
    headerLine: header.line,
    columns: header.recognised,
    periodFrom,
    periodTo,
    rowsRead: credits.length + debits + others,
    credits,
    debits,
    skipped,
  };
}
