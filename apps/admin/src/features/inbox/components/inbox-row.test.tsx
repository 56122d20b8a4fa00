import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffProof } from '../../../lib/order-types.ts';
import { makeOrder } from '../../../testing/order-fixture.ts';
import { InboxCard, InboxTableRow } from './inbox-row.tsx';

const created = new Date('2025-10-15T06:00:00.000Z');
const after = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

function renderCard(status: 'pending' | 'confirmed', now: Date) {
  render(
    <MemoryRouter>
      <ul>
        <InboxCard order={makeOrder({ status })} now={now} />
      </ul>
    </MemoryRouter>,
  );
}

describe('inbox row waiting marks', () => {
  it('shows only how long a fresh pending enquiry has waited', () => {
    renderCard('pending', after(45));
    expect(screen.getByText('Waiting 45 min')).toBeInTheDocument();
    expect(screen.queryByText(/Overdue|Urgent/)).not.toBeInTheDocument();
  });

  it('marks a pending enquiry overdue after 2 hours', () => {
    renderCard('pending', after(150));
    expect(screen.getByText('Overdue · 2 h 30 min')).toBeInTheDocument();
  });

  it('marks a pending enquiry urgent after 24 hours', () => {
    renderCard('pending', after(26 * 60));
    expect(screen.getByText('Urgent · 1 d 2 h')).toBeInTheDocument();
    expect(screen.queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it('never marks an enquiry that is already handled', () => {
    renderCard('confirmed', after(30 * 60));
    expect(screen.queryByText(/Overdue|Urgent/)).not.toBeInTheDocument();
  });

  it('shows number, customer, phone, total with Indian grouping, items and badges, linking to the enquiry', () => {
    render(
      <MemoryRouter>
        <ul>
          <InboxCard order={makeOrder({ total: 104520, paymentStatus: 'submitted' })} now={after(5)} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('ENQ-000123')).toBeInTheDocument();
    expect(screen.getByText('Priya')).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('₹1,04,520')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Proof Submitted')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/enquiries/ord-1');
  });
});

const proof = (id: string, minutes: number, overrides: Partial<StaffProof>): StaffProof => ({
  id,
  url: `/api/v1/uploads/${id}/file`,
  fileName: 'gpay.png',
  fileType: 'image/png',
  extractedData: null,
  status: 'submitted',
  flags: [],
  createdAt: after(minutes).toISOString(),
  ...overrides,
});

describe('inbox row bank badge', () => {
  it('shows what the bank says about the newest proof waiting to be verified, in the card and the table', () => {
    const order = makeOrder({
      paymentStatus: 'submitted',
      paymentProofs: [
        proof('p1', 10, { status: 'rejected', bankMatch: 'received' }),
        proof('p2', 20, { bankMatch: 'not_in_statement' }),
        proof('p3', 30, { bankMatch: 'received' }),
        proof('p4', 40, { bankMatch: null }),
      ],
    });
    render(
      <MemoryRouter>
        <ul>
          <InboxCard order={order} now={after(60)} />
        </ul>
        <table>
          <tbody>
            <InboxTableRow order={order} now={after(60)} />
          </tbody>
        </table>
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Money received')).toHaveLength(2);
    expect(screen.queryByText('Not in bank statement')).not.toBeInTheDocument();
  });

  it('shows no bank badge once the proof is verified, or before any statement covers it', () => {
    const order = makeOrder({
      paymentStatus: 'verified',
      paymentProofs: [proof('p1', 10, { status: 'verified', bankMatch: 'received' }), proof('p2', 20, {})],
    });
    render(
      <MemoryRouter>
        <ul>
          <InboxCard order={order} now={after(60)} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByText('Money received')).not.toBeInTheDocument();
    expect(screen.queryByText('Not checked yet')).not.toBeInTheDocument();
  });
});
