import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../testing/mock-api.ts';
import { makeOrder } from '../../../testing/order-fixture.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { ChangeStatus } from './change-status.tsx';

const offered = () => screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);

describe('Change status', () => {
  it('offers only the moves the domain allows from pending', async () => {
    mockFetch({});
    renderRoute(<ChangeStatus order={makeOrder({ status: 'pending' })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(offered()).toEqual(['Confirmed', 'Cancelled', 'On Hold']);
  });

  it('offers the way back from on hold to the status it left, and a refund only after a verified payment', async () => {
    mockFetch({});
    const history = [
      {
        status: 'pending',
        timestamp: '2025-10-15T06:00:00Z',
        notes: null,
        attachments: [],
        updatedBy: null,
        updatedByEmail: null,
      },
      {
        status: 'confirmed',
        timestamp: '2025-10-15T07:00:00Z',
        notes: null,
        attachments: [],
        updatedBy: null,
        updatedByEmail: null,
      },
      {
        status: 'on_hold',
        timestamp: '2025-10-15T08:00:00Z',
        notes: null,
        attachments: [],
        updatedBy: null,
        updatedByEmail: null,
      },
    ] satisfies StaffOrder['statusHistory'];
    renderRoute(<ChangeStatus order={makeOrder({ status: 'on_hold', statusHistory: history })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(offered()).toEqual(['Confirmed', 'Cancelled']);
  });

  it('shows nothing for a finished enquiry without a verified payment', async () => {
    mockFetch({});
    renderRoute(<ChangeStatus order={makeOrder({ status: 'completed' })} />);
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('sends the chosen status with the note', async () => {
    const fetch = mockFetch({
      'PATCH /orders/:id/status': ({ body }) =>
        makeOrder({ status: (body as { status: 'confirmed' }).status }),
    });
    renderRoute(<ChangeStatus order={makeOrder()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Confirmed' }));
    await userEvent.type(screen.getByRole('textbox'), 'Called, all available');
    await userEvent.click(screen.getByRole('button', { name: 'Mark Confirmed' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/orders/ord-1/status');
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'confirmed', notes: 'Called, all available' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
