// Account and enquiry entities as the API returns them, for the sign-in, profile, checkout and enquiry tests.
import type { Address, Customer, Order, StatusHistoryEntry } from '@pataka/domain/api-types';
import { clearApiCache } from '../lib/api-client.ts';
import { clearSession, setSession } from '../lib/auth.ts';
import { clearCart } from '../lib/cart.ts';

let seq = 0;

export function makeAddress(overrides: Partial<Address> = {}): Address {
  seq += 1;
  return {
    id: `a${seq}`,
    label: 'Home',
    street: `${seq}, Gandhi Road, T. Nagar`,
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipCode: '600017',
    country: 'India',
    isDefault: false,
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cust-1',
    name: 'Meena Raj',
    phone: '9876543210',
    email: 'meena@example.com',
    tier: 'regular',
    totalSpent: 0,
    totalOrders: 0,
    createdAt: '2025-01-15T10:00:00.000Z',
    shippingAddresses: [],
    wishlist: [],
    ...overrides,
  };
}

export function makeHistory(
  status: StatusHistoryEntry['status'],
  timestamp: string,
  notes: string | null = null,
): StatusHistoryEntry {
  return { status, timestamp, notes, attachments: [], updatedBy: null, updatedByEmail: null };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  seq += 1;
  return {
    id: `o${seq}`,
    orderNumber: `ENQ-${String(seq).padStart(6, '0')}`,
    customerId: 'cust-1',
    items: [
      {
        productId: 'p1',
        productName: 'Flower Pot Big',
        productImage: null,
        price: 2000,
        quantity: 2,
        subtotal: 4000,
        total: 4000,
        sku: 'FP-1',
      },
    ],
    shippingAddress: {
      name: 'Meena Raj',
      phone: '9876543210',
      street: '12, Gandhi Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipCode: '600017',
      country: 'India',
    },
    billingAddress: null,
    subtotal: 4000,
    tax: 0,
    shipping: 0,
    packing: 120,
    discount: 0,
    total: 4120,
    status: 'pending',
    paymentMethod: 'upi',
    paymentStatus: 'pending',
    trackingNumber: null,
    carrier: null,
    notes: null,
    customerNotes: null,
    couponCode: null,
    pickupLocation: null,
    pickupInstructions: null,
    contactName: 'Meena Raj',
    contactPhone: '9876543210',
    source: 'web',
    createdAt: '2025-10-20T09:30:00.000Z',
    updatedAt: '2025-10-20T09:30:00.000Z',
    statusHistory: [makeHistory('pending', '2025-10-20T09:30:00.000Z', 'Order placed successfully')],
    paymentProofs: [],
    estimatedDelivery: null,
    paymentScreenshot: null,
    paymentRequestedAt: null,
    showPaymentPanel: false,
    ...overrides,
  };
}

/** Signs `customer` in the way the sign-in flow does (token + stored user). */
export function signIn(customer: Customer = makeCustomer(), token = 'test-token') {
  clearApiCache();
  setSession(token, customer);
  return customer;
}

/** Module stores outlive a test's DOM and storage: reset them too. */
export function resetAccountState() {
  clearSession();
  clearCart();
  clearApiCache();
}
