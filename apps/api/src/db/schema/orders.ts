import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { customers } from './customers.ts';

export type OrderAddress = {
  name?: string;
  phone?: string;
  label?: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};
export type OrderPickupLocation = {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  transportProviderName: string;
  phone?: string | null;
};

export const coupons = pgTable(
  'coupons',
  {
    tenantId: tenantId(),
    id: id(),
    code: text('code').notNull(),
    description: text('description'),
    /** The description in Tamil staff may add: shown when a shopper chooses தமிழ். */
    descriptionTa: text('description_ta'),
    /** 'percentage' | 'fixed'; null only for legacy rows (the spec's heuristics then apply). */
    discountType: text('discount_type'),
    /** Percent for 'percentage', rupees for 'fixed' (the spec's Coupon.discountValue). */
    discountValue: doublePrecision('discount_value').notNull(),
    minimumOrderPaise: integer('minimum_order_paise'),
    maximumDiscountPaise: integer('maximum_discount_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(true),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    applicableProducts: text('applicable_products').array().notNull().default([]),
    applicableCategories: text('applicable_categories').array().notNull().default([]),
    customerTiers: text('customer_tiers').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('coupons_code_uq').on(t.tenantId, t.code)],
);

export const orderCounters = pgTable('order_counters', {
  tenantId: text('tenant_id').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantId(),
    id: id(),
    orderNumber: text('order_number').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('upi'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    taxPaise: integer('tax_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    packingPaise: integer('packing_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    couponCode: text('coupon_code'),
    couponId: text('coupon_id'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    pickupLocation: jsonb('pickup_location').$type<OrderPickupLocation>(),
    pickupInstructions: text('pickup_instructions'),
    customerNotes: text('customer_notes'),
    notes: text('notes'),
    source: text('source').notNull().default('web'),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    /** The status an on_hold order left, so it can go back to it. */
    statusBeforeHold: text('status_before_hold'),
    /** When staff asked for payment after the call (paymentTiming 'after_call'); null until then. */
    paymentRequestedAt: timestamp('payment_requested_at', { withTimezone: true }),
    /** The last "still pending" reminder sent to the shop: at most one per enquiry per 2 hours. */
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_number_uq').on(t.tenantId, t.orderNumber),
    index('orders_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    index('orders_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('orders_created_idx').on(t.tenantId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    sku: text('sku'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    totalPaise: integer('total_paise').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_items_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    status: text('status').notNull(),
    notes: text('notes'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    updatedBy: text('updated_by'),
    updatedByEmail: text('updated_by_email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_status_history_order_idx').on(t.tenantId, t.orderId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    tenantId: tenantId(),
    id: id(),
    couponId: text('coupon_id').notNull(),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('coupon_redemptions_order_uq').on(t.tenantId, t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.tenantId, t.couponId, t.customerId),
    foreignKey({ columns: [t.tenantId, t.couponId], foreignColumns: [coupons.tenantId, coupons.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A stored file a customer uploaded, before (and after) it is attached to an order as a proof. */
export const uploads = pgTable(
  'uploads',
  {
    tenantId: tenantId(),
    id: id(),
    customerId: text('customer_id'),
    adminUserId: text('admin_user_id'),
    /** Random name of the file under DATA_DIR/uploads/<tenant>/ (outside the web root). */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentHash: text('content_hash').notNull(),
    extractedData: jsonb('extracted_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uploads_storage_key_uq').on(t.tenantId, t.storageKey),
    index('uploads_hash_idx').on(t.tenantId, t.contentHash),
  ],
);

export const paymentProofs = pgTable(
  'payment_proofs',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    uploadId: text('upload_id'),
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    contentHash: text('content_hash'),
    extractedData: jsonb('extracted_data').$type<Record<string, unknown>>(),
    utr: text('utr'),
    amountPaise: integer('amount_paise'),
    payeeUpiId: text('payee_upi_id'),
    /** utr_reused | duplicate_image | amount_mismatch | payee_mismatch */
    flags: text('flags').array().notNull().default([]),
    status: text('status').notNull().default('submitted'),
    /** 'upload' (the shopper's screenshot) or 'manual' (recorded by staff: UTR and amount, no file). */
    source: text('source').notNull().default('upload'),
    /** The last "proof still unverified" reminder sent to the shop. */
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** What the bank statement says (domain BANK_MATCHES); null while no statement covers the payment. */
    bankMatch: text('bank_match'),
    /** The statement credit this proof was matched to (received, amount differs). */
    bankCreditId: text('bank_credit_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('payment_proofs_bank_match_idx').on(t.tenantId, t.bankMatch),
    index('payment_proofs_order_idx').on(t.tenantId, t.orderId),
    index('payment_proofs_utr_idx').on(t.tenantId, t.utr),
    index('payment_proofs_hash_idx').on(t.tenantId, t.contentHash),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    customerId: text('customer_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId, t.key] })],
);

/** Staff-only notes on an enquiry: never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    body: text('body').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_notes_order_idx').on(t.tenantId, t.orderId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);
