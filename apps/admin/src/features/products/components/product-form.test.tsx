import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ADMIN_MESSAGES } from '@pataka/domain/catalogue-admin';
import { TAMIL_TEXT_MESSAGES } from '@pataka/domain/staff-messages';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { NewProductScreen } from './product-screen.tsx';

describe('ProductForm', { timeout: 30_000 }, () => {
  it('shows the storefront card with the discount badge and puts a server 409 on the SKU field', async () => {
    let body: Record<string, unknown> | undefined;
    mockFetch({
      'GET /admin/categories': () => [{ id: 'c1', name: 'Flower Pots', slug: 'flower-pots' }],
      'GET /admin/brands': () => [],
      'POST /products': (req) => {
        body = req.body as Record<string, unknown>;
        return fail(409, CATALOGUE_ADMIN_MESSAGES.skuTaken('Flower Pot Big'), 'CONFLICT');
      },
    });
    renderRoute(<NewProductScreen />, { route: '/products/new' });
    const form = screen.getByRole('form', { name: 'Add product' });

    await userEvent.type(within(form).getByLabelText('Name'), 'Flower Pot Special');
    expect(within(form).getByLabelText('Web address (slug)')).toHaveValue('flower-pot-special');
    await userEvent.type(within(form).getByLabelText('Selling price (₹)'), '150');
    await userEvent.type(within(form).getByLabelText('MRP (₹)'), '600');
    await screen.findByRole('option', { name: 'Flower Pots' });
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'c1');
    await userEvent.type(within(form).getByLabelText('SKU'), 'FP-01');

    const preview = screen.getByRole('article', { name: 'Storefront preview' });
    expect(within(preview).getByText('-75%')).toBeInTheDocument();
    expect(within(preview).getByText('Flower Pot Special')).toBeInTheDocument();
    expect(within(preview).getByText('Flower Pots')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    const sku = within(form).getByLabelText('SKU');
    await waitFor(() => expect(sku).toHaveAccessibleDescription('SKU already used by Flower Pot Big'));
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(body).toMatchObject({
      name: 'Flower Pot Special',
      slug: 'flower-pot-special',
      price: 150,
      originalPrice: 600,
      categoryId: 'c1',
      sku: 'FP-01',
      inStock: true,
      status: 'active',
    });
  });

  it('refuses an MRP below the price before sending anything', async () => {
    const spy = mockFetch({ 'GET /admin/categories': () => [], 'GET /admin/brands': () => [] });
    renderRoute(<NewProductScreen />, { route: '/products/new' });
    const form = screen.getByRole('form', { name: 'Add product' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Chakkar');
    await userEvent.type(within(form).getByLabelText('Selling price (₹)'), '200');
    await userEvent.type(within(form).getByLabelText('MRP (₹)'), '100');
    await userEvent.type(within(form).getByLabelText('SKU'), 'CH-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(
      await within(form).findByText(CATALOGUE_ADMIN_MESSAGES.originalPriceBelowPrice),
    ).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('takes an optional name in Tamil, typed in Tamil and sent with the product', async () => {
    let body: Record<string, unknown> | undefined;
    const spy = mockFetch({
      'GET /admin/categories': () => [],
      'GET /admin/brands': () => [],
      'POST /products': (req) => {
        body = req.body as Record<string, unknown>;
        return { id: 'p1', ...body };
      },
    });
    renderRoute(<NewProductScreen />, { route: '/products/new' });
    const form = screen.getByRole('form', { name: 'Add product' });
    const tamil = within(form).getByLabelText('Name in Tamil');
    expect(tamil).toHaveAttribute('lang', 'ta');
    expect(tamil).toHaveAccessibleDescription('Shown to shoppers who choose தமிழ்');
    await userEvent.type(within(form).getByLabelText('Name'), 'Flower Pot Big');
    await userEvent.type(within(form).getByLabelText('Selling price (₹)'), '120');
    await userEvent.type(within(form).getByLabelText('SKU'), 'FP-02');

    // Only spaces is refused before anything is sent.
    await userEvent.type(tamil, '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(tamil).toHaveAccessibleDescription(TAMIL_TEXT_MESSAGES.onlySpaces('Name in Tamil')),
    );
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(tamil);
    await userEvent.type(tamil, 'புஸ்வாணம் பெரியது');
    await userEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ name: 'Flower Pot Big', nameTa: 'புஸ்வாணம் பெரியது' });
  });
});
