import { describe, expect, it } from 'vitest';
import type { SheetRow } from '@pataka/domain/price-list';
import { STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';
import { findHeaderCandidate, locateHeader, resolveHeader } from './find-header.ts';
import { canonicalHeader } from './header-vocabulary.ts';

const sheet = (...rows: (string | number | null)[][]): SheetRow[] =>
  rows.map((cells, i) => ({ line: i + 1, cells }));
const headerOf = (cells: string[]) => resolveHeader(findHeaderCandidate(sheet(cells))!);

describe('canonicalHeader', () => {
  it('ignores case, punctuation, currency words and abbreviations', () => {
    expect(canonicalHeader('Chq./Ref.No.')).toBe('cheque reference no');
    expect(canonicalHeader('Withdrawal Amount (INR )')).toBe('withdrawal amount');
    expect(canonicalHeader('Deposit Amount in Rs.')).toBe('deposit amount');
    expect(canonicalHeader('  Txn_Date ')).toBe('transaction date');
    expect(canonicalHeader('Value Dt')).toBe('value date');
    expect(canonicalHeader('CHQNO')).toBe('cheque no');
  });
});

describe('the header row of real banks and apps', () => {
  it.each([
    [
      'HDFC',
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      'debit-credit',
      0,
    ],
    [
      'SBI',
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      'debit-credit',
      0,
    ],
    [
      'ICICI',
      [
        'S No.',
        'Value Date',
        'Transaction Date',
        'Cheque Number',
        'Transaction Remarks',
        'Withdrawal Amount (INR )',
        'Deposit Amount (INR )',
        'Balance (INR )',
      ],
      'debit-credit',
      2,
    ],
    ['Axis', ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'], 'debit-credit', 0],
    [
      'Kotak',
      [
        'Sl. No.',
        'Transaction Date',
        'Value Date',
        'Description',
        'Chq / Ref No.',
        'Debit',
        'Credit',
        'Balance',
        'Dr / Cr',
      ],
      'debit-credit',
      1,
    ],
    [
      'PNB',
      [
        'Txn No.',
        'Txn Date',
        'Description',
        'Branch Name',
        'Cheque No.',
        'Dr Amount',
        'Cr Amount',
        'Balance',
        'Remarks',
      ],
      'debit-credit',
      1,
    ],
    [
      'ICICI (Cr/Dr)',
      ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Amount', 'Cr/Dr', 'Balance'],
      'amount-cr-dr',
      0,
    ],
    [
      'Paytm Business',
      ['Transaction_Date', 'Order_ID', 'Transaction_ID', 'UTR', 'Customer_VPA', 'Amount', 'Status'],
      'settlement',
      0,
    ],
  ] as const)('%s', (_bank, cells, layout, dateColumn) => {
    const header = headerOf([...cells]);
    expect(header.layout).toBe(layout);
    expect(header.columns.date).toBe(dateColumn);
    expect(header.columns.narration).toBeDefined();
    expect(header.recognised.map((c) => c.header)).not.toContain('Closing Balance');
  });

  it('prefers the PNB description to its remarks, and the UTR column to a transaction id', () => {
    expect(headerOf(['Txn Date', 'Description', 'Cr Amount', 'Remarks']).columns.narration).toBe(1);
    const paytm = headerOf(['Transaction_Date', 'Transaction_ID', 'UTR', 'Amount']);
    expect(paytm.columns.reference).toBe(2);
    expect(paytm.referenceColumns).toEqual([2, 1]);
  });

  it('uses no Cr/Dr column when there are Debit and Credit columns (Kotak’s is the balance’s)', () => {
    const kotak = headerOf(['Transaction Date', 'Description', 'Debit', 'Credit', 'Balance', 'Dr / Cr']);
    expect(kotak.recognised.map((c) => c.role)).toEqual(['date', 'narration', 'debit', 'credit']);
  });
});

describe('locateHeader', () => {
  const preamble = [
    ['SRI LAKSHMI FIREWORKS'],
    ['Account No :', '50200012345678'],
    ['Date :', '12/10/2026'],
    ['Statement From :', '01/10/26', 'To :', '31/10/26'],
    ['Opening Balance :', '1,25,000.00'],
    [],
  ];

  it('finds the header under the account details', () => {
    const { sheet: at, header } = locateHeader([
      sheet(
        ...preamble,
        ['Date', 'Narration', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.'],
        ['01/10/26', 'x', '', '', '5'],
      ),
    ]);
    expect(at).toBe(0);
    expect(header.line).toBe(7);
  });

  it('takes the first sheet with a complete header (a workbook may open on a summary)', () => {
    const summary = sheet(['Account Summary'], ['Opening Balance', 100], ['Credits', 'Debits']);
    const transactions = sheet(['Txn Date', 'Description', 'Amount', 'Cr/Dr']);
    expect(locateHeader([summary, transactions]).sheet).toBe(1);
  });

  it('names what a header lacks', () => {
    const noCredit = sheet(...preamble, [
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Withdrawal Amt.',
      'Closing Balance',
    ]);
    expect(() => locateHeader([noCredit])).toThrow(STATEMENT_MESSAGES.missingColumns(['credit or amount']));
    const noDate = sheet(['Narration', 'Deposit Amt.', 'Withdrawal Amt.']);
    expect(() => locateHeader([noDate])).toThrow(STATEMENT_MESSAGES.missingColumns(['date']));
    const onlyMoney = sheet(['Txn Date', 'Amount']);
    expect(() => locateHeader([onlyMoney])).toThrow(
      STATEMENT_MESSAGES.missingColumns(['narration or reference']),
    );
  });

  it('says there is no header when no row names two columns', () => {
    expect(() => locateHeader([sheet(...preamble, ['a', 'b'], ['1', '2'])])).toThrow(
      STATEMENT_MESSAGES.noHeader,
    );
    expect(() => locateHeader([])).toThrow(STATEMENT_MESSAGES.noHeader);
  });

  it('looks no further than 40 rows down', () => {
    const filler = Array.from({ length: 40 }, (_, i) => [`note ${i}`]);
    expect(() => locateHeader([sheet(...filler, ['Date', 'Narration', 'Deposit'])])).toThrow(
      STATEMENT_MESSAGES.noHeader,
    );
  });
});
