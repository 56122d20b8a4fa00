import type { ShopSeed } from './seed-types.ts';

const hours24 = { open: '00:00', close: '23:59', isClosed: false };

/** Placeholder: the full Sivakasi catalogue replaces this. */
export const demo2Shop: ShopSeed = {
  tenant: { id: 'demo2', name: 'Kaveri Fireworks, Madurai' },
  company: {
    companyName: 'Kaveri Fireworks',
    tagline: 'Be Unique Be With Unique',
    shippingSettings: { packingChargePercent: 3, minimumOrderPaise: 300000 },
    businessHours: {
      monday: hours24,
      tuesday: hours24,
      wednesday: hours24,
      thursday: hours24,
      friday: hours24,
      saturday: hours24,
      sunday: hours24,
    },
  },
  categories: [{ slug: 'sparklers', name: 'Sparklers' }],
  brands: [],
  products: [
    {
      name: '10 cm Electric Sparklers',
      slug: '10-cm-electric-sparklers',
      sku: 'SP-010',
      pricePaise: 4000,
      originalPricePaise: 10000,
      categorySlug: 'sparklers',
    },
  ],
  coupons: [],
  flashNews: [],
  transportProviders: [],
  admin: { email: 'admin@demo2.pataka.local', name: 'Demo Admin' },
};
