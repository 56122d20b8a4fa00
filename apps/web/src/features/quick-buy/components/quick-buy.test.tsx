import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category } from '@pataka/domain/api-types';
import { cartStore, replaceCart } from '../../../lib/cart.ts';
import { toastStore } from '../../../lib/toast.ts';
import { makeProduct } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { renderOnServerThenHydrate } from '../../../testing/server-render.tsx';
import { QuickBuy } from './quick-buy.tsx';

let nextId = 0;
/** Fixture products with ids of their own (the shared fixture's id is fixed). */
const item = (overrides: Parameters<typeof makeProduct>[0] = {}) =>
  makeProduct({ id: `p${++nextId}`, ...overrides });

const SPARKLERS = { id: 'c-sp', name: 'Sparklers', slug: 'sparklers' };
const ROCKETS = { id: 'c-ro', name: 'Rockets', slug: 'rockets' };
const categories = [
  { ...SPARKLERS, displayOrder: 1 },
  { ...ROCKETS, displayOrder: 2 },
] as Category[];

const sparkler = item({ name: '10 cm Sparklers', price: 28, originalPrice: 140, category: SPARKLERS });
const rocket = item({ name: 'Colour Rocket', price: 500, originalPrice: 2500, category: ROCKETS });
const bomb = item({ name: 'Atom Bomb', price: 1000, originalPrice: null, category: ROCKETS });
const soldOut = item({ name: 'Serpent Eggs', price: 15, category: SPARKLERS, inStock: false });
const products = [rocket, soldOut, sparkler, bomb];

const qty = (name: string) => screen.getByLabelText(`Quantity of ${name}`) as HTMLInputElement;
/** Types into a row's quantity as a shopper does: the box becomes the input when it gets focus. */
const type = (name: string, value: string) => {
  const box = qty(name);
  if (box.tagName === 'BUTTON') fireEvent.focus(box);
  fireEvent.change(qty(name), { target: { value } });
};
const bar = () => screen.getByTestId('quick-buy-bar');

describe('Quick Buy', () => {
  it('lists every product under its category heading, with MRP struck through beside the price', () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    const headings = screen.getAllByRole('columnheader').filter((h) => h.id.startsWith('price-list-'));
    expect(headings.map((h) => h.textContent)).toEqual(['Sparklers(2)', 'Rockets(2)']);
    const row = qty('Colour Rocket').closest('tr')!;
    expect(within(row).getByText('₹2,500').tagName).toBe('S');
    expect(within(row).getByText('₹500')).toBeInTheDocument();
    expect(within(row).getByText('1 Box · 10 pcs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rockets' })).toHaveAttribute('href', '#price-list-rockets');
  });

  it('updates the sticky bar as quantities are typed: count, total, savings and free shots', () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    expect(within(bar()).getByTestId('qb-total')).toHaveTextContent('₹0');

    type('10 cm Sparklers', '10');
    type('Colour Rocket', '3');
    expect(within(bar()).getByTestId('qb-count')).toHaveTextContent('2 items · 13 qty');
    expect(within(bar()).getByTestId('qb-total')).toHaveTextContent('₹1,780');
    // (140 − 28) × 10 + (2,500 − 500) × 3
    expect(within(bar()).getByTestId('qb-savings')).toHaveTextContent('You save ₹7,120');
    expect(within(bar()).getByTestId('free-shots')).toHaveTextContent('Add ₹3,220 more for 12 free shots');

    type('Atom Bomb', '4');
    expect(within(bar()).getByTestId('qb-total')).toHaveTextContent('₹5,780');
    expect(within(bar()).getByTestId('free-shots')).toHaveTextContent('12 free shots earned!');
    expect(within(bar()).getByTestId('free-shots')).toHaveTextContent('Add ₹2,221 more for 30 free shots');
  });

  it('keeps each box to whole numbers from 0 to 99', () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    type('Colour Rocket', '1a2');
    expect(qty('Colour Rocket').value).toBe('12');
    type('Colour Rocket', '150');
    expect(qty('Colour Rocket').value).toBe('15');
    type('Colour Rocket', '');
    expect(qty('Colour Rocket').value).toBe('');
    expect(qty('Colour Rocket')).toHaveAttribute('inputmode', 'numeric');
    expect(qty('Colour Rocket')).toHaveAttribute('maxlength', '2');
  });

  it('is a box, not a form field, until the shopper goes to type; then the input has the focus', () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const box = qty('Colour Rocket');
    expect(box.tagName).toBe('BUTTON');
    expect(box).toHaveTextContent('0');

    fireEvent.click(box);
    const input = qty('Colour Rocket');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it("disables sold-out rows and marks them 'Sold Out'", () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    expect(qty('Serpent Eggs')).toBeDisabled();
    expect(within(qty('Serpent Eggs').closest('tr')!).getByText('Sold Out')).toBeInTheDocument();
  });

  it('Add all puts everything in the cart, setting lines already there to the typed quantity', () => {
    replaceCart([
      { productId: 'elsewhere', quantity: 2 },
      { productId: rocket.id, quantity: 7 },
      { productId: bomb.id, quantity: 1 },
    ]);
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    // The list starts from the cart.
    expect(qty('Colour Rocket').value).toBe('7');
    expect(within(bar()).getByTestId('qb-count')).toHaveTextContent('2 items · 8 qty');

    type('Colour Rocket', '2');
    type('Atom Bomb', '');
    type('10 cm Sparklers', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add all to Cart' }));

    expect(cartStore.get()).toEqual([
      { productId: 'elsewhere', quantity: 2 },
      { productId: rocket.id, quantity: 2 },
      { productId: sparkler.id, quantity: 5 },
    ]);
    expect(toastStore.get().at(-1)).toMatchObject({
      type: 'success',
      message: '2 products (7 qty) in your cart!',
    });
    expect(screen.getByRole('link', { name: 'View Cart (9)' })).toHaveAttribute('href', '/cart');
  });

  it('asks for a quantity when nothing was typed', () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to Cart' }));
    expect(cartStore.get()).toEqual([]);
    expect(toastStore.get().at(-1)).toMatchObject({ type: 'warning' });
  });

  it('filters by search without losing typed quantities', () => {
    renderWithProviders(<QuickBuy products={products} categories={categories} />);
    type('10 cm Sparklers', '4');
    fireEvent.change(screen.getByLabelText('Search the price list'), { target: { value: 'rocket' } });
    expect(screen.queryByLabelText('Quantity of 10 cm Sparklers')).not.toBeInTheDocument();
    expect(qty('Colour Rocket')).toBeInTheDocument();
    expect(within(bar()).getByTestId('qb-total')).toHaveTextContent('₹112');
    fireEvent.change(screen.getByLabelText('Search the price list'), { target: { value: 'zzz' } });
    expect(screen.getByText('No products match “zzz”.')).toBeInTheDocument();
  });
});

describe('Quick Buy on a server-rendered page', () => {
  const page = () => (
    <MemoryRouter>
      <QuickBuy products={products} categories={categories} />
    </MemoryRouter>
  );

  it('hydrates the empty list the server drew, then fills in the stored cart', async () => {
    replaceCart([{ productId: rocket.id, quantity: 3 }]);
    const { html, errors } = await renderOnServerThenHydrate(page);

    expect(html).toMatch(/data-testid="qb-total"[^>]*>₹0</);
    expect(errors).toEqual([]);
    expect(qty('Colour Rocket').value).toBe('3');
    expect(within(bar()).getByTestId('qb-total')).toHaveTextContent('₹1,500');
    expect(screen.getByRole('link', { name: 'View Cart (3)' })).toBeInTheDocument();
  });
});
