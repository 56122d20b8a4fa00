import type { ProductStatus } from '@pataka/domain/product';

export const TAG_LABELS: Record<string, string> = {
  New: 'New',
  Featured: 'Featured',
  bestseller: 'Bestseller',
  sale: 'Sale',
};
export const tagLabel = (tag: string) => TAG_LABELS[tag] ?? tag;

/** Archiving a product (DELETE) makes it inactive: staff call that "Archived". */
export const STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', inactive: 'Archived' };
