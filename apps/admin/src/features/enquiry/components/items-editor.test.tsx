import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, paged } from '../../../testing/mock-api.ts';
import { makeOrder } from '../../../testing/order-fixture.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ItemsEditor } from './items-editor.tsx';

describe('Items editor', () => {
  it('shows the running items subtotal while editing, then the totals the server recomputed', async () => {
    const fetch = mockFetch({
      'PUT /orders/:id/items': () =>
        makeOrder({
          items: [
            {
              productId: 'p1',
              productName: 'Flower Pots Deluxe',
              productImage: null,
              sku: 'FP-10',
              price: 250,
              quantity: 3,
              subtotal: 750,
              total: 750,
            },
          ],
          subtotal: 750,
          discount: 75,
          couponCode: 'DIWALI10',
          packing: 20.25,
          total: 695.25,
        }),
    });
    renderRoute(<ItemsEditor order={makeOrder()} onDone={() => {}} />);

    // Before any change: the enquiry's own totals.
    expect(screen.getByLabelText('Totals')).toHaveTextContent('₹618');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Flower Pots Deluxe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sparklers 15 cm' }));
    expect(screen.getByText('₹750', { selector: 'span' })).toBeInTheDocument(); // 3 × ₹250, before discount and packing
    expect(screen.queryByLabelText('Totals')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      items: [{ productId: 'p1', quantity: 3 }],
    });

    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('Discount (DIWALI10)')).toBeInTheDocument();
    expect(within(totals).getByText('−₹75')).toBeInTheDocument();
    expect(within(totals).getByText('₹20.25')).toBeInTheDocument();
    expect(within(totals).getByText('₹695.25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save items' })).toBeDisabled();
  });

  it('adds a product found by search', async () => {
    mockFetch({
      'GET /products': () =>
        paged([{ id: 'p9', name: 'Chakkar Big', sku: 'CK-1', price: 180, image: null, inStock: true }]),
    });
    renderRoute(<ItemsEditor order={makeOrder()} onDone={() => {}} />);
    await userEvent.type(screen.getByPlaceholderText(/Add a product/), 'chak');
    await userEvent.click(await screen.findByRole('button', { name: /Chakkar Big/ }));
    expect(screen.getByRole('group', { name: 'Quantity of Chakkar Big' })).toBeInTheDocument();
    expect(screen.getByText('₹780', { selector: 'span' })).toBeInTheDocument(); // 500 + 100 + 180
  });
});
