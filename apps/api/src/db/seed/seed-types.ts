import type { companySettings } from '../schema/tenants.ts';
import type { coupons, flashNews, pickupLocations, products } from '../schema/index.ts';
import type { ArtKind } from './art/art-kinds.ts';
import type { LogoStyle } from './art/logo-art.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/**
 * A time window relative to the moment of seeding, in days (negative = in the past), so demo
 * coupons and news stay "current" whenever the shop is seeded. null or absent = open-ended.
 */
export type RelativeWindow = { startsInDays?: number | null; endsInDays?: number | null };

/** A whole shop as data: seed-tenant.ts turns it into rows with stable ids. */
export type ShopSeed = {
  tenant: { id: string; name: string };
  company: Omit<Row<typeof companySettings>, 'tenantId'>;
  categories: Array<{
    slug: string;
    name: string;
    /** Shown to shoppers who choose Tamil. */
    nameTa?: string | null;
    description?: string;
    imageUrl?: string;
    parentSlug?: string;
    displayOrder?: number;
    isActive?: boolean;
    /** What the generated picture of the category and its products shows (not stored). */
    art?: ArtKind;
  }>;
  brands: Array<{
    slug: string;
    name: string;
    description?: string;
    logo?: string;
    website?: string;
    isFeatured?: boolean;
    isActive?: boolean;
  }>;
  products: Array<
    Omit<Row<typeof products>, 'tenantId' | 'id' | 'categoryId' | 'brandId'> & {
      categorySlug: string;
      brandSlug?: string;
    }
  >;
  coupons: Array<Omit<Row<typeof coupons>, 'tenantId' | 'id' | 'validFrom' | 'validTo'> & RelativeWindow>;
  flashNews: Array<Omit<Row<typeof flashNews>, 'tenantId' | 'id' | 'startDate' | 'endDate'> & RelativeWindow>;
  transportProviders: Array<{
    name: string;
    locations: Array<Omit<Row<typeof pickupLocations>, 'tenantId' | 'id' | 'transportProviderId'>>;
  }>;
  admin?: { email: string; name: string };
  /** How the generated logo (company.logo under /media/) is drawn; not stored. */
  logoStyle?: LogoStyle;
};
