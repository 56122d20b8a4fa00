// Staff input for the shop's own settings: coupons, flash news, pickup points, transport providers and
// company details (GSTIN, PAN, UPI, shipping rules). Shared by the API (request validation) and the
// console (form resolvers). Amounts are rupees; the API stores paise. Each message names its field.
import { z } from 'zod';
import { DISCOUNT_TYPES } from './coupon.ts';
import { INDIAN_STATES } from './indian-states.ts';
import { TaxSettingsInputSchema } from './invoice/settings.ts';
import { sanitizeTextUpTo } from './sanitize.ts';
import { tamilText } from './staff-messages.ts';
import { isValidUpiId } from './upi.ts';
import {
  CitySchema,
  EmailSchema,
  PhoneSchema,
  StateSchema,
  StreetSchema,
  ZipCodeSchema,
} from './validation.ts';

// ---------------------------------------------------------------------------------------------------
// Identifiers: GSTIN, PAN, UPI id, pincode
// ---------------------------------------------------------------------------------------------------

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, the 10-character PAN, entity number, 'Z', check character. */
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])[1-9A-Z]Z[0-9A-Z]$/;
/** State codes 01–38 and 97 (other territory), as the GST portal issues them. */
const isGstStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GST network's mod-36 scheme): each
 * character's value (0–9, A–Z = 10–35) times 1 or 2 alternately, the product's base-36 digits summed,
 * and the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'length' | 'format' | 'state' | 'check';

/** What is wrong with a GSTIN (already upper case, no spaces), or null when it is valid. */
export function gstinProblem(value: string): GstinProblem | null {
  if (value.length !== 15) return 'length';
  const match = GSTIN_SHAPE.exec(value);
  if (!match) return 'format';
  if (!isGstStateCode(Number(match[1]))) return 'state';
  return gstinCheckChar(value.slice(0, 14)) === value[14] ? null : 'check';
}

export const isValidGstin = (value: string): boolean => gstinProblem(value.trim().toUpperCase()) === null;

export const SHOP_ADMIN_MESSAGES = {
  gstinLength: 'GSTIN must be 15 characters',
  gstinFormat:
    'GSTIN must be a 2-digit state code, the 10-character PAN, an entity number, Z and a check character',
  gstinState: 'GSTIN must start with a valid state code (01–38 or 97)',
  gstinCheck: 'GSTIN check character is wrong: please check the number for a typing mistake',
  panInvalid: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F)',
  panMismatch: 'PAN must be the same as the PAN inside the GSTIN',
  upiInvalid: 'UPI ID must look like name@bank (e.g. yourshop@oksbi)',
  licenseDate: 'Licence valid until must be a date (YYYY-MM-DD)',
  couponCodeRequired: 'Coupon code is required',
  couponCodeFormat: 'Coupon code can contain only letters, digits and hyphens (2 to 30 characters)',
  couponPercent: 'Discount value must be a percentage from 1 to 100',
  couponFixed: 'Discount value must be more than ₹0',
  couponDates: 'Valid to must be on or after valid from',
  flashNewsDates: 'End date must be on or after start date',
  stateUnknown: (field: string, state: string) =>
    `${field}: "${state}" is not an Indian state or union territory`,
  pincodeInvalid: (field: string) => `${field}: each pincode must be 6 digits and cannot start with 0`,
} as const;
const M = SHOP_ADMIN_MESSAGES;

const gstinMessages: Record<GstinProblem, string> = {
  length: M.gstinLength,
  format: M.gstinFormat,
  state: M.gstinState,
  check: M.gstinCheck,
};

export const GstinSchema = z
  .string({ error: 'GSTIN must be text' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
  });

