// Entities as the API returns them (packages/domain api-types), with overridable defaults.
import type { CompanyPublic, Coupon, Product } from '@pataka/domain/api-types';

let seq = 0;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  seq += 1;
  const name = overrides.name ?? `Product ${seq}`;
  return {
    id: `p${seq}`,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    price: 100,
    originalPrice: 500,
    image: `/media/demo/products/p${seq}.svg`,
    category: { id: 'c1', name: 'Sparklers', slug: 'sparklers' },
    description: null,
    inStock: true,
    featured: false,
    isNew: false,
    medias: [],
    productCode: null,
    sku: `SKU-${seq}`,
    brand: null,
    packSize: '1 Box',
    piecesPerBox: 10,
    discount: 80,
    tags: [],
    status: 'active',
    rating: null,
    reviewCount: 0,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  seq += 1;
  return {
    id: `k${seq}`,
    code: `CODE${seq}`,
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
