import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, resetAccountState, signIn } from '../../../testing/account-fixtures.ts';
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

  describe('Download invoice', () => {
    afterEach(() => {
      resetAccountState();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('shows on the invoiced cards only and saves the PDF with the shopper token', async () => {
      signIn(undefined, 'shopper-token');
      const fetchSpy = vi.fn(
        async () => new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      );
      vi.stubGlobal('fetch', fetchSpy);
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:inv', revokeObjectURL: vi.fn() }),
      );
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const invoice = {
        id: 'inv-1',
        number: 'UC/26-27/00042',
        issuedAt: '2026-11-20T10:00:00.000Z',
        total: 618,
        pdfUrl: '/api/v1/invoices/inv-1/pdf',
      };
      const orders = [
        makeOrder({ id: 'o1', orderNumber: 'ENQ-000002', invoice }),
        makeOrder({ id: 'o2', orderNumber: 'ENQ-000001', invoice: null }),
      ];
      renderPage(<EnquiryList orders={orders} page={1} onPageChange={vi.fn()} />);
      const rows = within(screen.getByRole('list', { name: 'Your enquiries' })).getAllByRole('listitem');
      const button = await within(rows[0]!).findByRole('button', { name: 'Download invoice' });
      expect(within(rows[1]!).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
      await userEvent.click(button);
      await waitFor(() => expect(saved).toEqual(['UC-26-27-00042.pdf']));
      const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/v1/invoices/inv-1/pdf');
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer shopper-token');
    });
  });
});
