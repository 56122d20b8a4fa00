// Shop details: the form's text ↔ the PUT /admin/company body, and the API's field paths ↔ form fields.
import type { BusinessHours, PostalAddress, Weekday } from '@pataka/domain/api-types';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { WEEKDAYS } from '@pataka/domain/shop-admin';
import { indianDigits } from '../../customers/lib/contact-links.ts';
import type { AdminCompany } from '../api/company.ts';

export type AddressForm = { street: string; city: string; state: string; zipCode: string };
export type DayForm = { open: string; close: string; isClosed: boolean };
export type StateMinimumRow = { state: string; amount: string };

export type ShopFormValues = {
  companyName: string;
  tagline: string;
  logo: string;
  phone: string;
  alternatePhone: string;
  whatsappNumber: string;
  email: string;
  supportEmail: string;
  address: AddressForm;
  billingSame: boolean;
  billingAddress: AddressForm;
  taxId: string;
  pan: string;
  licenseNumber: string;
  licenseValidUntil: string;
  legalNotice: string;
  upiId: string;
  upiPayeeName: string;
  packingChargePercent: string;
  minimumOrderAmount: string;
  ewayBillThreshold: string;
  stateMinimums: StateMinimumRow[];
  unservedStates: string[];
  unservedPincodes: string;
  businessHours: Record<Weekday, DayForm>;
  socialMedia: { facebook: string; instagram: string; twitter: string; youtube: string };
};

const STATE_NAMES = new Map<string, string>(INDIAN_STATES.map((s) => [s.toLowerCase(), s]));
/** The API keeps states in lower case; the form shows them as written. */
export const stateName = (key: string) => STATE_NAMES.get(key.trim().toLowerCase()) ?? key;

const addressForm = (a: PostalAddress | null | undefined): AddressForm => ({
  street: a?.street ?? '',
  city: a?.city ?? '',
  state: a?.state ? stateName(a.state) : '',
  zipCode: a?.zipCode ?? '',
});

const sameAddress = (a: AddressForm, b: AddressForm) =>
  a.street === b.street && a.city === b.city && a.state === b.state && a.zipCode === b.zipCode;

const DEFAULT_DAY: DayForm = { open: '09:00', close: '21:00', isClosed: false };

function hoursForm(h: BusinessHours | null | undefined): Record<Weekday, DayForm> {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      h?.[d] ? { open: h[d].open, close: h[d].close, isClosed: h[d].isClosed } : { ...DEFAULT_DAY },
    ]),
  ) as Record<Weekday, DayForm>;
}

const num = (n: number | null | undefined) => (n == null ? '' : String(n));

export function toShopForm(c: AdminCompany): ShopFormValues {
  const address = addressForm(c.address);
  const billing = addressForm(c.billingAddress);
  const s = c.shippingSettings;
  return {
    companyName: c.companyName ?? '',
    tagline: c.tagline ?? '',
    logo: c.logo ?? '',
    // Stored as typed long ago ('+91 94432 12345'); the form shows the 10 digits the API now takes.
    phone: c.phone ? indianDigits(c.phone) : '',
    alternatePhone: c.alternatePhone ? indianDigits(c.alternatePhone) : '',
    whatsappNumber: c.whatsappNumber ? indianDigits(c.whatsappNumber) : '',
    email: c.email ?? '',
    supportEmail: c.supportEmail ?? '',
    address,
    billingSame: !c.billingAddress || sameAddress(address, billing),
    billingAddress: billing,
    taxId: c.taxId ?? '',
    pan: c.pan ?? c.registrationNumber ?? '',
    licenseNumber: c.licenseNumber ?? '',
    licenseValidUntil: c.licenseValidUntil ?? '',
    legalNotice: c.legalNotice ?? '',
    upiId: c.upiId ?? '',
    upiPayeeName: c.upiPayeeName ?? '',
    packingChargePercent: num(s?.packingChargePercent),
    minimumOrderAmount: num(s?.minimumOrderAmount),
    ewayBillThreshold: num(s?.ewayBillThreshold ?? 50_000),
    stateMinimums: Object.entries(s?.stateMinimums ?? {}).map(([state, amount]) => ({
      state: stateName(state),
      amount: String(amount),
    })),
    unservedStates: (s?.unservedStates ?? []).map(stateName),
    unservedPincodes: (s?.unservedPincodes ?? []).join('\n'),
    businessHours: hoursForm(c.businessHours),
    socialMedia: {
      facebook: c.socialMedia?.facebook ?? '',
      instagram: c.socialMedia?.instagram ?? '',
      twitter: c.socialMedia?.twitter ?? '',
      youtube: c.socialMedia?.youtube ?? '',
    },
  };
}

