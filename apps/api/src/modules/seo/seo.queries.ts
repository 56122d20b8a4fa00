// What a shop's sitemap lists: its public pages and when each last changed.
import { and, desc, eq, max } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalogue.ts';
import { companySettings, tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';

export type SitemapRows = {
  /** Newest change to any product, archived ones included (an archive changes the lists too). */
  productsChangedAt: Date | null;
  categoriesChangedAt: Date | null;
  /** The shop's settings: what the content pages (about, contact, shipping…) show. */
  companyChangedAt: Date | null;
  categories: { slug: string; updatedAt: Date }[];
  products: { slug: string; updatedAt: Date }[];
};

/** True when the tenant exists and is open for business. */
export async function isActiveTenant(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ isActive: tenants.isActive }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.isActive === true;
}

export async function loadSitemapRows(db: Db, tenantId: string): Promise<SitemapRows> {
  // One query at a time: PGlite serialises them anyway, and this runs once per catalogue change.
  const [productsChanged] = await db
    .select({ at: max(products.updatedAt) })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  const [categoriesChanged] = await db
    .select({ at: max(categories.updatedAt) })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
  const [company] = await db
    .select({ at: companySettings.updatedAt })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  const activeCategories = await db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.isActive, true)))
    .orderBy(categories.displayOrder, categories.name);
  const activeProducts = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')))
    .orderBy(desc(products.updatedAt), products.slug);
  return {
    productsChangedAt: toDate(productsChanged?.at),
    categoriesChangedAt: toDate(categoriesChanged?.at),
    companyChangedAt: company?.at ?? null,
    categories: activeCategories,
    products: activeProducts,
  };
}

/** max() of a timestamp comes back as a string on some drivers, a Date on others. */
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