export const PanSchema = z
  .string({ error: 'PAN must be text' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => PAN_PATTERN.test(v), M.panInvalid);

/** A UPI id (VPA), stored in lower case: UPI apps treat it case-insensitively. */
export const UpiIdSchema = z
  .string({ error: 'UPI ID must be text' })
  .trim()
  .toLowerCase()
  .refine(isValidUpiId, M.upiInvalid);

const PINCODE = /^[1-9]\d{5}$/;

// ---------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------

/** Free text, sanitised (angle brackets and script schemes dropped), 1…max characters. */
function textField(label: string, max: number, min = 1) {
  return z
    .string({ error: `${label} must be text` })
    .transform((v) => sanitizeTextUpTo(v, Number.MAX_SAFE_INTEGER))
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
        .max(max, `${label} must be at most ${max} characters`),
    );
}

/** Optional free text where '' (or only spaces) clears the value: null. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .nullable()
    .transform((v) => (v == null ? null : sanitizeTextUpTo(v, Number.MAX_SAFE_INTEGER) || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable());
}

/** '' and null both clear an optional field; anything else must pass `schema`. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullable(),
  );
}

const isHttpsUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
};

/** An https:// address (socials, maps, links), at most 500 characters. */
export function httpsUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(isHttpsUrl, `${label} must be a full https:// address`);
}

/** A link shoppers follow: https:// or a path on the shop itself ('/products?tag=New'). */
function linkUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (v) => /^\/(?!\/)[^\s<>"]*$/.test(v) || isHttpsUrl(v),
      `${label} must be a full https:// address or a path starting with /`,
    );
}

function rupees(label: string, opts: { min?: number; positive?: boolean } = {}) {
  let schema = z
    .number({ error: `${label} must be an amount in rupees` })
    .max(10_000_000, `${label} must be at most ₹1,00,00,000`);
  if (opts.positive) schema = schema.positive(`${label} must be more than ₹0`);
  else schema = schema.min(opts.min ?? 0, `${label} cannot be negative`);
  return schema;
}

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const IST = '+05:30';

/** A real calendar day 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A moment as an ISO timestamp. A bare day 'YYYY-MM-DD' is read in India time: a start at 00:00,
 * an end at 23:59:59.999 (so "valid to 31 Oct" includes all of 31 Oct).
 */
function instant(label: string, edge: 'start' | 'end') {
  return z
    .string({ error: `${label} must be a date` })
    .trim()
    .transform((value, ctx) => {
      const text = DATE_ONLY.test(value)
        ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${IST}`
        : value;
      const time = DATE_ONLY.test(value) && !isCalendarDate(value) ? NaN : Date.parse(text);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD) or an ISO date-time` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });
}

