import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BANK_MATCH_EXPLAINED } from '@pataka/domain/bank-statement';
import type { StaffProof } from '../../../lib/order-types.ts';
import { mockFetch } from '../../../testing/mock-api.ts';
import { makeOrder } from '../../../testing/order-fixture.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ProofCard } from './proof-card.tsx';

// A PDF proof: the card shows an "Open PDF" button instead of fetching an image.
const proof = (overrides: Partial<StaffProof> = {}): StaffProof => ({
  id: 'proof-1',
  url: '/api/v1/uploads/u1/file',
  fileName: 'gpay.pdf',
  fileType: 'application/pdf',
  extractedData: { utr: '512345678901', amount: 618 },
  status: 'submitted',
  flags: [],
  createdAt: '2025-10-15T07:00:00.000Z',
  ...overrides,
});

function renderCard(p: StaffProof) {
  mockFetch({});
  const order = makeOrder({ paymentStatus: 'submitted', paymentProofs: [p] });
  renderRoute(<ProofCard order={order} proof={p} />, { route: '/enquiries/ord-1' });
}

describe('a payment proof and the bank statement', () => {
  it('shows the badge, what it means and the bank credit it rests on', () => {
    renderCard(
      proof({
        bankMatch: 'amount_differs',
        bankCredit: {
          id: 'cr-1',
          date: '2025-10-15',
          amountPaise: 50000,
          narration: 'UPI/512345678901/PRIYA/priya@oksbi/Payment',
          utr: '512345678901',
        },
      }),
    );
    expect(screen.getByText('Amount differs from bank')).toBeInTheDocument();
    expect(screen.getByText(BANK_MATCH_EXPLAINED.amount_differs)).toBeInTheDocument();
    expect(screen.getByText(/15 Oct 2025/)).toBeInTheDocument();
    expect(screen.getByText('₹500')).toBeInTheDocument();
    expect(screen.getByText('UPI/512345678901/PRIYA/priya@oksbi/Payment')).toBeInTheDocument();
  });

  it('warns in words when the statement has no such credit', () => {
    renderCard(proof({ bankMatch: 'not_in_statement', bankCredit: null }));
    expect(screen.getByText('Not in bank statement')).toBeInTheDocument();
    expect(screen.getByText(BANK_MATCH_EXPLAINED.not_in_statement)).toBeInTheDocument();
    expect(screen.queryByText(/Bank credit:/)).not.toBeInTheDocument();
  });

  it('points to the statement import while no statement covers a waiting proof', () => {
    renderCard(proof({ bankMatch: null, bankCredit: null }));
    expect(screen.getByText(/Not checked against the bank yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'import a bank statement' })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it('says nothing about the bank when the server sends no bank fields', () => {
    renderCard(proof());
    expect(screen.queryByText(/bank/i)).not.toBeInTheDocument();
  });
});
