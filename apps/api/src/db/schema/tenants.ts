import { boolean, integer, jsonb, pgTable, primaryKey, text, foreignKey } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

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
