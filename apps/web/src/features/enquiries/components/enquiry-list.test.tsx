import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder } from '../../../testing/account-fixtures.ts';
import { renderWithProviders as renderPage } from '../../../testing/render.tsx';
import { EnquiryList } from './enquiry-list.tsx';

describe('EnquiryList', () => {
  it('shows 10 enquiries per page with their status badges', async () => {
    const orders = Array.from({ length: 12 }, (_, i) =>
      makeOrder({
        orderNumber: `ENQ-${String(100 - i).padStart(6, '0')}`,
        status: i === 0 ? 'cancelled' : 'pending',
      }),
    );
    const onPageChange = vi.fn();
    renderPage(<EnquiryList orders={orders} page={1} onPageChange={onPageChange} />);
    const rows = within(screen.getByRole('list', { name: 'Your enquiries' })).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('ENQ-000100');
    expect(rows[0]).toHaveTextContent('Cancelled');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the rest on the last page', () => {
    const orders = Array.from({ length: 12 }, () => makeOrder());
    renderPage(<EnquiryList orders={orders} page={2} onPageChange={vi.fn()} />);
    expect(
      within(screen.getByRole('list', { name: 'Your enquiries' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('has an empty state', () => {
    renderPage(<EnquiryList orders={[]} page={1} onPageChange={vi.fn()} />);
    expect(screen.getByText('No enquiries yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toBeInTheDocument();
  });
});
