import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getQuantity } from '../../../lib/cart.ts';
import { makeProduct } from '../../../testing/fixtures.ts';
import { MemoryRouter } from 'react-router';
import { replaceCart } from '../../../lib/cart.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { renderOnServerThenHydrate } from '../../../testing/server-render.tsx';
import { ProductCard } from './product-card.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ProductCard', () => {
  it('shows New, Featured and -N% badges, the struck MRP and a lazy sized image', () => {
    renderWithProviders(
      <ProductCard
        product={makeProduct({ isNew: true, featured: true, price: 28, originalPrice: 140, discount: 80 })}
      />,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('-80%')).toBeInTheDocument();
    expect(screen.getByText('₹140').tagName).toBe('S');
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
  });

  it('computes -N% from the prices when the server sends no discount, and shows none without an MRP', () => {
    const { unmount } = renderWithProviders(
      <ProductCard product={makeProduct({ price: 75, originalPrice: 100, discount: 0 })} />,
    );
    expect(screen.getByText('-25%')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ProductCard product={makeProduct({ price: 75, originalPrice: null, discount: 0 })} />,
    );
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it("shows 'Sold Out' and cannot be added when out of stock", () => {
    renderWithProviders(<ProductCard product={makeProduct({ inStock: false })} />);
    expect(screen.getAllByText('Sold Out').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  it('adds to the cart with a toast, then becomes a stepper; decrementing from 1 removes it', async () => {
    const product = makeProduct({ id: 'p-9', name: 'Flower Pot Big' });
    renderWithProviders(<ProductCard product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getQuantity('p-9')).toBe(1);
    // The toast's look is its own chunk (toast-stack.tsx): it shows once that has loaded.
    expect(await screen.findByText('Flower Pot Big added to cart!')).toBeInTheDocument();

    const stepper = screen.getByRole('group', { name: 'Quantity of Flower Pot Big' });
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    fireEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity of Flower Pot Big' }));
    expect(within(stepper).getByText('2')).toBeInTheDocument();
    fireEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity of Flower Pot Big' }));
    fireEvent.click(within(stepper).getByRole('button', { name: 'Remove Flower Pot Big from cart' }));
    expect(getQuantity('p-9')).toBe(0);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('links the name to the product page and renders the favourite slot', () => {
    renderWithProviders(
      <ProductCard product={makeProduct()} favorite={<button type="button">fav</button>} />,
    );
    expect(screen.getByRole('link', { name: '10 cm Electric Sparklers' })).toHaveAttribute(
      'href',
      '/product/10-cm-electric-sparklers',
    );
    expect(screen.getByRole('button', { name: 'fav' })).toBeInTheDocument();
  });
});

describe('ProductCard on a server-rendered page', () => {
  it("offers 'Add to Cart' on the server, then shows the stored quantity once hydrated", async () => {
    const product = makeProduct({ id: 'p-5', name: 'Chakkar' });
    replaceCart([{ productId: 'p-5', quantity: 4 }]);
    const { html, errors } = await renderOnServerThenHydrate(() => (
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    ));

    expect(html).toContain('Add to Cart');
    expect(errors).toEqual([]);
    const stepper = screen.getByRole('group', { name: 'Quantity of Chakkar' });
    expect(within(stepper).getByText('4')).toBeInTheDocument();
  });
});
