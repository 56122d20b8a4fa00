import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { addToCart, cartStore, clearCart, replaceCart } from '../../../lib/cart.ts';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { resetAccountState } from '../../../testing/account-fixtures.ts';
import { CART_SYNC_DEBOUNCE_MS, reconcileCarts, useCartSync } from './use-cart-sync.ts';

const remoteCart = {
  customerId: 'cust-1',
  items: [
    {
      productId: 'p9',
      productName: 'Rocket',
      quantity: 3,
      price: 100,
      productSku: 'R-9',
      productImage: null,
    },
  ],
  totalAmount: 300,
  lastUpdated: '2025-10-20T09:30:00.000Z',
  metadata: { source: 'web' },
};

const requests = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`,
  );

beforeEach(() => resetAccountState());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('on sign-in (§4 cart sync)', () => {
  it('replaces the server cart with a non-empty local cart', async () => {
    const fetch = mockFetch({ 'PUT /abandoned-cart/my-cart': () => remoteCart });
    await expect(reconcileCarts([{ productId: 'p1', quantity: 2 }])).resolves.toBe('pushed');
    expect(requests(fetch)).toEqual(['PUT /api/v1/abandoned-cart/my-cart']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      items: [{ productId: 'p1', quantity: 2 }],
      metadata: { source: 'web' },
    });
  });

  it('restores the server cart into an empty local cart', async () => {
    mockFetch({ 'GET /abandoned-cart/my-cart': () => remoteCart });
    await expect(reconcileCarts([])).resolves.toBe('restored');
    expect(cartStore.get()).toEqual([{ productId: 'p9', quantity: 3 }]);
  });

  it('treats a 404 as no saved cart', async () => {
    mockFetch({ 'GET /abandoned-cart/my-cart': () => fail(404, 'Cart not found', 'NOT_FOUND') });
    await expect(reconcileCarts([])).resolves.toBe('none');
    expect(cartStore.get()).toEqual([]);
  });
});

function Sync({ token }: { token: string | null }) {
  useCartSync(token);
  return null;
}

describe('while signed in', () => {
  it('saves changes once they settle, and deletes the server cart when emptied', async () => {
    replaceCart([{ productId: 'p1', quantity: 1 }]);
    const fetch = mockFetch({
      'PUT /abandoned-cart/my-cart': () => remoteCart,
      'DELETE /abandoned-cart/my-cart': () => ({ message: 'deleted' }),
    });
    vi.useFakeTimers();
    render(<Sync token="tok" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(requests(fetch)).toEqual(['PUT /api/v1/abandoned-cart/my-cart']);

    act(() => {
      addToCart({ id: 'p2', inStock: true });
      addToCart({ id: 'p2', inStock: true });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS - 100);
    });
    expect(requests(fetch)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(requests(fetch)).toHaveLength(2);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body)).items).toEqual([
      { productId: 'p1', quantity: 1 },
      { productId: 'p2', quantity: 2 },
    ]);

    act(() => clearCart());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS + 10);
    });
    expect(requests(fetch).at(-1)).toBe('DELETE /api/v1/abandoned-cart/my-cart');
  });

  it('sends a change still waiting for its debounce when the page is left', async () => {
    const fetch = mockFetch({
      'GET /abandoned-cart/my-cart': () => fail(404, 'Cart not found', 'NOT_FOUND'),
      'PUT /abandoned-cart/my-cart': () => remoteCart,
    });
    vi.useFakeTimers();
    render(<Sync token="tok" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    act(() => {
      addToCart({ id: 'p3', inStock: true });
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(requests(fetch)).toEqual([
      'GET /api/v1/abandoned-cart/my-cart',
      'PUT /api/v1/abandoned-cart/my-cart',
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS * 2);
    });
    // Sent once: the debounced save was cancelled by the flush.
    expect(requests(fetch)).toHaveLength(2);
  });

  it('does nothing when signed out', async () => {
    const fetch = mockFetch({});
    vi.useFakeTimers();
    render(<Sync token={null} />);
    act(() => {
      addToCart({ id: 'p2', inStock: true });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS * 2);
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
