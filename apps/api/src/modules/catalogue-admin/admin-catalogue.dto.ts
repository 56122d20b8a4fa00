// What the staff console reads: the public shapes (rupees, refs) plus the raw ids, timestamps and
// which picture is the main one, for every status.
import { z } from 'zod';
import { isLowStock } from '@pataka/domain/stock';
import { products } from '../../db/schema/catalogue.ts';
import {
  loadBrands,
  loadCategories,
  type BrandRow,
  type CategoryRow,
} from '../catalogue/catalogue.queries.ts';
import { productDto, type ProductDto } from '../catalogue/catalogue.dto.ts';
import { BrandSchema, CategorySchema, ProductSchema } from '../catalogue/catalogue.schemas.ts';
import type { Db } from '../../db/types.ts';

export type ProductRecord = typeof products.$inferSelect;

export const AdminProductSchema = ProductSchema.extend({
  categoryId: z.string().nullable(),
  brandId: z.string().nullable(),
  medias: z.array(
    z.object({
      type: z.enum(['image', 'video']),
      url: z.string(),
      alt: z.string().nullable().optional(),
      isMain: z.boolean(),
    }),
  ),
  popularity: z.number().int(),
  inStock: z.boolean().describe("Staff's own sold-out switch (the storefront also sells out at 0 available)"),
  stockOnHand: z.number().int().nullable().describe('Units on hand; null = stock not counted'),
  stockReserved: z.number().int().describe('Units reserved by confirmed enquiries'),
  lowStockLevel: z.number().int().nullable(),
  hsn: z.string().nullable().describe("Invoice HSN; null = the shop's default"),
  gstRate: z.number().nullable().describe("GST percent; null = the shop's default"),
  lowStock: z.boolean().describe('Counted, and available is at or below lowStockLevel'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminCategorySchema = CategorySchema.extend({
  productCount: z.number().int().describe('Products of every status directly in this category'),
  activeProductCount: z.number().int().describe('Active products directly in this category'),
});
export const AdminBrandSchema = BrandSchema.extend({
  productsCount: z.number().int().describe('Products of every status of this brand'),
  activeProductsCount: z.number().int(),
});

/** The tenant's categories and brands by id, to name a product's references. */
export async function loadRefs(db: Db, tenantId: string) {
  const [categories, brands] = await Promise.all([loadCategories(db, tenantId), loadBrands(db, tenantId)]);
  return {
    categories: new Map<string, CategoryRow>(categories.map((c) => [c.id, c])),
    brands: new Map<string, BrandRow>(brands.map((b) => [b.id, b])),
  };
}
export type Refs = Awaited<ReturnType<typeof loadRefs>>;

export function adminProductDto(row: ProductRecord, refs: Refs): AdminProduct {
  const base: ProductDto = productDto(
    { ...row, stockOnHand: row.stockQuantity },
    row.categoryId ? refs.categories.get(row.categoryId) : undefined,
    row.brandId ? refs.brands.get(row.brandId) : undefined,
  );
  // A seed product may carry `image` without listing it in medias: the console shows it as the one picture.
  const medias = row.medias.length
    ? row.medias
    : row.image
      ? [{ url: row.image, type: 'image' as const }]
      : [];
  return {
    ...base,
    categoryId: row.categoryId,
    brandId: row.brandId,
    medias: medias.map((m) => ({
      type: m.type,
      url: m.url,
      alt: m.alt ?? null,
      isMain: m.url === row.image,
    })),
    popularity: row.popularity,
    inStock: row.inStock,
    stockOnHand: row.stockQuantity,
    stockReserved: row.stockReserved,
    lowStockLevel: row.lowStockLevel,
    hsn: row.hsn,
    gstRate: row.gstRateBp == null ? null : row.gstRateBp / 100,
    lowStock: isLowStock({ onHand: row.stockQuantity, reserved: row.stockReserved }, row.lowStockLevel),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit entry keeps of a product (money in rupees, as staff read it). */
export const productAuditView = (row: ProductRecord) => ({
  name: row.name,
  nameTa: row.nameTa,
  slug: row.slug,
  sku: row.sku,
  productCode: row.productCode,
  price: row.pricePaise / 100,
  originalPrice: row.originalPricePaise == null ? null : row.originalPricePaise / 100,
  categoryId: row.categoryId,
  brandId: row.brandId,
  inStock: row.inStock,
  status: row.status,
  tags: row.tags,
  packageType: row.packageType,
  piecesPerBox: row.piecesPerBox,
  image: row.image,
  medias: row.medias.map((m) => m.url),
  description: row.description,
});
