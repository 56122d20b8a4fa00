import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';
import { checkStatementFile } from './check-statement-file.ts';

const MB = 1024 * 1024;

describe('checking a statement before upload', () => {
  it('lets CSV and Excel files up to 10 MB through', () => {
    expect(checkStatementFile({ name: 'HDFC_Oct.csv', size: 2 * MB })).toBeNull();
    expect(checkStatementFile({ name: 'statement.XLSX', size: 10 * MB })).toBeNull();
  });

  it('explains an old .xls download', () => {
    expect(checkStatementFile({ name: 'SBI.xls', size: 1000 })).toBe(STATEMENT_MESSAGES.oldExcel);
  });

  it('refuses other kinds of file, empty files and files over 10 MB', () => {
    expect(checkStatementFile({ name: 'statement.pdf', size: 1000 })).toBe(STATEMENT_MESSAGES.unsupported);
    expect(checkStatementFile({ name: 'statement.csv', size: 0 })).toBe(STATEMENT_MESSAGES.missingFile);
    expect(checkStatementFile({ name: 'statement.csv', size: 10 * MB + 1 })).toBe(
      STATEMENT_MESSAGES.tooLarge,
    );
  });
});
