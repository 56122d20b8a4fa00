import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { fail, mockFetch, MockResponse, type MockHandler } from '../../../testing/mock-api.ts';
import { renderWithProviders as renderPage } from '../../../testing/render.tsx';
import {
  makeAddress,
  makeCustomer,
  makeOrder,
  resetAccountState,
  signIn,
} from '../../../testing/account-fixtures.ts';
import { clearSession } from '../../../lib/auth.ts';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form.tsx';

const SETTINGS = { packingChargePercent: 3, minimumOrderAmount: 3000, stateMinimums: { kerala: 5000 } };
const address: Address = makeAddress({ id: 'a1', isDefault: true });
const lines = [
  {
    productId: 'p1',
    quantity: 2,
    product: { name: 'Flower Pot Big', sku: 'FP-1', price: 1000, image: null },
    lineTotal: 2000,
  },
  {
    productId: 'p2',
    quantity: 1,
    product: { name: 'Sky King 500 Shot', sku: 'SK-5', price: 2500, image: null },
    lineTotal: 2500,
  },
];

function setup(
  handler: MockHandler,
  props: Partial<CheckoutFormProps> = {},
  handlers: Record<string, MockHandler> = {},
) {
  const customer = signIn(makeCustomer());
  const fetch = mockFetch({ 'POST /orders/my-order': handler, ...handlers });
  const onPlaced = vi.fn();
  renderPage(
    <CheckoutForm
      customer={customer}
      lines={lines}
      settings={SETTINGS}
      coupon={{ code: 'DIWALI10', discountAmount: 450 }}
      onRemoveCoupon={vi.fn()}
      renderAddressPicker={({ selectedId, onSelect }) => (
        <button type="button" onClick={() => onSelect(address)}>
          {selectedId ? 'Address chosen' : 'Choose address'}
        </button>
      )}
      renderPickupPicker={({ onSelect }) => (
        <button
          type="button"
          onClick={() =>
            onSelect({ location: { id: 'loc-1', name: 'Salem Bus Stand' }, state: 'Tamil Nadu' })
          }
        >
          Choose pickup
        </button>
      )}
      onPlaced={onPlaced}
      {...props}
    />,
  );
  return { fetch, onPlaced, user: userEvent.setup() };
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
const keyOf = (call: unknown[]) =>
  ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];

