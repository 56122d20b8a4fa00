import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditItemsAction } from './edit-items-action.tsx';

const invoice = {
  id: 'inv-1',
  number: 'UC/26-27/00042',
  issuedAt: '2026-11-20T10:00:00.000Z',
  total: 618,
  pdfUrl: '/api/v1/orders/ord-1/invoice.pdf',
};

describe('EditItemsAction', () => {
  it('offers Edit items on an enquiry without an invoice', async () => {
    const onEdit = vi.fn();
    render(<EditItemsAction order={{ invoice: null }} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit items' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('says to use a credit note once the enquiry is invoiced', () => {
    render(<EditItemsAction order={{ invoice }} onEdit={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Edit items' })).not.toBeInTheDocument();
    expect(screen.getByText('Invoiced (UC/26-27/00042): correct it with a credit note')).toBeInTheDocument();
  });
});
