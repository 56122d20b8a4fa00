// Reading whole statement files: the three generated layouts as CSV and Excel, and the files it refuses.
import { describe, expect, it } from 'vitest';
import { STATEMENT_LIMITS, STATEMENT_MESSAGES, type StatementLayout } from '@pataka/domain/bank-statement';
import { readStatement } from '../../src/modules/bank-statements/read/read-statement.ts';
import { AppError } from '../../src/lib/errors.ts';
import { generateStatement } from '../helpers/bank-statements.ts';
import { writeXlsxSync } from '../helpers/sync-xlsx.ts';

const LAYOUTS: StatementLayout[] = ['debit-credit', 'amount-cr-dr', 'settlement'];
const FORMATS = ['csv', 'xlsx'] as const;

/** The reader's error, to assert on its kind and message. */
async function refusal(bytes: Buffer, fileName: string): Promise<AppError> {
  const error = await readStatement(bytes, fileName).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

describe.each(LAYOUTS)('a 200-row %s statement', (layout) => {
  it.each(FORMATS)(
    'as %s: every credit read with its UTR, amount and date; no debit taken',
    async (format) => {
      const file = generateStatement({ layout, format, rows: 200, seed: 7 });
      const parsed = await readStatement(file.bytes, file.fileName);

      expect(parsed.format).toBe(format);
      expect(parsed.layout).toBe(layout);
      expect(parsed.headerLine).toBe(file.expected.headerLine); // under the preamble
      expect(parsed.headerLine).toBeGreaterThan(1);
      expect(
        parsed.credits.map(({ line, date, utr, amountPaise }) => ({ line, date, utr, amountPaise })),
      ).toEqual(file.expected.credits);
      expect(parsed.debits).toBe(file.expected.debits);
      expect(parsed.rowsRead).toBe(
        file.expected.credits.length + file.expected.debits + file.expected.failed,
      );
      expect([parsed.periodFrom, parsed.periodTo]).toEqual([
        file.expected.periodFrom,
        file.expected.periodTo,
      ]);

      // What the equality above implies, said in the words of the acceptance criteria:
      const utrs = new Set(parsed.credits.flatMap((c) => (c.utr ? [c.utr] : [])));
      expect(utrs.size).toBeGreaterThan(100);
      expect(file.expected.debitRefs.length).toBeGreaterThan(5);
      expect(file.expected.debitRefs.filter((ref) => utrs.has(ref))).toEqual([]);
      const withoutUtr = parsed.credits.filter((c) => c.utr === null);
      expect(withoutUtr.length).toBe(file.expected.credits.filter((c) => c.utr === null).length);
      expect(withoutUtr.length).toBeGreaterThan(0); // NEFT, cash, cheque, interest, card payments
      expect(parsed.credits.every((c) => c.amountPaise > 0 && c.narration !== '')).toBe(true);
    },
  );
});

describe('the credits a test puts in', () => {
  it.each(LAYOUTS)('are read exactly from a %s statement', async (layout) => {
    const credits = [
      { utr: '600000000001', amountPaise: 1_23_456_00, date: '2026-10-15' },
      { utr: '600000000002', amountPaise: 499_50, date: '2026-10-15' },
      { utr: '028412345678', amountPaise: 2_000_00, date: '2026-10-02' }, // a UTR can start with 0
    ];
    for (const format of FORMATS) {
      const file = generateStatement({ layout, format, credits, seed: 16 });
      const parsed = await readStatement(file.bytes, file.fileName);
      for (const credit of credits) {
        const found = parsed.credits.filter((c) => c.utr === credit.utr);
        expect(
          found.map(({ date, amountPaise }) => ({ date, amountPaise })),
          `${format} ${credit.utr}`,
        ).toEqual([{ date: credit.date, amountPaise: credit.amountPaise }]);
      }
    }
  });
});

describe('files it cannot use', () => {
  it('names the missing credit column', async () => {
    const file = csv(
      'SRI LAKSHMI FIREWORKS',
      'Account No :,50200012345678',
      '',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Closing Balance',
      '01/10/26,UPI-RAMESH-ramesh@okaxis-SBIN0001234-627412345678-Order,0000627412345678,01/10/26,500.00,"1,24,500.00"',
    );
    const error = await refusal(file, 'statement.csv');
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(STATEMENT_MESSAGES.missingColumns(['credit or amount']));
    expect(error.message).toContain('credit or amount');

    const xlsx = writeXlsxSync([{ name: 'Sheet1', rows: [['Txn Date', 'Description', 'Debit', 'Balance']] }]);
    expect((await refusal(xlsx, 'statement.xlsx')).message).toContain('credit or amount');
  });

  it('says no header was found', async () => {
    const error = await refusal(csv('Account statement', 'a,b,c', '1,2,3'), 'statement.csv');
    expect(error.message).toBe(STATEMENT_MESSAGES.noHeader);
  });

  it('says a header with nothing under it has no transactions', async () => {
    const file = csv(
      'Date,Narration,Withdrawal Amt.,Deposit Amt.',
      ',OPENING BALANCE,,',
      ',CLOSING BALANCE,,',
    );
    expect((await refusal(file, 'statement.csv')).message).toBe(STATEMENT_MESSAGES.noTransactions);
  });

  it('refuses garbage bytes as unreadable, whatever their name', async () => {
    let state = 42;
    const garbage = Buffer.from(
      Array.from({ length: 4096 }, () => (state = (state * 1103515245 + 12345) & 0x7fffffff) >> 16),
    );
    for (const name of ['statement.csv', 'statement.xlsx', 'statement']) {
      const error = await refusal(garbage, name);
      expect(error.message, name).toBe(STATEMENT_MESSAGES.unreadable);
    }
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), garbage]);
    expect((await refusal(brokenZip, 'statement.xlsx')).message).toBe(STATEMENT_MESSAGES.unreadable);
  });

  it('refuses an old Excel (.xls) file and other kinds of file', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    for (const name of ['statement.xls', 'statement.csv']) {
      const error = await refusal(xls, name);
      expect(error.kind).toBe('unsupported_media_type');
      expect(error.message).toBe(STATEMENT_MESSAGES.oldExcel);
    }
    const named = await refusal(csv('Date,Narration,Deposit'), 'statement.XLS');
    expect(named.message).toBe(STATEMENT_MESSAGES.oldExcel);
    const pdf = await refusal(Buffer.from('%PDF-1.7\n'), 'statement.pdf');
    expect([pdf.kind, pdf.message]).toEqual(['unsupported_media_type', STATEMENT_MESSAGES.unsupported]);
  });

  it(`refuses more than ${STATEMENT_LIMITS.maxRows} rows`, async () => {
    const rows = Array.from({ length: STATEMENT_LIMITS.maxRows + 1 }, () => '01/10/26,CASH DEPOSIT,,100.00');
    const file = csv('Date,Narration,Withdrawal Amt.,Deposit Amt.', ...rows);
    expect((await refusal(file, 'statement.csv')).message).toBe(STATEMENT_MESSAGES.tooManyRows);
  });
});

