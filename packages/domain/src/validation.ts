// Field and form schemas shared by the API (request validation) and the web (react-hook-form resolvers).
// Each schema normalises (trim, digits-only pincode) so every caller stores the same value, and reports
// one message per field: the first rule broken, in the order the spec lists them.
import { z } from 'zod';
import {
  ADDRESS_LABELS,
  CART_MAX_QUANTITY,
  DEFAULT_ADDRESS_LABEL,
  DEFAULT_COUNTRY,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PHONE_LENGTH,
  PINCODE_LENGTH,
  STREET_MAX,
  STREET_MIN,
} from './limits.ts';
import { defineMessages } from './i18n.ts';
import { MESSAGES } from './messages.ts';
import { sanitizeText } from './sanitize.ts';

/**
 * The field names the shared schemas put in their messages ('City is required'). A catalogue, and read
 * when a value is checked, not when this module loads: the storefront checks in the shopper's language.
 */
export const FIELD_LABELS = defineMessages('field-labels', {
  phone: 'Phone number',
  email: 'Email',
  name: 'Name',
  city: 'City',
  state: 'State',
  street: 'Address',
  pincode: 'Pincode',
  otp: 'OTP',
  addressLabel: 'Address label',
  country: 'Country',
  subject: 'Subject',
  message: 'Message',
});
type Text = () => string;

/** A string schema whose missing value reads as "<field> is required" rather than zod's type error. */
function text(required: Text, label: Text) {
  return z.string({
    error: (issue) => (issue.input == null ? required() : MESSAGES.fieldNotText(label())),
  });
}

/** Treats '' and whitespace as "not given", so an optional form field left blank is not validated. */
function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional());
}

const DIGITS = /^\d+$/;
const WHITESPACE = /\s+/g;

export const PhoneSchema = text(
  () => MESSAGES.phoneRequired,
  () => FIELD_LABELS.phone,
)
  // People type "98765 43210"; the spaces carry no meaning.
  .overwrite((value) => value.replace(WHITESPACE, ''))
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(MESSAGES.phoneRequired);
    if (!DIGITS.test(value)) return fail(MESSAGES.phoneDigits);
    if (value.length !== PHONE_LENGTH) return fail(MESSAGES.phoneLength);
    if (!/^[6-9]/.test(value)) return fail(MESSAGES.phoneStart);
  });
export type Phone = z.infer<typeof PhoneSchema>;

// The usual "something@something.tld" pattern: no spaces, one @, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = text(
  () => MESSAGES.emailRequired,
  () => FIELD_LABELS.email,
)
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(MESSAGES.emailRequired);
    if (!EMAIL_PATTERN.test(value)) return fail(MESSAGES.emailInvalid);
    if (value.length > EMAIL_MAX) return fail(MESSAGES.emailTooLong);
  });
export type Email = z.infer<typeof EmailSchema>;

// Letters of any script plus their combining marks (Tamil and Devanagari names need them).
const LETTERS_SPACES_HYPHENS_APOSTROPHES = /^[\p{L}\p{M} '-]+$/u;

/** Letters-only text field: names (max exclusive, "under 50") or places (max inclusive, "2 to 50"). */
function lettersField(name: string | Text, maxExclusive: boolean) {
  const labelOf = typeof name === 'string' ? () => name : name;
  return text(() => MESSAGES.fieldRequired(labelOf()), labelOf)
    .trim()
    .superRefine((value, ctx) => {
      const label = labelOf();
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value === '') return fail(MESSAGES.fieldRequired(label));
      if (value.length < NAME_MIN) return fail(MESSAGES.fieldTooShort(label, NAME_MIN));
      if (maxExclusive && value.length >= NAME_MAX) return fail(MESSAGES.fieldTooLong(label, NAME_MAX));
      if (!maxExclusive && value.length > NAME_MAX) return fail(MESSAGES.fieldAtMost(label, NAME_MAX));
      if (!LETTERS_SPACES_HYPHENS_APOSTROPHES.test(value)) return fail(MESSAGES.fieldLettersOnly(label));
    });
}

/** A person's name, with the label used in its messages ('Name is required', 'Full name is required'…). */
export function nameSchema(label: string | Text = () => FIELD_LABELS.name) {
  return lettersField(label, true);
}
export const NameSchema = nameSchema();
export type Name = z.infer<typeof NameSchema>;

export const CitySchema = lettersField(() => FIELD_LABELS.city, false);
export const StateSchema = lettersField(() => FIELD_LABELS.state, false);

// Script tags, script-like schemes and inline handlers (§5). Whitespace before ':' / '=' is tolerated by
// browsers, so it is tolerated here too.
const UNSAFE_ADDRESS = /<\s*script|javascript\s*:|data\s*:|vbscript\s*:|onload\s*=|onerror\s*=/i;

