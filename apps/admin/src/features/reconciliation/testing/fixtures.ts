// What the Payments API answers, for the screen's tests: shapes from packages/domain/src/bank-statement.ts.
import type {
  ReceivedProofDto,
  ReconciliationDto,
  StatementPreviewDto,
  UnclaimedCreditDto,
} from '@pataka/domain/bank-statement';

export function makePreview(overrides: Partial<StatementPreviewDto> = {}): StatementPreviewDto {
  return {
    fileName: 'HDFC_Oct.csv',
    format: 'csv',
    layout: 'debit-credit',
    layoutLabel: 'Bank account statement (separate Debit and Credit columns)',
    headerLine: 7,
    columns: [
      { role: 'date', label: 'Date', header: 'Txn Date' },
      { role: 'narration', label: 'Narration', header: 'Description' },
      { role: 'reference', label: 'Reference', header: 'Chq./Ref.No.' },
      { role: 'debit', label: 'Debit', header: 'Withdrawal Amt.' },
      { role: 'credit', label: 'Credit', header: 'Deposit Amt.' },
    ],
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    rowsRead: 200,
    debits: 80,
    credits: 120,
    creditsWithUtr: 110,
    totalCreditedPaise: 12345650,
    newCredits: 104,
    alreadyImported: 6,
    sample: [
      {
        line: 8,
        date: '2026-10-02',
        utr: '512345678901',
        amountPaise: 250000,
        narration: 'UPI/512345678901/KAVITHA R/kavitha.r@oksbi/Payment',
        reference: null,
      },
      {
        line: 9,
        date: '2026-10-02',
        utr: null,
        amountPaise: 1000000,
        narration: 'CASH DEPOSIT SIVAKASI BRANCH',
        reference: null,
      },
    ],
    skipped: [{ line: 207, reason: 'No date: not a transaction ("Closing balance")' }],
    ...overrides,
  };
}

export function makeProof(overrides: Partial<ReceivedProofDto> = {}): ReceivedProofDto {
  return {
    proofId: 'proof-1',
    orderId: 'ord-1',
    orderNumber: 'ENQ-000101',
    customerName: 'Kavitha Ramesh',
    bankMatch: 'received',
    utr: '512345678901',
    proofAmountPaise: 250000,
    bankAmountPaise: 250000,
    orderTotalPaise: 250000,
    bankDate: '2026-10-02',
    ...overrides,
  };
}

export function makeReconciliation(overrides: Partial<ReconciliationDto> = {}): ReconciliationDto {
  return {
    statements: [
      {
        id: 'st-1',
        fileName: 'HDFC_Oct.csv',
        layout: 'debit-credit',
        periodFrom: '2026-10-01',
        periodTo: '2026-10-31',
        credits: 110,
        creditsAdded: 104,
        totalCreditedPaise: 12345650,
        importedBy: 'Kavya',
        importedAt: '2026-11-01T05:30:00.000Z',
      },
    ],
    counts: { received: 2, amount_differs: 1, not_in_statement: 0, claimed_elsewhere: 0, unchecked: 3 },
    received: [
      makeProof(),
      makeProof({
        proofId: 'proof-2',
        orderId: 'ord-2',
        orderNumber: 'ENQ-000102',
        customerName: 'Selvi Murugan',
        utr: '512345678902',
        bankDate: '2026-10-03',
      }),
    ],
    problems: [
      makeProof({
        proofId: 'proof-3',
        orderId: 'ord-3',
        orderNumber: 'ENQ-000103',
        customerName: 'Arun Kumar',
        bankMatch: 'amount_differs',
        utr: '512345678903',
        proofAmountPaise: 500000,
        bankAmountPaise: 50000,
      }),
    ],
    unclaimedCredits: 0,
    autoVerify: false,
    matching: false,
    ...overrides,
  };
}

export function makeCredit(overrides: Partial<UnclaimedCreditDto> = {}): UnclaimedCreditDto {
  return {
    id: 'cr-1',
    date: '2026-10-04',
    amountPaise: 180000,
    narration: 'UPI/512345678999/MEENA S/meena@okicici/fireworks',
    utr: '512345678999',
    reference: null,
    suggestions: [
      {
        orderId: 'ord-7',
        orderNumber: 'ENQ-000107',
        customerName: 'Meena Sundar',
        totalPaise: 180000,
        paymentStatus: 'pending',
        status: 'confirmed',
        createdAt: '2026-10-04T04:00:00.000Z',
        reason: 'Same amount · awaiting payment · 2 hours before',
      },
      {
        orderId: 'ord-8',
        orderNumber: 'ENQ-000108',
        customerName: 'Meenakshi P',
        totalPaise: 180000,
        paymentStatus: 'pending',
        status: 'pending',
        createdAt: '2026-10-02T04:00:00.000Z',
        reason: 'Same amount · awaiting payment · 2 days before',
      },
    ],
    ...overrides,
  };
}
