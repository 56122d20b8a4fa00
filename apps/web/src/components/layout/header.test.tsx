import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setSession } from '../../lib/auth.ts';
import { replaceCart } from '../../lib/cart.ts';
import { makeCustomer } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Header } from './header.tsx';

function renderHeader(favoritesCount = 0) {
  return renderWithProviders(
    <Header
      companyName="Unique Crackers"
      categories={[]}
      favoritesCount={favoritesCount}
      onHowToOrder={vi.fn()}
    />,
  );
}

const cartLink = () => screen.getByRole('link', { name: /^Cart,/ });

describe('Header badges', () => {
  it('shows no heart and a Sign In link when signed out', () => {
    renderHeader(5);
    expect(screen.queryByTestId('header-favorites')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows the heart with the count when signed in, capped at 9+', () => {
    setSession('tok', makeCustomer({ phone: '9876543210' }));
    const { unmount } = renderHeader(9);
    expect(within(screen.getByTestId('header-favorites')).getByText('9')).toBeInTheDocument();
    unmount();
    renderHeader(10);
    expect(within(screen.getByTestId('header-favorites')).getByText('9+')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('counts cart pieces and shows 9999+ from 10000', () => {
    replaceCart(
      Array.from({ length: 101 }, (_, i) => ({ productId: `p${i}`, quantity: 99 })).concat({
        productId: 'x',
        quantity: 0,
      }),
    );
    const { unmount } = renderHeader();
    // 101 × 99 = 9999: still the number itself.
    expect(within(cartLink()).getByText('9999')).toBeInTheDocument();
    unmount();
    replaceCart([
      ...Array.from({ length: 101 }, (_, i) => ({ productId: `p${i}`, quantity: 99 })),
      { productId: 'x', quantity: 1 },
    ]);
    renderHeader();
    expect(within(cartLink()).getByText('9999+')).toBeInTheDocument();
    expect(cartLink()).toHaveAttribute('id', 'header-cart-icon');
  });

  it('shows no cart badge for an empty cart', () => {
    renderHeader();
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    expect(within(cartLink()).queryByText('0')).not.toBeInTheDocument();
  });
});

describe('Header price list', () => {
  it('offers the price list PDF as a plain download link (no script, the shop from the cookie or host)', () => {
    renderHeader();
    const link = screen.getByRole('link', { name: 'Download Price List' });
    expect(link).toHaveAttribute('href', '/api/v1/price-list.pdf');
    expect(link).toHaveAttribute('download');
  });
});