export const StreetSchema = text(
  () => MESSAGES.streetRequired,
  () => FIELD_LABELS.street,
)
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(MESSAGES.streetRequired);
    if (UNSAFE_ADDRESS.test(value)) return fail(MESSAGES.addressInvalidChars);
    if (value.length < STREET_MIN) return fail(MESSAGES.streetTooShort);
    if (value.length > STREET_MAX) return fail(MESSAGES.streetTooLong);
  });

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Indian PIN code: 6 digits, not starting with 0. Separators ("600 001") are dropped on save (§5). */
export const ZipCodeSchema = text(
  () => MESSAGES.zipRequired,
  () => FIELD_LABELS.pincode,
)
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(MESSAGES.zipRequired);
    const digits = digitsOnly(value);
    if (digits.length !== PINCODE_LENGTH) return fail(MESSAGES.zipLength);
    if (digits.startsWith('0')) return fail(MESSAGES.zipStart);
  })
  .transform(digitsOnly);

export const OtpSchema = text(
  () => MESSAGES.otpRequired,
  () => FIELD_LABELS.otp,
)
  .overwrite((value) => value.replace(WHITESPACE, ''))
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(MESSAGES.otpRequired);
    if (value.length !== OTP_LENGTH || !DIGITS.test(value)) return fail(MESSAGES.otpLength);
  });

/** Home, Work or Other; absent means 'Home' (§3), but an empty choice is refused (§5). */
export const AddressLabelSchema = text(
  () => MESSAGES.addressLabelRequired,
  () => FIELD_LABELS.addressLabel,
)
  .trim()
  .pipe(
    z.enum(ADDRESS_LABELS, {
      error: (issue) => (issue.input === '' ? MESSAGES.addressLabelRequired : MESSAGES.addressLabelInvalid),
    }),
  )
  .default(DEFAULT_ADDRESS_LABEL);

const CountrySchema = text(
  () => MESSAGES.countryRequired,
  () => FIELD_LABELS.country,
)
  .trim()
  .min(1, { error: () => MESSAGES.countryRequired })
  .max(NAME_MAX, { error: () => MESSAGES.fieldAtMost(FIELD_LABELS.country, NAME_MAX) })
  .default(DEFAULT_COUNTRY);

export const AddressInputSchema = z.object({
  label: AddressLabelSchema,
  street: StreetSchema,
  city: CitySchema,
  state: StateSchema,
  zipCode: ZipCodeSchema,
  country: CountrySchema,
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** What a form holds before parsing (label, country and isDefault may be absent). */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

/**
 * An enquiry's shipping or billing address: the saved-address fields plus who receives it (§3).
 * The label may be left out and then reads 'Home', as for a saved address.
 */
export const OrderAddressSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  street: StreetSchema,
  city: CitySchema,
  state: StateSchema,
  zipCode: ZipCodeSchema,
  country: CountrySchema,
  label: AddressLabelSchema.optional(),
});
export type OrderAddressInput = z.infer<typeof OrderAddressSchema>;

/** A cart line's quantity: a whole number from 1 to 99 (§5). */
export const CartQuantitySchema = z
  .number({ error: () => MESSAGES.quantityInvalid })
  .int({ error: () => MESSAGES.quantityInvalid })
  .min(1, { error: () => MESSAGES.quantityInvalid })
  .max(CART_MAX_QUANTITY, { error: () => MESSAGES.quantityTooLarge });

export const OtpGenerateSchema = z.object({ phone: PhoneSchema });
export type OtpGenerateInput = z.infer<typeof OtpGenerateSchema>;

export const OtpVerifySchema = z.object({
  phone: PhoneSchema,
  otp: OtpSchema,
  name: optionalField(NameSchema),
});
export type OtpVerifyInput = z.infer<typeof OtpVerifySchema>;

export const CompleteRegistrationSchema = z.object({
  phone: PhoneSchema,
  name: NameSchema,
  email: EmailSchema,
});
export type CompleteRegistrationInput = z.infer<typeof CompleteRegistrationSchema>;

/**
 * PUT /customers/me. Email is optional here: a customer created at OTP verify with only a name has
 * none yet, and must still be able to fix their name. A given email is fully validated.
 */
export const ProfileUpdateSchema = z.object({
  name: NameSchema,
  email: optionalField(EmailSchema),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** Free text: sanitised first (§5 sanitiser), then required, so "<>" alone counts as empty. */
function sanitizedText(required: Text, label: Text) {
  return text(required, label)
    .transform(sanitizeText)
    .pipe(z.string().min(1, { error: required }));
}

export const ContactMessageSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: optionalField(PhoneSchema),
  subject: sanitizedText(
    () => MESSAGES.subjectRequired,
    () => FIELD_LABELS.subject,
  ),
  message: sanitizedText(
    () => MESSAGES.messageRequired,
    () => FIELD_LABELS.message,
  ),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;

/**
 * The newsletter form checks only "non-empty and contains @" (§5). The 254-character cap is kept as
 * a storage bound, which no real address reaches.
 */
export const NewsletterSchema = z.object({
  email: text(
    () => MESSAGES.newsletterInvalid,
    () => FIELD_LABELS.email,
  )
    .trim()
    .refine((value) => value !== '' && value.includes('@'), { error: () => MESSAGES.newsletterInvalid })
    .refine((value) => value.length <= EMAIL_MAX, { error: () => MESSAGES.emailTooLong }),
  name: optionalField(
    text(
      () => MESSAGES.fieldRequired(FIELD_LABELS.name),
      () => FIELD_LABELS.name,
    ).transform(sanitizeText),
  ),
});
export type NewsletterInput = z.infer<typeof NewsletterSchema>;
