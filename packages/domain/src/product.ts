// Product tags and sort fields as the API stores and the storefront queries them (§3, §7).

/** Tags exactly as stored: 'New' and 'Featured' capitalised, the other two lower case (as the spec's data has them). */
export const PRODUCT_TAGS = ['New', 'Featured', 'bestseller', 'sale'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** /products?tag=… query values (§2) mapped to the stored tag. */
export const TAG_QUERY_MAP = {
  new: 'New',
  featured: 'Featured',
  bestseller: 'bestseller',
  sale: 'sale',
} as const satisfies Record<string, ProductTag>;
export type TagQuery = keyof typeof TAG_QUERY_MAP;

/** The stored tag for a /products?tag= value, or undefined for anything else. */
export function tagFromQuery(value: string): ProductTag | undefined {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(TAG_QUERY_MAP, key) ? TAG_QUERY_MAP[key as TagQuery] : undefined;
}

export const SORT_FIELDS = ['price', 'name', 'newest', 'popularity'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Only products with this status are shown (§3). */
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