describe('what else banks send', () => {
  it("reads Excel's Unicode Text (UTF-16, tab-separated)", async () => {
    const text = [
      'Txn Date\tDescription\tRef No./Cheque No.\tAmount\tCr/Dr',
      '15-Oct-2026\tUPI/628812345678/Diwali order/ramesh@oksbi/SBI\t-\t1,23,456.00\tCR',
      '15-Oct-2026\tATM/CASH WDL/15-Oct-2026/SIVAKASI\t-\t5,000.00\tDR',
    ].join('\r\n');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const parsed = await readStatement(bytes, 'statement.txt');
    expect(parsed.credits.map((c) => [c.utr, c.amountPaise])).toEqual([['628812345678', 1_23_456_00]]);
    expect(parsed.debits).toBe(1);
  });

  it('lists the rows it skipped and why', async () => {
    const file = csv(
      'Txn Date,Description,Amount,Cr/Dr',
      ',OPENING BALANCE,,',
      '15-Oct-2026,UPI/628812345678/x,500.00,CR',
      '16-Oct-2026,ODD ROW,500.00,XX',
      '17-Oct-2026,NO MONEY,-,CR',
      '31/02/2026,BAD DATE,10.00,CR',
      '18-Oct-2026,BAD AMOUNT,12a,CR',
    );
    const parsed = await readStatement(file, 'statement.csv');
    expect(parsed.credits).toHaveLength(1);
    expect(parsed.skipped).toEqual([
      { line: 2, reason: STATEMENT_MESSAGES.skipped.noDate('OPENING BALANCE') },
      { line: 4, reason: STATEMENT_MESSAGES.skipped.notCrDr('XX') },
      { line: 5, reason: STATEMENT_MESSAGES.skipped.noAmount },
      { line: 6, reason: STATEMENT_MESSAGES.skipped.badDate('31/02/2026') },
      { line: 7, reason: STATEMENT_MESSAGES.skipped.badAmount('12a') },
    ]);
  });
});

describe('a 5,000-row statement', () => {
  it.each(FORMATS)('is read as %s well under 5 s', async (format) => {
    const file = generateStatement({ layout: 'debit-credit', format, rows: 5_000, seed: 5, days: 90 });
    const started = performance.now();
    const parsed = await readStatement(file.bytes, file.fileName);
    const ms = Math.round(performance.now() - started);
    console.log(
      `5,000-row ${format} statement (${Math.round(file.bytes.length / 1024)} KB) read in ${ms} ms`,
    );
    expect(parsed.credits).toHaveLength(file.expected.credits.length);
    expect(parsed.debits).toBe(file.expected.debits);
    expect(ms).toBeLessThan(5_000);
  });
});
