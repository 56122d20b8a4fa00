import type { OrderDto } from '../orders/order.dto.ts';

/** What the shop is told about a new enquiry: enough to call the customer back, nothing more. */
export type EnquirySummary = {
  event: 'enquiry.created';
  tenant: string;
  orderNumber: string;
  customerName: string | null;
  customerPhone: string | null;
  total: number;
  itemsCount: number;
  delivery:
    | { type: 'delivery'; city: string; state: string; zipCode: string }
    | { type: 'pickup'; location: string; city: string; transportProviderName: string };
  createdAt: string;
};

export function toEnquirySummary(tenantId: string, order: OrderDto): EnquirySummary {
  const pickup = order.pickupLocation;
  const address = order.shippingAddress;
  return {
    event: 'enquiry.created',
    tenant: tenantId,
    orderNumber: order.orderNumber,
    customerName: order.contactName,
    customerPhone: order.contactPhone,
    total: order.total,
    itemsCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    delivery: pickup
      ? {
          type: 'pickup',
          location: pickup.name,
          city: pickup.city,
          transportProviderName: pickup.transportProviderName,
        }
      : {
          type: 'delivery',
          city: address?.city ?? '',
          state: address?.state ?? '',
          zipCode: address?.zipCode ?? '',
        },
    createdAt: order.createdAt,
  };
}
