// The rows the public catalogue is built from: one tenant's active products, and all its categories
// and brands (inactive ones are needed to name a product's category, and are filtered later).
import { and, asc, eq } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';

export async function loadActiveProducts(db: Db, tenantId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameTa: products.nameTa,
      slug: products.slug,
      description: products.description,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
      image: products.image,
      medias: products.medias,
      categoryId: products.categoryId,
      brandId: products.brandId,
      productCode: products.productCode,
      sku: products.sku,
      packageType: products.packageType,
      piecesPerBox: products.piecesPerBox,
      tags: products.tags,
      status: products.status,
      inStock: products.inStock,
      stockOnHand: products.stockQuantity,
      stockReserved: products.stockReserved,
      rating: products.rating,
      reviewCount: products.reviewCount,
      popularity: products.popularity,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')));
}
export type ProductRow = Awaited<ReturnType<typeof loadActiveProducts>>[number];

export async function loadCategories(db: Db, tenantId: string) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameTa: categories.nameTa,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
      parentId: categories.parentId,
      isActive: categories.isActive,
      displayOrder: categories.displayOrder,
    })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.displayOrder), asc(categories.name));
}
export type CategoryRow = Awaited<ReturnType<typeof loadCategories>>[number];

export async function loadBrands(db: Db, tenantId: string) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      description: brands.description,
      logo: brands.logo,
      website: brands.website,
      isFeatured: brands.isFeatured,
      isActive: brands.isActive,
      displayOrder: brands.displayOrder,
    })
    .from(brands)
    .where(eq(brands.tenantId, tenantId))
    .orderBy(asc(brands.displayOrder), asc(brands.name));
}
export type BrandRow = Awaited<ReturnType<typeof loadBrands>>[number];
