// POST /orders/my-order (§7) with an Idempotency-Key (DESIGN.md): the same key and body return the same
// enquiry, so a double click or a retry after a dropped connection never makes two.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderAddress, PickupLocationRef } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth.ts';

export type OrderLineInput = {
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  price: number;
  subtotal: number;
  image: string | null;
};

export type CreateOrderBody = {
  items: OrderLineInput[];
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  paymentMethod: 'upi';
  customerNotes: string | null;
  pickupLocation: PickupLocationRef | null;
  pickupInstructions: string | null;
  /** Who the shop calls (and who collects a pickup). */
  contactName: string;
  contactPhone: string;
  couponCode: string | null;
  source: 'web';
  shipping: 0;
  tax: 0;
  discount: number;
  packing: number;
};

export async function createOrder({
  body,
  idempotencyKey,
}: {
  body: CreateOrderBody;
  idempotencyKey: string;
}) {
  // §8: no stored user, no enquiry (the protected route normally makes this impossible).
  if (!authStore.get().user) throw new Error(MESSAGES.userNotAuthenticated);
  return api.post<Order>('/orders/my-order', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      // A new enquiry changes My Enquiries and the customer's totalOrders.
      void client.invalidateQueries({ queryKey: ['orders'] });
      void client.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}
