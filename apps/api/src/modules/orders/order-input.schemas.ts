import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { sanitizeText } from '@pataka/domain/sanitize';
import { CartQuantitySchema, NameSchema, OrderAddressSchema, PhoneSchema } from '@pataka/domain/validation';

/** Ids are opaque text; bound them so nothing odd reaches a query. */
export const IdSchema = z.string().trim().min(1, 'id is required').max(100, 'id is too long');

const optionalText = (max = 1000) =>
  z
    .string()
    .max(4 * max)
    .transform(sanitizeText)
    .transform((v) => v.slice(0, max) || null)
    .nullish();

/**
 * A cart line as the web sends it. Only productId and quantity are used: name, sku, price, subtotal and
 * image are accepted for compatibility and ignored (the server prices from its own catalogue).
 */
const OrderLineSchema = z.object({
  productId: IdSchema,
  quantity: CartQuantitySchema,
  productName: z.string().max(400).transform(sanitizeText).optional(),
  sku: z.unknown().optional(),
  price: z.unknown().optional(),
  subtotal: z.unknown().optional(),
  image: z.unknown().optional(),
});

/** A billing address may leave out who it is for. */
const BillingAddressSchema = OrderAddressSchema.extend({
  name: NameSchema.optional(),
  phone: PhoneSchema.optional(),
});

/** The picker reports `{ id, name }`; a bare id is accepted too. The server looks the rest up. */
const PickupRefSchema = z
  .union([IdSchema, z.object({ id: IdSchema }).loose()])
  .transform((v) => (typeof v === 'string' ? v : v.id));

export const CreateOrderBodySchema = z.object({
  items: z.array(OrderLineSchema).min(1, MESSAGES.emptyOrder).max(200, ORDER_MESSAGES.tooManyLines),
  shippingAddress: OrderAddressSchema.nullish(),
  billingAddress: BillingAddressSchema.nullish(),
  paymentMethod: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z_-]{2,30}$/, 'paymentMethod must be a short word such as upi')
    .default('upi'),
  customerNotes: optionalText(),
  pickupLocation: PickupRefSchema.nullish(),
  pickupInstructions: optionalText(),
  /** Who the shop calls and who collects: needed for a pickup, where there is no address to carry them. */
  contactName: NameSchema.optional(),
  contactPhone: PhoneSchema.optional(),
  couponCode: z
    .string()
    .trim()
    .max(50, MESSAGES.couponInvalid)
    .transform((v) => v || null)
    .nullish(),
  source: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z_-]{1,20}$/, 'source must be a short word such as web')
    .default('web'),
  // Totals the client computed: accepted and ignored, the server computes its own.
  shipping: z.unknown().optional(),
  tax: z.unknown().optional(),
  discount: z.unknown().optional(),
  packing: z.unknown().optional(),
  subtotal: z.unknown().optional(),
  total: z.unknown().optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const IdempotencyHeadersSchema = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[\x21-\x7e]{1,100}$/, ORDER_MESSAGES.idempotencyKeyInvalid)
      .optional(),
  })
  .loose();
