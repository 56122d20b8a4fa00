// Calls to the API as the storefront and the console make them, for journeys that need an enquiry in place
// before the browser part starts (the storefront's own sign-in and checkout are covered by account.e2e.ts).
import { inject } from 'vitest';
import type { Order } from '@pataka/domain/api-types';

const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

type Envelope<T> = { success: boolean; data: T };

/** A call to the API as the shopper would make it from the storefront. */
export async function shopperApi<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const res = await fetch(`${inject('baseURL')}/api/v1${path}`, {
    ...rest,
    headers: {
      'X-Tenant-ID': 'demo',
      ...(rest.body && !(rest.body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string>),
    },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A new shopper signed in with the demo code (the storefront's sign-in is covered by account.e2e.ts). */
export async function newCustomer(name: string) {
  const phone = randomPhone();
  const { devOtp } = await shopperApi<{ devOtp: string }>('/customers/otp/generate', {
    method: 'POST',
    body: JSON.stringify({ phone }),
  });
  const { token, customer } = await shopperApi<{ token: string; customer: Record<string, unknown> }>(
    '/customers/otp/verify',
    { method: 'POST', body: JSON.stringify({ phone, otp: devOtp, name }) },
  );
  return { phone, token, customer };
}

export async function productId(slug: string) {
  return (await shopperApi<{ id: string }>(`/products/slug/${slug}`)).id;
}

/** The shopper sends an enquiry for delivery in Tamil Nadu (what the checkout page posts). */
export async function placeEnquiry(token: string, lines: Array<[string, number]>) {
  const address = {
    name: 'Kavitha Ramesh',
    phone: '9876501234',
    street: '14, North Car Street, Ward 2',
    city: 'Sivakasi',
    state: 'Tamil Nadu',
    zipCode: '626123',
    country: 'India',
  };
  return shopperApi<Order>('/orders/my-order', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({
      items: lines.map(([productId, quantity]) => ({ productId, quantity })),
      shippingAddress: address,
      billingAddress: address,
      paymentMethod: 'upi',
      customerNotes: 'Please call after 6 pm',
      source: 'web',
    }),
  });
}

/** A staff token for the demo shop's owner (the console's sign-in is covered by console.e2e.ts). */
export async function staffToken(email: string, password: string): Promise<string> {
  const { token } = await shopperApi<{ token: string }>('/admin/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return token;
}
