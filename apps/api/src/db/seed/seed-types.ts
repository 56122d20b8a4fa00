import type { companySettings } from '../schema/tenants.ts';
import type { coupons, flashNews, pickupLocations, products } from '../schema/index.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A whole shop as data: seed-tenant.ts turns it into rows with stable ids. */
export type ShopSeed = {
  tenant: { id: string; name: string };
  company: Omit<Row<typeof companySettings>, 'tenantId'>;
  categories: Array<{
    slug: string;
    name: string;
    description?: string;
    imageUrl?: string;
    parentSlug?: string;
    displayOrder?: number;
    isActive?: boolean;
  }>;
  brands: Array<{
    slug: string;
    name: string;
    description?: string;
    logo?: string;
    website?: string;
    isFeatured?: boolean;
  }>;
  products: Array<
    Omit<Row<typeof products>, 'tenantId' | 'id' | 'categoryId' | 'brandId'> & {
      categorySlug: string;
      brandSlug?: string;
    }
  >;
  coupons: Array<Omit<Row<typeof coupons>, 'tenantId' | 'id'>>;
  flashNews: Array<Omit<Row<typeof flashNews>, 'tenantId' | 'id'>>;
  transportProviders: Array<{
    name: string;
    locations: Array<Omit<Row<typeof pickupLocations>, 'tenantId' | 'id' | 'transportProviderId'>>;
  }>;
  admin?: { email: string; name: string };
};
