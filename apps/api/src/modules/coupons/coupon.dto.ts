import { z } from 'zod';
import { effectiveDiscountType, type CouponRule } from '@pataka/domain/coupon';
import { toRupees } from '@pataka/domain/money';
import type { CouponRow } from './coupon.queries.ts';

export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  descriptionTa: z
    .string()
    .nullable()
    .describe('The description in Tamil, shown to shoppers who choose Tamil; null: show description'),
  discountType: z.enum(['percentage', 'fixed']),
  discountValue: z.number(),
  minimumOrderAmount: z.number().nullable(),
  maximumDiscount: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  applicableProducts: z.array(z.string()),
  applicableCategories: z.array(z.string()),
  customerTiers: z.array(z.string()),
});
export type CouponDto = z.infer<typeof CouponSchema>;

const paiseToRupees = (paise: number | null) => (paise == null ? null : toRupees(paise));

/** The rule view the domain functions take (rupees, and the stored type — null for legacy rows). */
export function toCouponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    discountType: row.discountType === 'percentage' || row.discountType === 'fixed' ? row.discountType : null,
    discountValue: row.discountValue,
    minimumOrderAmount: paiseToRupees(row.minimumOrderPaise),
    maximumDiscount: paiseToRupees(row.maximumDiscountPaise),
    validFrom: row.validFrom,
    validTo: row.validTo,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    applicableProducts: row.applicableProducts,
    applicableCategories: row.applicableCategories,
    customerTiers: row.customerTiers,
  };
}

/** The server states the type with authority: a legacy row without one gets the §5 heuristic's answer. */
export function toCouponDto(row: CouponRow): CouponDto {
  const rule = toCouponRule(row);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    descriptionTa: row.descriptionTa,
    discountType: effectiveDiscountType(rule),
    discountValue: row.discountValue,
    minimumOrderAmount: rule.minimumOrderAmount ?? null,
    maximumDiscount: rule.maximumDiscount ?? null,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    isActive: row.isActive,
    applicableProducts: row.applicableProducts,
    applicableCategories: row.applicableCategories,
    customerTiers: row.customerTiers,
  };
}