/** Pincodes typed one a line or separated by commas/spaces. */
export const splitPincodes = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
export const isPincode = (p: string) => /^[1-9]\d{5}$/.test(p);

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const amount = (s: string) => (s.trim() === '' ? undefined : Number(s.trim().replace(/,/g, '')));

function addressBody(a: AddressForm) {
  const empty = !a.street.trim() && !a.city.trim() && !a.state && !a.zipCode.trim();
  return empty ? null : { street: a.street, city: a.city, state: a.state, zipCode: a.zipCode };
}

export function toCompanyBody(v: ShopFormValues) {
  return {
    companyName: v.companyName,
    tagline: orNull(v.tagline),
    logo: orNull(v.logo),
    phone: orNull(v.phone),
    alternatePhone: orNull(v.alternatePhone),
    whatsappNumber: orNull(v.whatsappNumber),
    email: orNull(v.email),
    supportEmail: orNull(v.supportEmail),
    address: addressBody(v.address),
    billingAddress: v.billingSame ? addressBody(v.address) : addressBody(v.billingAddress),
    socialMedia: {
      facebook: orNull(v.socialMedia.facebook),
      instagram: orNull(v.socialMedia.instagram),
      twitter: orNull(v.socialMedia.twitter),
      youtube: orNull(v.socialMedia.youtube),
    },
    businessHours: v.businessHours,
    taxId: orNull(v.taxId),
    pan: orNull(v.pan),
    licenseNumber: orNull(v.licenseNumber),
    licenseValidUntil: orNull(v.licenseValidUntil),
    legalNotice: orNull(v.legalNotice),
    upiId: orNull(v.upiId),
    upiPayeeName: orNull(v.upiPayeeName),
    shippingSettings: {
      packingChargePercent: amount(v.packingChargePercent) ?? 0,
      minimumOrderAmount: amount(v.minimumOrderAmount) ?? 0,
      ...(v.ewayBillThreshold.trim() === '' ? {} : { ewayBillThreshold: amount(v.ewayBillThreshold) }),
      stateMinimums: Object.fromEntries(
        v.stateMinimums.filter((r) => r.state).map((r) => [r.state, amount(r.amount) ?? Number.NaN]),
      ),
      unservedStates: v.unservedStates,
      unservedPincodes: splitPincodes(v.unservedPincodes),
    },
  };
}

/**
 * The form field an API/schema path names: 'shippingSettings.minimumOrderAmount' → 'minimumOrderAmount',
 * 'address.city' stays, a state-minimums complaint goes on the table.
 */
export function shopField(path: string): string | null {
  const parts = path.split('.');
  if (parts[0] === 'shippingSettings') {
    const key = parts[1];
    if (!key) return 'minimumOrderAmount';
    return key;
  }
  if (parts[0] === 'billingAddress') return ['billingAddress', parts[1] ?? 'street'].join('.');
  if (['address', 'socialMedia', 'businessHours'].includes(parts[0]!)) return parts.slice(0, 3).join('.');
  return parts[0] ?? null;
}

type CompanyBody = ReturnType<typeof toCompanyBody>;

/** Which body key each form field feeds (several form fields make one body value). */
const BODY_KEY: Partial<Record<keyof ShopFormValues, keyof CompanyBody>> = {
  billingSame: 'billingAddress',
  packingChargePercent: 'shippingSettings',
  minimumOrderAmount: 'shippingSettings',
  stateMinimums: 'shippingSettings',
  unservedStates: 'shippingSettings',
  unservedPincodes: 'shippingSettings',
};

/**
 * Only what was edited: PUT /admin/company is a partial update, and a value stored before today's rules
 * (an old phone format) must not block saving an unrelated change.
 */
export function changedBody(v: ShopFormValues, dirty: Partial<Record<keyof ShopFormValues, unknown>>) {
  const body = toCompanyBody(v);
  const keys = new Set<keyof CompanyBody>();
  for (const field of Object.keys(dirty) as (keyof ShopFormValues)[]) {
    keys.add(BODY_KEY[field] ?? (field as keyof CompanyBody));
    if (field === 'address' && v.billingSame) keys.add('billingAddress');
  }
  // The PAN is checked against the GSTIN, so they travel together.
  if (keys.has('taxId') || keys.has('pan')) {
    keys.add('taxId');
    keys.add('pan');
  }
  return Object.fromEntries(
    [...keys].filter((k) => k in body).map((k) => [k, body[k]]),
  ) as Partial<CompanyBody>;
}
