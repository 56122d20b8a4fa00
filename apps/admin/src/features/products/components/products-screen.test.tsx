import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, paged, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import type { AdminProduct } from '../api/product-types.ts';
import { ProductsScreen } from './products-screen.tsx';

const product = (id: string, name: string, extra: Partial<AdminProduct> = {}): AdminProduct => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  price: 100,
  originalPrice: 200,
  image: null,
  medias: [],
  category: { id: 'c1', name: 'Sparklers', slug: 'sparklers' },
  brand: null,
  sku: `SKU-${id}`,
  productCode: null,
  tags: [],
  status: 'active',
  inStock: true,
  packageType: '1 box',
  piecesPerBox: 10,
  ...extra,
});

const rows = [
  product('p1', 'Flower Pot Big'),
  product('p2', '7 cm Electric Sparkler'),
  product('p3', 'Bijili Red'),
];

describe('ProductsScreen', { timeout: 30_000 }, () => {
  it('shows the bulk bar once products are selected and sends the chosen action for them', async () => {
    let bulk: unknown;
    mockFetch({
      'GET /admin/products': () => paged(rows),
      'GET /admin/categories': () => [{ id: 'c1', name: 'Sparklers', slug: 'sparklers' }],
      'POST /admin/products/bulk': (req) => {
        bulk = req.body;
        return { updated: 2 };
      },
    });
    renderRoute(<ProductsScreen />, { route: '/products' });
    expect((await screen.findAllByText('Flower Pot Big')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('-50%').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select Flower Pot Big' })[0]!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select Bijili Red' })[0]!);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Mark sold out' }));
    await waitFor(() => expect(bulk).toEqual({ ids: ['p1', 'p3'], action: 'sold_out' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('asks before archiving the selection and sends archive with a tag action too', async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /admin/products': () => paged(rows),
      'GET /admin/categories': () => [],
      'POST /admin/products/bulk': (req) => {
        sent.push(req.body);
        return { updated: 1 };
      },
    });
    renderRoute(<ProductsScreen />, { route: '/products' });
    await userEvent.click((await screen.findAllByRole('checkbox', { name: 'Select Bijili Red' }))[0]!);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Tag'), 'Featured');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 1 product' }));
    await waitFor(() => expect(sent).toEqual([{ ids: ['p3'], action: 'add_tag', tag: 'Featured' }]));

    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select Bijili Red' })[0]!);
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Archive' }),
    );
    expect(sent).toHaveLength(1);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive 1 product' }),
    );
    await waitFor(() => expect(sent[1]).toEqual({ ids: ['p3'], action: 'archive' }));
  });

  it('flips the stock switch at once and flips it back when the server refuses', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let patched: unknown;
    mockFetch({
      'GET /admin/products': () => paged([rows[0]!]),
      'GET /admin/categories': () => [],
      'PATCH /products/:id': async (req) => {
        patched = req.body;
        await gate;
        return fail(500, 'Database is busy');
      },
    });
    renderRoute(<ProductsScreen />, { route: '/products' });
    const [toggle] = await screen.findAllByRole('switch', { name: 'In stock: Flower Pot Big' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(toggle!);
    await waitFor(() =>
      expect(screen.getAllByRole('switch', { name: 'In stock: Flower Pot Big' })[0]).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(patched).toEqual({ inStock: false });

    release();
    await waitFor(() =>
      expect(screen.getAllByRole('switch', { name: 'In stock: Flower Pot Big' })[0]).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('says what to do when the catalogue is empty', async () => {
    mockFetch({ 'GET /admin/products': () => paged([]), 'GET /admin/categories': () => [] });
    renderRoute(<ProductsScreen />, { route: '/products' });
    expect(
      await screen.findByText('No products yet — add one or import your price list'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Import price list' }).length).toBeGreaterThan(0);
  });
});
