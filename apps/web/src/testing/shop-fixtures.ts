// Coupons and the shop's public details as the API returns them, with overridable defaults.
import type { CompanyPublic, Coupon } from '@pataka/domain/api-types';

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  const code = overrides.code ?? 'DIWALI10';
  return {
    id: `coupon-${code}`,
    code,
    description: null,
    discountType: 'percentage',
    discountValue: 10,
    minimumOrderAmount: null,
    maximumDiscount: null,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    isActive: true,
    applicableProducts: [],
    applicableCategories: [],
    customerTiers: [],
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<CompanyPublic> = {}): CompanyPublic {
  return {
    companyName: 'Unique Crackers',
    tagline: 'Be Unique Be With Unique',
    logo: null,
    phone: '+91 94432 12345',
    alternatePhone: null,
    email: 'sales@uniquecrackers.example',
    supportEmail: null,
    whatsappNumber: '919443212345',
    address: { street: '3/145, Sattur Main Road', city: 'Sivakasi', state: 'Tamil Nadu', zipCode: '626123' },
    billingAddress: null,
    socialMedia: {},
    businessHours: null,
    taxId: '33AABFU4821K1Z8',
    registrationNumber: 'AABFU4821K',
    licenseNumber: 'E/SC/TN/22/1234',
    upiId: 'shop@okaxis',
    upiPayeeName: 'Unique Crackers',
    howToOrderVideoUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    shippingSettings: {
      packingChargePercent: 3,
      minimumOrderAmount: 3000,
      stateMinimums: { 'tamil nadu': 3000, kerala: 5000 },
      unservedStates: ['ladakh'],
    },
    ...overrides,
  };
}

/** The API's envelope around `data`, as stubApi replies. */
export const okReply = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { success: true, data, ...extra },
});
export const errorReply = (status: number, message: string, code = 'ERROR') => ({
  status,
  body: { success: false, error: { code, message } },
});