const ids = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of ids` })
        .trim()
        .min(1)
        .max(100),
      {
        error: `${label} must be a list of ids`,
      },
    )
    .max(500, `${label} can hold at most 500 entries`)
    .transform((list) => [...new Set(list)]);

// ---------------------------------------------------------------------------------------------------
// Coupons (§3 Coupon)
// ---------------------------------------------------------------------------------------------------

export const CouponCodeSchema = z
  .string({ error: M.couponCodeRequired })
  .transform((v) => v.trim().toUpperCase())
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: M.couponCodeRequired });
    else if (!/^[A-Z0-9-]{2,30}$/.test(value)) ctx.addIssue({ code: 'custom', message: M.couponCodeFormat });
  });

/** Every field of a coupon; nullable ones are cleared with null. No defaults here: see CouponInputSchema. */
export const CouponFieldsSchema = z.object({
  code: CouponCodeSchema,
  description: optionalText('Description', 500).optional(),
  /** The description shoppers who choose Tamil see; null: they see `description`. */
  descriptionTa: tamilText('Description in Tamil', 500).optional(),
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage or fixed' }),
  discountValue: z
    .number({ error: 'Discount value must be a number' })
    .positive('Discount value must be more than 0')
    .max(10_000_000, 'Discount value is too large'),
  minimumOrderAmount: rupees('Minimum order amount').nullable().optional(),
  maximumDiscount: rupees('Maximum discount', { positive: true }).nullable().optional(),
  validFrom: instant('Valid from', 'start').nullable().optional(),
  validTo: instant('Valid to', 'end').nullable().optional(),
  usageLimit: wholeNumber('Usage limit', 1, 10_000_000).nullable().optional(),
  perCustomerLimit: wholeNumber('Per-customer limit', 1, 10_000).nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
  firstTimeOnly: z.boolean({ error: 'firstTimeOnly must be true or false' }).optional(),
  applicableProducts: ids('Applicable products').optional(),
  applicableCategories: ids('Applicable categories').optional(),
  customerTiers: z
    .array(z.string().trim().min(1).max(50), { error: 'Customer tiers must be a list of tier names' })
    .max(20, 'Customer tiers can hold at most 20 entries')
    .optional(),
});

/** PUT: any subset of the fields; the API checks the merged coupon with couponRuleProblem. */
export const CouponUpdateSchema = CouponFieldsSchema.partial();
export type CouponUpdate = z.infer<typeof CouponUpdateSchema>;

type CouponRuleFields = {
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  validFrom?: string | Date | null | undefined;
  validTo?: string | Date | null | undefined;
};

/** The rules that tie fields together, for a whole coupon (created, or merged after an edit). */
export function couponRuleProblem(c: CouponRuleFields): { path: string; message: string } | null {
  if (c.discountType === 'percentage' && (c.discountValue < 1 || c.discountValue > 100)) {
    return { path: 'discountValue', message: M.couponPercent };
  }
  if (c.discountType === 'fixed' && !(c.discountValue > 0)) {
    return { path: 'discountValue', message: M.couponFixed };
  }
  if (c.validFrom && c.validTo && new Date(c.validTo).getTime() < new Date(c.validFrom).getTime()) {
    return { path: 'validTo', message: M.couponDates };
  }
  return null;
}

/** POST: code, discountType and discountValue required; the rest optional (defaults: see couponDefaults). */
export const CouponInputSchema = CouponFieldsSchema.superRefine((c, ctx) => {
  const problem = couponRuleProblem(c);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type CouponInput = z.infer<typeof CouponInputSchema>;
export type CouponFormValues = z.input<typeof CouponInputSchema>;

/** A new coupon's values for what the input left out: active, public, for everyone, no limits. */
export function couponDefaults(input: CouponInput) {
  return {
    code: input.code,
    description: input.description ?? null,
    descriptionTa: input.descriptionTa ?? null,
    discountType: input.discountType,
    discountValue: input.discountValue,
    minimumOrderAmount: input.minimumOrderAmount ?? null,
    maximumDiscount: input.maximumDiscount ?? null,
    validFrom: input.validFrom ?? null,
    validTo: input.validTo ?? null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    isActive: input.isActive ?? true,
    isPublic: input.isPublic ?? true,
    firstTimeOnly: input.firstTimeOnly ?? false,
    applicableProducts: input.applicableProducts ?? [],
    applicableCategories: input.applicableCategories ?? [],
    customerTiers: input.customerTiers ?? [],
  };
}
export type CouponValues = ReturnType<typeof couponDefaults>;

// ---------------------------------------------------------------------------------------------------
// Flash news (§3 Flash news)
// ---------------------------------------------------------------------------------------------------

/** Stored types; 'alert' is kept as the server's 'error', which clients show as 'alert' (§3). */
export const FLASH_NEWS_TYPES = ['info', 'success', 'warning', 'alert', 'error'] as const;

export const FlashNewsFieldsSchema = z.object({
  title: textField('Title', 100),
  message: textField('Message', 500),
  /** What shoppers who choose Tamil see; null: they see the English title or message. */
  titleTa: tamilText('Title in Tamil', 100).optional(),
  messageTa: tamilText('Message in Tamil', 500).optional(),
  type: z
    .enum(FLASH_NEWS_TYPES, { error: 'Type must be info, success, warning or alert' })
    .transform((t) => (t === 'alert' ? 'error' : t))
    .optional(),
  link: z
    .object({
      text: optionalText('Link text', 50).optional(),
      url: linkUrl('Link URL'),
    })
    .nullable()
    .optional(),
  priority: wholeNumber('Priority', 0, 1000).optional(),
  startDate: instant('Start date', 'start').nullable().optional(),
  endDate: instant('End date', 'end').nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export const FlashNewsUpdateSchema = FlashNewsFieldsSchema.partial();
export type FlashNewsUpdate = z.infer<typeof FlashNewsUpdateSchema>;

export function flashNewsRuleProblem(n: {
  startDate?: string | Date | null | undefined;
  endDate?: string | Date | null | undefined;
}): { path: string; message: string } | null {
  if (n.startDate && n.endDate && new Date(n.endDate).getTime() < new Date(n.startDate).getTime()) {
    return { path: 'endDate', message: M.flashNewsDates };
  }
  return null;
}

/** POST: title and message required; type info, priority 0 and active unless given. */
export const FlashNewsInputSchema = FlashNewsFieldsSchema.superRefine((n, ctx) => {
  const problem = flashNewsRuleProblem(n);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type FlashNewsInput = z.infer<typeof FlashNewsInputSchema>;

export type FlashNewsState = 'live' | 'scheduled' | 'expired' | 'inactive';

/** What shoppers see of an item right now (the same window the public bar uses). */
export function flashNewsState(
  n: { isActive: boolean; startDate: Date | string | null; endDate: Date | string | null },
  now: Date,
): FlashNewsState {
  if (!n.isActive) return 'inactive';
  const at = now.getTime();
  if (n.startDate != null && new Date(n.startDate).getTime() > at) return 'scheduled';
  if (n.endDate != null && new Date(n.endDate).getTime() < at) return 'expired';
  return 'live';
}

// ---------------------------------------------------------------------------------------------------
// Pickup points and transport providers (§3 Pickup location)
// ---------------------------------------------------------------------------------------------------

export const TransportProviderInputSchema = z.object({
  name: textField('Transport provider name', 100, 2),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export const TransportProviderUpdateSchema = TransportProviderInputSchema.partial();
export type TransportProviderInput = z.infer<typeof TransportProviderInputSchema>;

export const PickupLocationInputSchema = z.object({
  transportProviderId: z
    .string({ error: 'Transport provider is required' })
    .trim()
    .min(1, 'Transport provider is required')
    .max(100, 'Transport provider is required'),
  name: textField('Pickup point name', 100, 2),
  address: textField('Pickup address', 300, 5),
  area: optionalText('Area', 100).optional(),
  city: CitySchema,
  state: StateSchema,
  zipCode: clearable(ZipCodeSchema).optional(),
  landmark: optionalText('Landmark', 200).optional(),
  phone: clearable(PhoneSchema).optional(),
  timings: optionalText('Timings', 200).optional(),
  mapUrl: clearable(httpsUrl('Map URL')).optional(),
  /** As a transport's destination branch (decision 142): what it serves, to suggest it on dispatch. */
  servedStates: stateKeyList('Served states').optional(),
  servedPincodes: pincodeList('Served pincodes').optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export const PickupLocationUpdateSchema = PickupLocationInputSchema.partial();
export type PickupLocationInput = z.infer<typeof PickupLocationInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Company (§3 Company public info) and shipping rules
// ---------------------------------------------------------------------------------------------------

/** Indian state names (any case) → their stored lower-case keys, without repeats. */
function stateKeyList(label: string) {
  return z
    .array(z.string({ error: `${label} must be a list of state names` }), {
      error: `${label} must be a list of state names`,
    })
    .max(40)
    .transform((list, ctx) => {
      const keys: string[] = [];
      for (const state of list) {
        const key = indianStateKey(state);
        if (!key) {
          ctx.addIssue({ code: 'custom', message: M.stateUnknown(label, state) });
          return z.NEVER;
        }
        if (!keys.includes(key)) keys.push(key);
      }
      return keys;
    });
}

function pincodeList(label: string) {
  return z
    .array(
      z.string({ error: M.pincodeInvalid(label) }).transform((p) => p.replace(/\s+/g, '')),
      {
        error: `${label} must be a list of pincodes`,
      },
    )
    .max(5000, `${label} can hold at most 5000 entries`)
    .refine((list) => list.every((p) => PINCODE.test(p)), M.pincodeInvalid(label))
    .transform((list) => [...new Set(list)]);
}

const STATE_BY_KEY = new Map<string, string>(INDIAN_STATES.map((s) => [s.toLowerCase(), s]));
/** The stored key of a state (lower case, single spaces), or null when it is not an Indian state/UT. */
export function indianStateKey(name: string): string | null {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return STATE_BY_KEY.has(key) ? key : null;
}

export const ShippingSettingsInputSchema = z.object({
  packingChargePercent: z
    .number({ error: 'Packing charge must be a percentage' })
    .min(0, 'Packing charge must be from 0 to 100 %')
    .max(100, 'Packing charge must be from 0 to 100 %')
    .optional(),
  minimumOrderAmount: rupees('Minimum order amount').optional(),
  /** An enquiry above this value (rupees) needs an e-way bill number on its dispatch (default ₹50,000). */
  ewayBillThreshold: rupees('E-way bill threshold').optional(),
  /** State name (any case) → minimum order in rupees; stored under the lower-case name. */
  stateMinimums: z
    .record(z.string(), rupees('State minimum order'), { error: 'State minimums must map states to rupees' })
    .transform((record, ctx) => {
      const out: Record<string, number> = {};
      for (const [state, amount] of Object.entries(record)) {
        const key = indianStateKey(state);
        if (!key) {
          ctx.addIssue({ code: 'custom', message: M.stateUnknown('State minimums', state) });
          return z.NEVER;
        }
        out[key] = amount;
      }
      return out;
    })
    .optional(),
  unservedStates: z
    .array(z.string({ error: 'Unserved states must be a list of state names' }), {
      error: 'Unserved states must be a list of state names',
    })
    .max(40)
    .transform((list, ctx) => {
      const keys: string[] = [];
      for (const state of list) {
        const key = indianStateKey(state);
        if (!key) {
          ctx.addIssue({ code: 'custom', message: M.stateUnknown('Unserved states', state) });
          return z.NEVER;
        }
        if (!keys.includes(key)) keys.push(key);
      }
      return keys;
    })
    .optional(),
  unservedPincodes: z
    .array(
      z.string({ error: M.pincodeInvalid('Unserved pincodes') }).transform((p) => p.replace(/\s+/g, '')),
      {
        error: 'Unserved pincodes must be a list of pincodes',
      },
    )
    .max(5000, 'Unserved pincodes can hold at most 5000 entries')
    .refine((list) => list.every((p) => PINCODE.test(p)), M.pincodeInvalid('Unserved pincodes'))
    .transform((list) => [...new Set(list)])
    .optional(),
});
export type ShippingSettingsInput = z.infer<typeof ShippingSettingsInputSchema>;

export const PostalAddressInputSchema = z.object({
  street: StreetSchema,
  city: CitySchema,
  state: StateSchema,
  zipCode: ZipCodeSchema,
  country: z.string().trim().min(2).max(50).optional(),
});

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DayHoursInputSchema = z.object({
  open: z.string().regex(HH_MM, 'Business hours: opening time must be HH:MM (24-hour)'),
  close: z.string().regex(HH_MM, 'Business hours: closing time must be HH:MM (24-hour)'),
  isClosed: z.boolean({ error: 'Business hours: isClosed must be true or false' }),
});
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
/** A weekday as people read it (the console's hours form, the storefront's opening hours in JSON-LD). */
export const WEEKDAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const BusinessHoursInputSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, DayHoursInputSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayHoursInputSchema
  >,
  { error: 'Business hours must give open, close and isClosed for every day of the week' },
);

/** WhatsApp number as wa.me wants it: 91 and the 10-digit mobile number. */
export const WhatsAppSchema = z
  .string({ error: 'WhatsApp number must be text' })
  .transform((v) => v.replace(/[\s()+-]/g, ''))
  .transform((v) => (/^91\d{10}$/.test(v) ? v.slice(2) : v.replace(/^0(?=\d{10}$)/, '')))
  .pipe(PhoneSchema)
  .transform((v) => `91${v}`);

export const LEGAL_NOTICE_MAX = 5000;

/** PUT /admin/company: every field optional (partial update); null (or '') clears an optional one. */
export const CompanyInputSchema = z
  .object({
    companyName: textField('Shop name', 100, 2).optional(),
    tagline: optionalText('Tagline', 200).optional(),
    logo: clearable(linkUrl('Logo')).optional(),
    phone: clearable(PhoneSchema).optional(),
    alternatePhone: clearable(PhoneSchema).optional(),
    whatsappNumber: clearable(WhatsAppSchema).optional(),
    email: clearable(EmailSchema).optional(),
    supportEmail: clearable(EmailSchema).optional(),
    address: PostalAddressInputSchema.nullable().optional(),
    billingAddress: PostalAddressInputSchema.nullable().optional(),
    socialMedia: z
      .object({
        facebook: clearable(httpsUrl('Facebook')).optional(),
        instagram: clearable(httpsUrl('Instagram')).optional(),
        twitter: clearable(httpsUrl('Twitter')).optional(),
        youtube: clearable(httpsUrl('YouTube')).optional(),
      })
      .optional(),
    businessHours: BusinessHoursInputSchema.nullable().optional(),
    /** GSTIN, validated with its check character. */
    taxId: clearable(GstinSchema).optional(),
    pan: clearable(PanSchema).optional(),
    licenseNumber: optionalText('Licence number', 100).optional(),
    licenseValidUntil: clearable(z.string().trim().refine(isCalendarDate, M.licenseDate)).optional(),
    upiId: clearable(UpiIdSchema).optional(),
    upiPayeeName: optionalText('UPI payee name', 50).optional(),
    legalNotice: z
      .string({ error: 'Legal notice must be text' })
      .nullable()
      .transform((v) => (v == null ? null : sanitizeTextUpTo(v, Number.MAX_SAFE_INTEGER) || null))
      .pipe(
        z
          .string()
          .max(LEGAL_NOTICE_MAX, `Legal notice must be at most ${LEGAL_NOTICE_MAX} characters`)
          .nullable(),
      )
      .optional(),
    howToOrderVideoUrl: clearable(linkUrl('How-to-order video')).optional(),
    shippingSettings: ShippingSettingsInputSchema.optional(),
    // Tax invoices (decision 149): owners only, checked against the GSTIN by the API.
    ...TaxSettingsInputSchema.shape,
  })
  .superRefine((c, ctx) => {
    if (c.taxId && c.pan && c.taxId.slice(2, 12) !== c.pan) {
      ctx.addIssue({ code: 'custom', path: ['pan'], message: M.panMismatch });
    }
  });
export type CompanyInput = z.infer<typeof CompanyInputSchema>;
export type CompanyFormValues = z.input<typeof CompanyInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------------------

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const ContactMessageStatusSchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Status must be new or handled' }),
});

// ---------------------------------------------------------------------------------------------------
// Setup checklist
// ---------------------------------------------------------------------------------------------------

export const SETUP_CHECKLIST_KEYS = ['company', 'upi', 'category', 'product', 'shipping'] as const;
export type SetupChecklistKey = (typeof SETUP_CHECKLIST_KEYS)[number];
export type SetupChecklistItem = { key: SetupChecklistKey; done: boolean; label: string; href: string };
