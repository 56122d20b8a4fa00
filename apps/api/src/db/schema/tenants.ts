import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  foreignKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ShopDomainStatus, ShopStatus } from '@pataka/domain/shop-lifecycle';
import { createdAt, tenantId, updatedAt } from './columns.ts';

/**
 * A shop. Its lifecycle (decision 151): 'active', 'paused' (storefront says "back soon", no enquiries,
 * staff still sign in), 'suspended' (storefront and staff refused, data kept), 'closed' (as suspended, and
 * purged PURGE_AFTER_CLOSE_DAYS after closed_at). Limits left null follow the platform defaults (config).
 */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * Kept for older readers and in step with status by changeShopStatus: true while the shop is 'active' or
   * 'paused' (its staff may sign in). status is the source of truth.
   */
  isActive: boolean('is_active').notNull().default(true),
  status: text('status').$type<ShopStatus>().notNull().default('active'),
  /** Why the last change was made, as the operator or owner wrote it. */
  statusReason: text('status_reason'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  /** Set when the shop was closed; the purge job runs 30 days later. Null again on reopening. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** SMS the shop may send per calendar day (Asia/Kolkata); null = SHOP_DEFAULT_SMS_PER_DAY. */
  smsPerDay: integer('sms_per_day'),
  /** Products (archived ones included); null = SHOP_DEFAULT_MAX_PRODUCTS. */
  maxProducts: integer('max_products'),
  /** Bytes of uploaded files; null = SHOP_DEFAULT_STORAGE_BYTES. */
  storageBytes: bigint('storage_bytes', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * A host name a shop is served on (decision 151). Only 'verified' ones route traffic; the TXT record
 * `_pataka-verify.<host>` must hold verification_token. One primary per shop: every other verified host
 * (and www.<primary>) redirects to it.
 */
export const shopDomains = pgTable(
  'shop_domains',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower-case, no port, no trailing dot. Unique across the deployment. */
    host: text('host').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    verificationToken: text('verification_token').notNull(),
    status: text('status').$type<ShopDomainStatus>().notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** What the last failed check found, in words an owner reads. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_domains_host_uq').on(t.host), index('shop_domains_tenant_idx').on(t.tenantId)],
);

/**
 * SMS a shop sent per day (Asia/Kolkata calendar day), counted before each send against its limit
 * (tenants.sms_per_day or SHOP_DEFAULT_SMS_PER_DAY), across every instance. The operator console reads it.
 */
export const shopSmsDaily = pgTable(
  'shop_sms_daily',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in Asia/Kolkata. */
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

export type PostalAddress = {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country?: string;
};
export type SocialMedia = { facebook?: string; instagram?: string; twitter?: string; youtube?: string };
export type DayHours = { open: string; close: string; isClosed: boolean };
export type BusinessHours = Record<
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday',
  DayHours
>;
/** Money here is in paise, like every amount in the database. */
export type ShippingSettings = {
  packingChargePercent: number;
  minimumOrderPaise: number;
  /** Lower-case state name → minimum order in paise, e.g. { 'tamil nadu': 300000 }. */
  stateMinimumsPaise?: Record<string, number>;
  unservedStates?: string[];
  unservedPincodes?: string[];
  /** An enquiry above this value needs an e-way bill number on its dispatch; unset = ₹50,000. */
  ewayBillThresholdPaise?: number;
};

export const companySettings = pgTable(
  'company_settings',
  {
    tenantId: tenantId(),
    companyName: text('company_name').notNull(),
    tagline: text('tagline'),
    logo: text('logo'),
    phone: text('phone'),
    alternatePhone: text('alternate_phone'),
    email: text('email'),
    supportEmail: text('support_email'),
    whatsappNumber: text('whatsapp_number'),
    address: jsonb('address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
    businessHours: jsonb('business_hours').$type<BusinessHours>(),
    taxId: text('tax_id'),
    registrationNumber: text('registration_number'),
    licenseNumber: text('license_number'),
    /** The explosives licence's last valid day, 'YYYY-MM-DD' (printed on slips and the price list). */
    licenseValidUntil: text('license_valid_until'),
    pan: text('pan'),
    /** The shop's own legal-notice text; null = the standard notice of the spec. */
    legalNotice: text('legal_notice'),
    upiId: text('upi_id'),
    upiPayeeName: text('upi_payee_name'),
    howToOrderVideoUrl: text('how_to_order_video_url'),
    shippingSettings: jsonb('shipping_settings').$type<ShippingSettings>().notNull(),
    /** 'after_call' (default: the UPI panel shows once staff request payment) or 'immediately'. */
    paymentTiming: text('payment_timing').notNull().default('after_call'),
    /** IANA zone for the shop's clock: reminders keep quiet at night in it. */
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    /** The shop's own words for WhatsApp and SMS messages; placeholders like {orderNumber}, {total}. */
    messageTemplates: jsonb('message_templates').$type<Record<string, string>>().notNull().default({}),
    /** Proofs the bank statement confirms (UTR and amount) are verified without a staff action. */
    autoVerifyFromStatement: boolean('auto_verify_from_statement').notNull().default(false),
    /** Every staff member must sign in with a code (decision 146); set by owners. */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    /** Tax invoices (decision 149). Not registered → bills of supply, no tax lines. GSTIN is `taxId`. */
    gstRegistered: boolean('gst_registered').notNull().default(false),
    /** The shop's place of business (a name of INDIAN_STATES); null = the state of `address`. */
    taxState: text('tax_state'),
    /** HSN and rate for products without their own: 3604 (fireworks) at 18 %. */
    defaultHsn: text('default_hsn').notNull().default('3604'),
    defaultGstRateBp: integer('default_gst_rate_bp').notNull().default(1800),
    /** Catalogue prices already include GST (Indian B2C prices are shown so). */
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(true),
    /** Leads every invoice number, e.g. 'UC' → 'UC/26-27/00042'. */
    invoicePrefix: text('invoice_prefix'),
    /** Terms, declaration and signatory printed at the foot of the invoice. */
    invoiceFooter: text('invoice_footer'),
    /** Bumped on every catalogue/content write: the public read cache keys on it. */
    contentVersion: integer('content_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);
