import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { DashboardView } from './dashboard-view.tsx';

describe('DashboardView', () => {
  it('shows ₹ with Indian grouping and links the counts to the filtered inbox', async () => {
    mockFetch({
      'GET /admin/dashboard': () => ({
        today: { count: 4, value: 125000 },
        week: { count: 20, value: 1050000.5 },
        pending: 6,
        overdue: 3,
        urgent: 1,
        proofsToVerify: 2,
        valueByStatus: [{ status: 'pending', count: 6, value: 54000 }],
        topProducts: [{ productId: 'p1', productName: 'Flower Pots Deluxe', quantity: 40, value: 8000 }],
      }),
    });
    renderRoute(<DashboardView />, { route: '/dashboard' });
    expect(await screen.findByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText('₹10,50,000.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Overdue/ })).toHaveAttribute(
      'href',
      '/?status=pending&waiting=overdue',
    );
    expect(screen.getByRole('link', { name: /Proofs to verify/ })).toHaveAttribute(
      'href',
      '/?paymentStatus=submitted',
    );
    expect(screen.getByText('Flower Pots Deluxe')).toBeInTheDocument();
  });
});
