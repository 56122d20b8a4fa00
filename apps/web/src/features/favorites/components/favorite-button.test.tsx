import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setSession } from '../../../lib/auth.ts';
import { makeCustomer } from '../../../testing/fixtures.ts';
import { renderWithProviders, stubApi } from '../../../testing/render.tsx';
import { useWishlist } from '../api/get-wishlist.ts';
import { FavoriteButton } from './favorite-button.tsx';

afterEach(() => vi.unstubAllGlobals());
const product = { id: 'p-1', name: 'Flower Pot Big' };

describe('FavoriteButton', () => {
  it('sends a visitor to /login with the way back', () => {
    const { router } = renderWithProviders(<FavoriteButton product={product} />, {
      route: '/products?tag=new',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Flower Pot Big to favorites' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fproducts%3Ftag%3Dnew');
  });

  it('adds and removes with the §8 toasts when signed in', async () => {
    setSession('tok', makeCustomer());
    let wishlist: string[] = [];
    const api = stubApi({
      'GET /customers/me': () => ({ body: { success: true, data: makeCustomer({ wishlist }) } }),
      'PUT /customers/me/wishlist': (init) => {
        const { productId, action } = JSON.parse(String(init!.body));
        wishlist = action === 'add' ? [...wishlist, productId] : wishlist.filter((id) => id !== productId);
        return { body: { success: true, data: wishlist } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<FavoriteButton product={product} />);
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/customers/me'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Add Flower Pot Big to favorites' }));
    expect(await screen.findByText('Flower Pot Big added to favorites!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Flower Pot Big from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Flower Pot Big from favorites' }));
    expect(await screen.findByText('Flower Pot Big removed from favorites')).toBeInTheDocument();
    expect(wishlist).toEqual([]);
  });

  it('counts the new favourite when the heart is tapped before the customer has loaded', async () => {
    setSession('tok', makeCustomer());
    let wishlist: string[] = [];
    const api = stubApi({
      'GET /customers/me': () => ({ body: { success: true, data: makeCustomer({ wishlist }) } }),
      'PUT /customers/me/wishlist': () => {
        wishlist = ['p-1'];
        return { body: { success: true, data: wishlist } };
      },
    });
    let firstLoad = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      // The page's first GET /customers/me is still on its way when the heart is tapped.
      if (firstLoad && String(input).endsWith('/customers/me')) {
        firstLoad = false;
        return new Promise<Response>(() => {});
      }
      return api.fetchMock(input, init);
    });
    function HeaderCount() {
      return <span data-testid="count">{useWishlist().size}</span>;
    }
    renderWithProviders(
      <>
        <FavoriteButton product={product} />
        <HeaderCount />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Flower Pot Big to favorites' }));
    expect(await screen.findByText('Flower Pot Big added to favorites!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(screen.getByRole('button', { name: 'Remove Flower Pot Big from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
