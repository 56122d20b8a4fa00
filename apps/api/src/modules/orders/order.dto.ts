import { OrderInvoiceSchema } from '../invoices/invoice.dto.ts';
import type { OrderInvoiceRef } from '@pataka/domain/invoice/types';
import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@pataka/domain/order-status';
import { toRupees } from '@pataka/domain/money';
import { showsPaymentPanel, type PaymentTiming } from '@pataka/domain/payment-timing';
import type { orders, orderItems, orderStatusHistory } from '../../db/schema/orders.ts';
import { DispatchSchema, toDispatchDto, type DispatchRow } from '../dispatch/dispatch.dto.ts';
import { PaymentProofSchema, toPaymentProofDto, type ProofRow } from '../payment-proofs/payment-proof.dto.ts';

const AddressOutSchema = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
  label: z.string().optional(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const OrderItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string().nullable(),
  sku: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  subtotal: z.number(),
  total: z.number(),
});

export const StatusHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  timestamp: z.string(),
  notes: z.string().nullable(),
  attachments: z.array(z.string()),
  updatedBy: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
});

export const PickupLocationSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  transportProviderName: z.string(),
  phone: z.string().nullable().optional(),
});

export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  items: z.array(OrderItemSchema),
  shippingAddress: AddressOutSchema.nullable(),
  billingAddress: AddressOutSchema.nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  subtotal: z.number(),
  tax: z.number(),
  shipping: z.number(),
  packing: z.number(),
  discount: z.number(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  notes: z.string().nullable(),
  customerNotes: z.string().nullable(),
  couponCode: z.string().nullable(),
  pickupLocation: PickupLocationSnapshotSchema.nullable(),
  pickupInstructions: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusHistory: z.array(StatusHistoryEntrySchema),
  paymentProofs: z.array(PaymentProofSchema),
  estimatedDelivery: z.string().nullable(),
  /** The latest proof's url: the spec's single-screenshot field (a proof recorded by staff has no file). */
  paymentScreenshot: z.string().nullable(),
  /** When staff asked the shopper to pay after the call (decision 040), or null. */
  paymentRequestedAt: z.string().nullable(),
  /** Whether the shopper's page shows the UPI QR and amount (`showsPaymentPanel`, the shop's paymentTiming). */
  showPaymentPanel: z.boolean(),
  /** Each booking with a parcel transport (or pickup made ready), oldest first (issue 27). */
  dispatches: z.array(DispatchSchema),
  /** The enquiry's tax invoice (or bill of supply), once issued (issue 28). */
  invoice: OrderInvoiceSchema,
});
export type OrderDto = z.infer<typeof OrderSchema>;

export type OrderRow = Omit<
  typeof orders.$inferSelect,
  'tenantId' | 'couponId' | 'statusBeforeHold' | 'lastRemindedAt'
>;
export type OrderItemRow = Pick<
  typeof orderItems.$inferSelect,
  | 'orderId'
  | 'productId'
  | 'productName'
  | 'productImage'
  | 'sku'
  | 'unitPricePaise'
  | 'quantity'
  | 'totalPaise'
>;
export type HistoryRow = Pick<
  typeof orderStatusHistory.$inferSelect,
  'orderId' | 'status' | 'notes' | 'attachments' | 'updatedBy' | 'updatedByEmail' | 'createdAt'
>;

export const toItemDto = (i: OrderItemRow) => ({
  productId: i.productId,
  productName: i.productName,
  productImage: i.productImage,
  sku: i.sku,
  price: toRupees(i.unitPricePaise),
  quantity: i.quantity,
  subtotal: toRupees(i.totalPaise),
  total: toRupees(i.totalPaise),
});

export const toHistoryDto = (h: HistoryRow) => ({
  status: h.status as OrderStatus,
  timestamp: h.createdAt.toISOString(),
  notes: h.notes,
  attachments: h.attachments,
  updatedBy: h.updatedBy,
  updatedByEmail: h.updatedByEmail,
});

export function toOrderDto(
  row: OrderRow,
  children: {
    items: OrderItemRow[];
    history: HistoryRow[];
    proofs: ProofRow[];
    dispatches?: DispatchRow[] | undefined;
    invoice?: OrderInvoiceRef | null | undefined;
  },
  shop: { paymentTiming: PaymentTiming },
  staffView = false,
): OrderDto {
  const proofs = children.proofs.map((p) => toPaymentProofDto(p, staffView));
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerId: row.customerId,
    items: children.items.map(toItemDto),
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    subtotal: toRupees(row.subtotalPaise),
    tax: toRupees(row.taxPaise),
    shipping: toRupees(row.shippingPaise),
    packing: toRupees(row.packingPaise),
    discount: toRupees(row.discountPaise),
    total: toRupees(row.totalPaise),
    status: row.status as OrderStatus,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    notes: row.notes,
    customerNotes: row.customerNotes,
    couponCode: row.couponCode,
    pickupLocation: row.pickupLocation ?? null,
    pickupInstructions: row.pickupInstructions,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statusHistory: children.history.map(toHistoryDto),
    paymentProofs: proofs,
    estimatedDelivery: row.estimatedDelivery?.toISOString() ?? null,
    paymentScreenshot: proofs.filter((p) => p.url !== '').at(-1)?.url ?? null,
    paymentRequestedAt: row.paymentRequestedAt?.toISOString() ?? null,
    showPaymentPanel: showsPaymentPanel({
      paymentTiming: shop.paymentTiming,
      paymentRequestedAt: row.paymentRequestedAt,
      status: row.status,
    }),
    dispatches: (children.dispatches ?? []).map(toDispatchDto),
    invoice: children.invoice ?? null,
  };
}
