// The coupon form edits text (what the inputs hold); the body the API takes is built from it here,
// with the checks a shopper-facing mistake would need caught before Save.
import { CouponInputSchema } from '@pataka/domain/shop-admin';
import { toDateInput } from '../../../lib/dates.ts';
import { schemaProblems } from '../../../lib/server-field.ts';
import type { AdminCoupon, CouponBody, ProductOption } from '../api/coupons.ts';

export type CouponFormValues = {
  code: string;
  description: string;
  descriptionTa: string;
  discountType: 'percentage' | 'fixed';
  discountValue: string;
  maximumDiscount: string;
  minimumOrderAmount: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  perCustomerLimit: string;
  isActive: boolean;
  isPublic: boolean;
  firstTimeOnly: boolean;
  applicableCategories: string[];
  applicableProducts: ProductOption[];
  customerTiers: string;
};

export type CouponField = keyof CouponFormValues;

const num = (n: number | null | undefined) => (n == null ? '' : String(n));

export function toCouponForm(c?: AdminCoupon): CouponFormValues {
  return {
    code: c?.code ?? '',
    description: c?.description ?? '',
    descriptionTa: c?.descriptionTa ?? '',
    discountType: c?.discountType ?? 'percentage',
    discountValue: num(c?.discountValue),
    maximumDiscount: num(c?.maximumDiscount),
    minimumOrderAmount: num(c?.minimumOrderAmount),
    validFrom: toDateInput(c?.validFrom),
    validTo: toDateInput(c?.validTo),
    usageLimit: num(c?.usageLimit),
    perCustomerLimit: num(c?.perCustomerLimit),
    isActive: c?.isActive ?? true,
    isPublic: c?.isPublic ?? true,
    firstTimeOnly: c?.firstTimeOnly ?? false,
    applicableCategories: c?.applicableCategories ?? [],
    // The list carries ids only; the picker shows them until a search names them.
    applicableProducts: (c?.applicableProducts ?? []).map((id) => ({
      id,
      name: `Product ${id.slice(0, 8)}`,
    })),
    customerTiers: (c?.customerTiers ?? []).join(', '),
  };
}

/** '' → null (cleared); anything else a number, so the schema can say what is wrong with it. */
const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(/,/g, '')));

export function toCouponBody(v: CouponFormValues): CouponBody {
  return {
    code: v.code.trim().toUpperCase(),
    description: v.description.trim() || null,
    // Sent as typed: the schema trims it, and refuses only spaces rather than saving them.
    descriptionTa: v.descriptionTa || null,
    discountType: v.discountType,
    discountValue: Number(v.discountValue.trim().replace(/,/g, '') || NaN),
    maximumDiscount: v.discountType === 'percentage' ? optionalNumber(v.maximumDiscount) : null,
    minimumOrderAmount: optionalNumber(v.minimumOrderAmount),
    // Bare India days: the API reads a start as 00:00 and an end as 23:59:59 of that day.
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    usageLimit: optionalNumber(v.usageLimit),
    perCustomerLimit: optionalNumber(v.perCustomerLimit),
    isActive: v.isActive,
    isPublic: v.isPublic,
    firstTimeOnly: v.firstTimeOnly,
    applicableProducts: v.applicableProducts.map((p) => p.id),
    applicableCategories: v.applicableCategories,
    customerTiers: v.customerTiers
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
}

/** Field → message, from the same schema the API validates with; empty when all is well. */
export function checkCouponForm(v: CouponFormValues): Partial<Record<CouponField, string>> {
  const errors: Partial<Record<CouponField, string>> = {};
  for (const { path, message } of schemaProblems(CouponInputSchema, toCouponBody(v))) {
    const field = path.split('.')[0] as CouponField;
    if (field in v && !errors[field]) errors[field] = message;
  }
  return errors;
}
