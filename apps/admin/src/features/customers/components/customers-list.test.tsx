import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, paged } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { CustomersList } from './customers-list.tsx';

const asha = {
  id: 'c1',
  name: 'Asha Kumar',
  phone: '9876543210',
  email: null,
  tier: 'regular',
  totalOrders: 3,
  totalSpent: 1200,
  orderValue: 150000,
  createdAt: '2025-10-01T10:00:00Z',
  lastOrderAt: '2025-10-20T10:00:00Z',
};

describe('CustomersList', () => {
  it('writes the debounced search to the URL and asks the API with it', async () => {
    const fetchSpy = mockFetch({
      'GET /customers': ({ query }) => paged(query.get('search') ? [asha] : []),
    });
    const { router } = renderRoute(<CustomersList />, { route: '/customers' });
    expect(await screen.findByText(/No customers yet/)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'asha');

    await waitFor(() => expect(router.state.location.search).toBe('?search=asha'));
    expect((await screen.findAllByText('Asha Kumar')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,50,000').length).toBeGreaterThan(0);
    const urls = fetchSpy.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('search=asha'))).toBe(true);
    // Debounced: no request per keystroke.
    expect(urls.some((u) => /search=as(&|$)/.test(u))).toBe(false);
  });

  it('starts from the search in the URL', async () => {
    mockFetch({ 'GET /customers': () => paged([asha]) });
    renderRoute(<CustomersList />, { route: '/customers?search=98765' });
    expect(screen.getByRole('searchbox')).toHaveValue('98765');
    expect((await screen.findAllByText('98765 43210')).length).toBeGreaterThan(0);
  });
});
