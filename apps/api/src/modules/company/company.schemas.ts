import { z } from 'zod';
import type { ShopperMessageTemplateKey } from '@pataka/domain/whatsapp';

const PostalAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
const DayHoursSchema = z.object({ open: z.string(), close: z.string(), isClosed: z.boolean() });

export const CompanyPublicSchema = z.object({
  companyName: z.string(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  alternatePhone: z.string().nullable(),
  email: z.string().nullable(),
  supportEmail: z.string().nullable(),
  whatsappNumber: z.string().nullable().describe('Digits with the country code, as wa.me links want them'),
  address: PostalAddressSchema.nullable(),
  billingAddress: PostalAddressSchema.nullable(),
  socialMedia: z.object({
    facebook: z.string().nullable().optional(),
    instagram: z.string().nullable().optional(),
    twitter: z.string().nullable().optional(),
    youtube: z.string().nullable().optional(),
  }),
  businessHours: z
    .record(
      z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
      DayHoursSchema,
    )
    .nullable(),
  taxId: z.string().nullable().describe('GSTIN'),
  registrationNumber: z.string().nullable().describe('PAN'),
  licenseNumber: z.string().nullable().describe('Explosives (PESO) licence'),
  upiId: z.string().nullable(),
  upiPayeeName: z.string().nullable(),
  howToOrderVideoUrl: z.string().nullable(),
  createdAt: z.string(),
  shippingSettings: z.object({
    packingChargePercent: z.number(),
    minimumOrderAmount: z.number().describe('Rupees'),
    stateMinimums: z.record(z.string(), z.number()).optional().describe('Lower-case state → rupees'),
    unservedStates: z.array(z.string()).optional(),
    unservedPincodes: z.array(z.string()).optional(),
  }),
  messageTemplates: z
    .object({
      productShare: z.string().optional(),
      cartShare: z.string().optional(),
      enquiryWhatsapp: z.string().optional(),
      chatGreeting: z.string().optional(),
    } satisfies Record<ShopperMessageTemplateKey, unknown>)
    // Always sent by /company/public; optional so that the staff company view built on this schema
    // (shop-admin) can leave the templates to the desk settings, which own them.
    .optional()
    .describe(
      "The shop's WhatsApp texts (share, enquiry, chat button) where it changed the standard words; " +
        'placeholders in {braces}, filled by @pataka/domain/whatsapp',
    ),
});

export const PickupLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  area: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  landmark: z.string().nullable(),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
  timings: z.string().nullable(),
  mapUrl: z.string().nullable(),
  isActive: z.boolean(),
  transportProviderName: z.string(),
});

export const TransportProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  locationsCount: z.number().int(),
});

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be given once, as text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

export const PickupQuerySchema = z.object({
  search: text('search', 100).optional(),
  transportProviderName: text('transportProviderName', 100).optional(),
  limit: z
    .string({ error: 'limit must be given once' })
    .trim()
    .regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'limit must be a whole number from 1 to 100')
        .max(100, 'limit must be a whole number from 1 to 100'),
    )
    .optional(),
});
