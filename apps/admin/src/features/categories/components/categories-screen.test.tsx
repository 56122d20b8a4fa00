import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ADMIN_MESSAGES } from '@pataka/domain/catalogue-admin';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { CategoriesScreen } from './categories-screen.tsx';

const cat = (id: string, name: string, displayOrder: number, productCount = 0) => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  imageUrl: null,
  parentId: null,
  isActive: true,
  displayOrder,
  productCount,
});
const list = () => [cat('a', 'Sparklers', 0, 4), cat('b', 'Rockets', 1), cat('c', 'Bombs', 2)];

describe('CategoriesScreen', { timeout: 30_000 }, () => {
  it('moves a category down with the button and saves the new order', async () => {
    const orders: unknown[] = [];
    mockFetch({
      'GET /admin/categories': list,
      'PUT /admin/categories/order': (req) => {
        orders.push(req.body);
        return null;
      },
    });
    renderRoute(<CategoriesScreen />, { route: '/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Sparklers down' }));
    await waitFor(() => expect(orders).toEqual([{ ids: ['b', 'a', 'c'] }]));
    const names = within(screen.getByRole('list', { name: 'Categories in display order' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names[0]).toMatch(/Rockets/);
    expect(names[1]).toMatch(/Sparklers/);
  });

  it('saves the order a drag and drop makes', async () => {
    const orders: unknown[] = [];
    mockFetch({
      'GET /admin/categories': list,
      'PUT /admin/categories/order': (req) => {
        orders.push(req.body);
        return null;
      },
    });
    renderRoute(<CategoriesScreen />, { route: '/categories' });
    await screen.findByText('Bombs');
    const items = within(screen.getByRole('list', { name: 'Categories in display order' })).getAllByRole(
      'listitem',
    );
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    await waitFor(() => expect(orders).toEqual([{ ids: ['c', 'a', 'b'] }]));
  });

  it('offers "Hide instead" when a category with products cannot be deleted', async () => {
    let put: unknown;
    mockFetch({
      'GET /admin/categories': list,
      'DELETE /categories/:id': () => fail(409, CATALOGUE_ADMIN_MESSAGES.categoryInUse, 'CONFLICT'),
      'PUT /categories/:id': (req) => {
        put = req.body;
        return { ...cat('a', 'Sparklers', 0, 4), isActive: false };
      },
    });
    renderRoute(<CategoriesScreen />, { route: '/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rockets' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MESSAGES.categoryInUse)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide instead' }));
    await waitFor(() => expect(put).toMatchObject({ name: 'Rockets', isActive: false }));
  });
});
