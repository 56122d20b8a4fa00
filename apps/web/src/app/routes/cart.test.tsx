import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppliedCoupon } from '../../features/coupons/hooks/applied-coupon-store.ts';
import { setDeliveryState } from '../../features/cart/hooks/use-delivery-state.ts';
import { cartStore, replaceCart } from '../../lib/cart.ts';
import { makeProduct } from '../../testing/fixtures.ts';
import { renderWithProviders, stubApi } from '../../testing/render.tsx';
import { errorReply, makeCompany, makeCoupon, okReply } from '../../testing/shop-fixtures.ts';
import { Component as CartPage } from './cart.tsx';

const ROCKET = makeProduct({ id: 'rocket', name: 'Colour Rocket', price: 500, originalPrice: 2500 });
const PENCIL = makeProduct({ id: 'pencil', name: 'Colour Pencil', price: 250, originalPrice: null });
const GONE = makeProduct({ id: 'gone', name: 'Old Stock' });
const SOLD_OUT = makeProduct({ id: 'sold-out', name: 'Serpent Eggs', inStock: false });
const PRODUCTS = [ROCKET, PENCIL, SOLD_OUT];

type Routes = Parameters<typeof stubApi>[0];

function setup(extra: Routes = {}) {
  const api = stubApi({
    ...Object.fromEntries(PRODUCTS.map((p) => [`GET /products/${p.id}`, okReply(p)])),
    [`GET /products/${GONE.id}`]: errorReply(404, 'Product not found', 'NOT_FOUND'),
    'GET /company/public': okReply(makeCompany()),
    'GET /coupons/public/active': okReply([makeCoupon({ code: 'DIWALI10', discountValue: 10 })]),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderWithProviders(<CartPage />, { route: '/cart' });
  return { ...view, api };
}

const total = (id: string) => screen.getByTestId(id).textContent;
const submit = () => screen.getByRole('button', { name: 'Submit Enquiry' });

beforeEach(() => {
  setAppliedCoupon(null);
  setDeliveryState('Tamil Nadu');
});
afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it('adds up subtotal, 3% packing and total, and blocks the enquiry below the Tamil Nadu minimum', async () => {
    replaceCart([
      { productId: ROCKET.id, quantity: 4 },
      { productId: PENCIL.id, quantity: 2 },
    ]);
    setup();
    await screen.findByText('Colour Rocket');
    await waitFor(() => expect(total('summary-packing')).toBe('₹75'));

    expect(total('summary-subtotal')).toBe('₹2,500');
    expect(total('summary-total')).toBe('₹2,575');
    expect(screen.getByText('Packing charge (3%)')).toBeInTheDocument();
    expect(screen.getByTestId('minimum-order-message')).toHaveTextContent(
      'Minimum order for Tamil Nadu is ₹3,000. Add ₹500 more to submit your enquiry.',
    );
    expect(submit()).toBeDisabled();
    expect(screen.getByTestId('submit-blocked-reason')).toHaveTextContent('Add ₹500 more');
    expect(screen.getByTestId('free-shots')).toHaveTextContent('Add ₹2,500 more for 12 free shots');
  });

  it('measures the minimum for the state the shopper picks, and remembers it for the session', async () => {
    replaceCart([{ productId: ROCKET.id, quantity: 8 }]);
    setup();
    await waitFor(() =>
      expect(screen.getByTestId('minimum-order-message')).toHaveTextContent('₹3,000 for Tamil Nadu reached'),
    );
    expect(submit()).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Delivering to'), { target: { value: 'Kerala' } });
    expect(screen.getByTestId('minimum-order-message')).toHaveTextContent(
      'Minimum order for Kerala is ₹5,000. Add ₹1,000 more',
    );
    expect(submit()).toBeDisabled();
    expect(sessionStorage.getItem('delivery_state')).toBe('Kerala');

    fireEvent.change(screen.getByLabelText('Delivering to'), { target: { value: 'Ladakh' } });
    expect(screen.getByTestId('minimum-order-message')).toHaveTextContent(
      'Sorry, we do not deliver to this state',
    );
    expect(submit()).toBeDisabled();
  });

  it('steps quantities, removes lines and recomputes the totals', async () => {
    replaceCart([
      { productId: ROCKET.id, quantity: 1 },
      { productId: PENCIL.id, quantity: 1 },
    ]);
    setup();
    await screen.findByText('Colour Pencil');
    await waitFor(() => expect(total('summary-subtotal')).toBe('₹750'));

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Colour Rocket' }));
    expect(total('summary-subtotal')).toBe('₹1,250');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Colour Pencil' }));
    expect(screen.queryByText('Colour Pencil')).not.toBeInTheDocument();
    expect(total('summary-subtotal')).toBe('₹1,000');
    // From 1, the stepper's minus removes the line (§4): the cart is then empty.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Colour Rocket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Colour Rocket from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quick Buy price list' })).toHaveAttribute('href', '/quick-buy');
  });

  it('drops products that are gone or sold out, and says so', async () => {
    replaceCart([
      { productId: ROCKET.id, quantity: 1 },
      { productId: GONE.id, quantity: 3 },
      { productId: SOLD_OUT.id, quantity: 2 },
    ]);
    setup();
    const notice = await screen.findByText(/Removed from your cart/);
    expect(notice.closest('[role="status"]')).toHaveTextContent('Serpent Eggs, 1 other product');
    expect(cartStore.get()).toEqual([{ productId: ROCKET.id, quantity: 1 }]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ productId: ROCKET.id, quantity: 1 }]);
  });

  it('applies a typed coupon: overlay, discount row, packing on the discounted goods', async () => {
    replaceCart([{ productId: ROCKET.id, quantity: 5 }]);
    const { api } = setup({
      'POST /coupons/validate/DIWALI10': okReply({
        isValid: true,
        message: 'ok',
        discountAmount: 250,
        coupon: makeCoupon({ code: 'DIWALI10' }),
      }),
    });
    await waitFor(() => expect(total('summary-total')).toBe('₹2,575'));

    fireEvent.change(screen.getByLabelText('Have a coupon code?'), { target: { value: 'diwali10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon Applied!')).toBeInTheDocument();
    expect(total('summary-discount')).toBe('-₹250');
    // (2,500 − 250) × 3 % = 67.50 packing.
    expect(total('summary-packing')).toBe('₹67.50');
    expect(total('summary-total')).toBe('₹2,317.50');
    const validate = api.calls.find((c) => c.url.includes('/coupons/validate/'))!;
    expect(JSON.parse(String(validate.init?.body))).toMatchObject({
      customerId: 'guest',
      orderTotal: 2500,
      productIds: [ROCKET.id],
      categoryIds: ['c-1'],
      productQuantities: { [ROCKET.id]: 5 },
    });
  });

  it('drops the applied coupon with the reason when the cart no longer qualifies', async () => {
    replaceCart([{ productId: ROCKET.id, quantity: 2 }]);
    setAppliedCoupon({ code: 'FLAT200', discountAmount: 200, validatedFor: 'an older cart' });
    setup({
      'POST /coupons/validate/FLAT200': okReply({
        isValid: false,
        message: 'Minimum order amount of ₹2,000 required',
        discountAmount: 0,
        coupon: null,
      }),
    });
    expect(
      await screen.findByText('Coupon FLAT200 was removed: Minimum order amount of ₹2,000 required'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('applied_coupon')).toBeNull();
  });

  it('nudges towards coupons before going on without one, then continues to the checkout', async () => {
    replaceCart([{ productId: ROCKET.id, quantity: 8 }]);
    const { router } = setup();
    await waitFor(() => expect(submit()).toBeEnabled());
    await screen.findByText('Coupons & offers');
    // The coupons list has loaded (the nudge needs it).
    await waitFor(() => {
      fireEvent.click(submit());
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('1 coupon is available');
    expect(dialog).toHaveTextContent('Save up to 10% on this order');

    fireEvent.click(within(dialog).getByRole('button', { name: 'View Available Coupons' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Available Coupons' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    fireEvent.click(submit());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue Without Coupon' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
