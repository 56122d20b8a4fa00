// The header on a server-rendered page: the server has no localStorage, so it draws an empty cart and a
// Sign In link; hydrating that HTML must not fail however full the stored cart is, and the stored cart and
// session must show straight after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setSession } from '../../lib/auth.ts';
import { replaceCart } from '../../lib/cart.ts';
import { makeCustomer } from '../../testing/fixtures.ts';
import { stubApi } from '../../testing/render.tsx';
import { renderOnServerThenHydrate } from '../../testing/server-render.tsx';
import { Header } from './header.tsx';

const page = () => (
  <MemoryRouter>
    <Header companyName="Sri Balaji Crackers" categories={[]} favoritesCount={0} onHowToOrder={() => {}} />
  </MemoryRouter>
);

beforeEach(() => {
  // The signed-in header syncs the cart in the background; nothing here needs the answers.
  vi.stubGlobal('fetch', stubApi({}).fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Header, server-rendered then hydrated', () => {
  it('renders an empty cart and Sign In on the server, even with a cart and a session stored', async () => {
    replaceCart([
      { productId: 'p-1', quantity: 2 },
      { productId: 'p-2', quantity: 1 },
    ]);
    setSession('tok', makeCustomer({ phone: '9876543210' }));

    const { html } = await renderOnServerThenHydrate(page);

    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toContain('>Sign In</a>');
    expect(html).not.toContain('Account menu');
  });

  it('hydrates without a mismatch, then shows the stored cart count and the account menu', async () => {
    replaceCart([
      { productId: 'p-1', quantity: 2 },
      { productId: 'p-2', quantity: 1 },
    ]);
    setSession('tok', makeCustomer({ phone: '9876543210' }));

    const { errors } = await renderOnServerThenHydrate(page);

    expect(errors).toEqual([]);
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(within(cart).getByText('3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu, phone ending 3210' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('hydrates an empty cart for a first-time visitor with nothing to change', async () => {
    const { errors, container, html } = await renderOnServerThenHydrate(page);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
  });
});