beforeEach(() => resetAccountState());
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutForm', () => {
  it('reviews subtotal, discount, packing, total and the free shots with the shared pricing rules', async () => {
    setup(() => makeOrder());
    expect(screen.getByTestId('review-subtotal')).toHaveTextContent('₹4,500');
    expect(screen.getByTestId('review-discount')).toHaveTextContent('₹450');
    // 3 % packing on the goods after discount: 3 % of 4,050 = 121.50.
    expect(screen.getByTestId('review-packing')).toHaveTextContent('₹121.50');
    expect(screen.getByTestId('review-total')).toHaveTextContent('₹4,171.50');
    expect(screen.queryByText(/free shots earned/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeDisabled();
    expect(screen.getByTestId('checkout-blocker')).toHaveTextContent('Choose or add a delivery address.');
  });

  it('shows the free shots the goods after discount earn (§9 bands)', () => {
    setup(() => makeOrder(), {
      lines: [
        {
          productId: 'p3',
          quantity: 4,
          product: { name: 'Gift Box', sku: 'GB-1', price: 2250, image: null },
          lineTotal: 9000,
        },
      ],
    });
    // 9,000 − 450 = 8,550: the 8,001–15,000 band.
    expect(screen.getByText('30 free shots earned with this enquiry!')).toBeInTheDocument();
  });

  it('applies the minimum of the chosen address state', async () => {
    const { user } = setup(() => makeOrder(), {
      renderAddressPicker: ({ onSelect }) => (
        <button
          type="button"
          onClick={() => onSelect(makeAddress({ id: 'k1', state: 'Kerala', city: 'Kochi' }))}
        >
          Kerala
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Kerala' }));
    expect(screen.getByTestId('checkout-blocker')).toHaveTextContent(
      'Minimum order amount of ₹5,000 required (add ₹950 more)',
    );
  });

  it('blocks an address whose pincode the shop does not serve, whatever state was typed', async () => {
    // Typed as Tamil Nadu, but 682001 is Kochi: the server's pincode verdict decides.
    const kochi = makeAddress({ id: 'a2', state: 'Tamil Nadu', city: 'Kochi', zipCode: '682001' });
    const { fetch, user } = setup(
      () => makeOrder(),
      {
        renderAddressPicker: ({ onSelect }) => (
          <button type="button" onClick={() => onSelect(kochi)}>
            Choose Kochi
          </button>
        ),
      },
      {
        'GET /pincodes/:pin': () => ({
          pincode: '682001',
          district: 'Ernakulam',
          state: 'Kerala',
          city: 'Kochi',
          delivers: false,
          reason: MESSAGES.stateNotServed,
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Choose Kochi' }));
    expect(await screen.findByTestId('checkout-blocker')).toHaveTextContent(MESSAGES.stateNotServed);
    expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeDisabled();
    expect(posts(fetch)).toHaveLength(0);
  });

  it('a double click sends ONE enquiry with one Idempotency-Key', async () => {
    let release: (value: unknown) => void = () => {};
    const order = makeOrder({ orderNumber: 'ENQ-000123' });
    const { fetch, onPlaced, user } = setup(() => new Promise((resolve) => (release = resolve)));
    await user.click(screen.getByRole('button', { name: 'Choose address' }));
    const submit = screen.getByRole('button', { name: 'Submit Enquiry' });
    await user.dblClick(submit);
    await user.click(submit);
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    release(new MockResponse(201, { success: true, data: order }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(posts(fetch)).toHaveLength(1);
    const key = keyOf(posts(fetch)[0]!);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const body = JSON.parse(String(posts(fetch)[0]![1]!.body));
    expect(body).toMatchObject({
      items: [
        {
          productId: 'p1',
          quantity: 2,
          productName: 'Flower Pot Big',
          sku: 'FP-1',
          price: 1000,
          subtotal: 2000,
        },
        { productId: 'p2', quantity: 1 },
      ],
      shippingAddress: {
        name: 'Meena Raj',
        phone: '9876543210',
        street: address.street,
        city: 'Chennai',
        state: 'Tamil Nadu',
        zipCode: '600017',
        country: 'India',
      },
      pickupLocation: null,
      couponCode: 'DIWALI10',
      source: 'web',
      shipping: 0,
      tax: 0,
      discount: 450,
      packing: 121.5,
      paymentMethod: 'upi',
    });
  });

  it('retries a dropped connection with the same key, and uses a new key after a refusal', async () => {
    let attempt = 0;
    const { fetch, user } = setup(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      if (attempt === 2) return fail(400, 'Sorry, we do not deliver to this pincode');
      return makeOrder();
    });
    await user.click(screen.getByRole('button', { name: 'Choose address' }));
    const submit = screen.getByRole('button', { name: 'Submit Enquiry' });
    await user.click(submit);
    expect(
      await screen.findByText(MESSAGES.orderCreateFailed, { selector: 'p[role=alert]' }),
    ).toBeInTheDocument();
    await user.click(submit);
    expect(
      await screen.findByText('Sorry, we do not deliver to this pincode', { selector: 'p[role=alert]' }),
    ).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(posts(fetch)).toHaveLength(3));
    const [k1, k2, k3] = posts(fetch).map(keyOf);
    expect(k2).toBe(k1);
    expect(k3).not.toBe(k2);
  });

  it('sends a pickup enquiry with the location and no address', async () => {
    const { fetch, user } = setup(() => makeOrder());
    await user.click(screen.getByRole('radio', { name: /Pick up from a transport office/ }));
    await user.click(screen.getByRole('button', { name: 'Choose pickup' }));
    await user.type(screen.getByLabelText('Pickup instructions'), 'Saturday evening');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetch)[0]![1]!.body))).toMatchObject({
      shippingAddress: null,
      billingAddress: null,
      pickupLocation: { id: 'loc-1', name: 'Salem Bus Stand' },
      pickupInstructions: 'Saturday evening',
    });
  });

  it('checks the contact phone with the shared rules', async () => {
    const { fetch, user } = setup(() => makeOrder());
    await user.click(screen.getByRole('button', { name: 'Choose address' }));
    await user.clear(screen.getByLabelText('Contact phone'));
    await user.type(screen.getByLabelText('Contact phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText(MESSAGES.phoneLength)).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
  });

  it("refuses with 'User not authenticated' when no user is stored", async () => {
    const { fetch, user } = setup(() => makeOrder());
    await user.click(screen.getByRole('button', { name: 'Choose address' }));
    clearSession();
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(
      await screen.findByText(MESSAGES.userNotAuthenticated, { selector: 'p[role=alert]' }),
    ).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
  });
});
