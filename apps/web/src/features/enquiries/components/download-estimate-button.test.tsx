import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, resetAccountState, signIn } from '../../../testing/account-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { toastStore } from '../../../lib/toast.ts';
import { EnquiryDetail } from './enquiry-detail.tsx';

const order = makeOrder({ id: 'ord-42', orderNumber: 'ENQ-000042' });

beforeEach(() => signIn(undefined, 'shopper-token'));
afterEach(() => {
  resetAccountState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Download estimate on the enquiry page', () => {
  it("fetches the enquiry's PDF with the shopper's token and saves it under the enquiry number", async () => {
    const fetchSpy = vi.fn(
      async () => new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const createObjectURL = vi.fn(() => 'blob:estimate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    renderWithProviders(<EnquiryDetail order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download estimate' }));

    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:estimate', download: 'ENQ-000042-estimate.pdf' }]),
    );
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/orders/ord-42/estimate.pdf');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer shopper-token');
    expect(headers['X-Tenant-ID']).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download estimate' })).toBeEnabled();
  });

  it('says what went wrong when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'Order not found' } }),
            {
              status: 404,
            },
          ),
      ),
    );
    renderWithProviders(<EnquiryDetail order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download estimate' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'error', message: 'Order not found' })]),
      ),
    );
  });
});
