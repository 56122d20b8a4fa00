// Rows → the API's shapes (§3): rupees, derived flags, {id, name, slug} references.
import type { Brand, Category, Product, Ref } from '@pataka/domain/api-types';
import { discountPercent, toRupees } from '@pataka/domain/money';
import { availableStock, isInStock } from '@pataka/domain/stock';
import type { BrandRow, CategoryRow, ProductRow } from './catalogue.queries.ts';

/** The API always names things in Tamil too (null when staff entered none); the shared types allow it absent. */
export type ProductDto = Product & { nameTa: string | null; availableQuantity: number | null };
export type CategoryDto = Category & { nameTa: string | null };

const ref = (row: { id: string; name: string; slug: string } | undefined): Ref | null =>
  row ? { id: row.id, name: row.name, slug: row.slug } : null;
/** A category reference also names it in Tamil (a product card shows its category). */
const categoryRef = (row: CategoryRow | undefined): Ref | null =>
  row ? { id: row.id, name: row.name, nameTa: row.nameTa, slug: row.slug } : null;

export function productDto(
  row: ProductRow,
  category: CategoryRow | undefined,
  brand: BrandRow | undefined,
): ProductDto {
  const price = toRupees(row.pricePaise);
  const originalPrice = row.originalPricePaise == null ? null : toRupees(row.originalPricePaise);
  const counts = { onHand: row.stockOnHand, reserved: row.stockReserved };
  return {
    id: row.id,
    name: row.name,
    nameTa: row.nameTa,
    slug: row.slug,
    price,
    originalPrice,
    image: row.image,
    category: categoryRef(category),
    description: row.description,
    // Sold Out when staff say so or, for a counted product, when nothing is left to promise.
    inStock: isInStock(row.inStock, counts),
    availableQuantity: availableStock(counts),
    featured: row.tags.includes('Featured'),
    isNew: row.tags.includes('New'),
    medias: row.medias.map((m) => ({ type: m.type, url: m.url, alt: m.alt ?? null })),
    productCode: row.productCode,
    sku: row.sku,
    brand: ref(brand),
    packSize: row.packageType,
    piecesPerBox: row.piecesPerBox,
    discount: discountPercent(price, originalPrice),
    tags: row.tags,
    status: row.status,
    rating: row.rating,
    reviewCount: row.reviewCount,
  };
}

export function categoryDto(row: CategoryRow, productCount?: number): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    nameTa: row.nameTa,
    slug: row.slug,
    image: row.imageUrl,
    description: row.description,
    parentId: row.parentId,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    ...(productCount === undefined ? {} : { productCount }),
  };
}

export function brandDto(row: BrandRow, productsCount: number): Brand {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logo,
    website: row.website,
    productsCount,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
  };
}
