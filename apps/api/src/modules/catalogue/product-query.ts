// GET /products query (§7): parsed and normalised once, so equal requests share one cache key.
import { z } from 'zod';
import { PRODUCTS_PAGE_SIZE } from '@pataka/domain/limits';
import { toPaise } from '@pataka/domain/money';
import {
  SORT_FIELDS,
  SORT_ORDERS,
  tagFromQuery,
  type SortField,
  type SortOrder,
} from '@pataka/domain/product';

export const SEARCH_MAX = 100;
export const TAGS_MAX = 10;
const PAGE_MAX = 100_000;

const oneValue = (field: string) =>
  z.string({
    error: (i) => (Array.isArray(i.input) ? `${field} must be given once` : `${field} must be text`),
  });

const amount = (field: string) =>
  oneValue(field)
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, `${field} must be an amount in rupees (0 or more)`)
    .transform(Number);

const flag = (field: string) =>
  oneValue(field)
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` }))
    .transform((v) => v === 'true' || v === '1');

const wholeNumber = (field: string, min: number, max: number) =>
  oneValue(field)
    .trim()
    .regex(/^\d{1,9}$/, `${field} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${field} must be a whole number from ${min} to ${max}`)
        .max(max, `${field} must be a whole number from ${min} to ${max}`),
    );

const shortText = (field: string, max: number) =>
  oneValue(field).trim().max(max, `${field} must be at most ${max} characters`);

/** `tags=a&tags=b`, `tags=a`, or the storefront's lower-case `tag=new`: all become stored tag names. */
const tagList = (field: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be text` })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(z.string().trim().max(50, `${field} values must be at most 50 characters`))
        .max(TAGS_MAX, `${field} can be given at most ${TAGS_MAX} times`),
    );

export const ProductListQuerySchema = z
  .object({
    status: shortText('status', 20).optional(),
    category: shortText('category', 100).optional(),
    brand: shortText('brand', 100).optional(),
    minPrice: amount('minPrice').optional(),
    maxPrice: amount('maxPrice').optional(),
    inStock: flag('inStock').optional(),
    isNew: flag('isNew').optional(),
    search: shortText('search', SEARCH_MAX).optional(),
    tags: tagList('tags').optional(),
    tag: tagList('tag').optional(),
    sortBy: oneValue('sortBy')
      .pipe(z.enum(SORT_FIELDS, { error: `sortBy must be one of ${SORT_FIELDS.join(', ')}` }))
      .optional(),
    sortOrder: oneValue('sortOrder')
      .trim()
      .toLowerCase()
      .pipe(z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }))
      .optional(),
    page: wholeNumber('page', 1, PAGE_MAX).optional(),
    limit: wholeNumber('limit', 1, PRODUCTS_PAGE_SIZE).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be more than maxPrice',
    path: ['minPrice'],
  });

export type ProductListQueryInput = z.infer<typeof ProductListQuerySchema>;

/** The query with every default applied and every value in one canonical form. */
export type ProductQuery = {
  status: string;
  category?: string;
  brand?: string;
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  isNew?: boolean;
  searchTerms: string[];
  /** Lower-case stored tag names; a product matches when it carries any of them. */
  tags: string[];
  sortBy: SortField;
  sortOrder: SortOrder;
  page: number;
  limit: number;
};

/** Without sortOrder, each field sorts the way a shopper expects: cheapest, A–Z, newest, most popular. */
const DEFAULT_ORDER: Record<SortField, SortOrder> = {
  price: 'asc',
  name: 'asc',
  newest: 'desc',
  popularity: 'desc',
};

export function normaliseProductQuery(q: ProductListQueryInput): ProductQuery {
  const sortBy = q.sortBy ?? 'popularity';
  const tags = [...(q.tags ?? []), ...(q.tag ?? [])]
    .filter(Boolean)
    .map((t) => (tagFromQuery(t) ?? t).toLowerCase());
  return {
    status: q.status?.toLowerCase() || 'active',
    category: q.category?.toLowerCase() || undefined,
    brand: q.brand?.toLowerCase() || undefined,
    minPricePaise: q.minPrice === undefined ? undefined : toPaise(q.minPrice),
    maxPricePaise: q.maxPrice === undefined ? undefined : toPaise(q.maxPrice),
    inStock: q.inStock,
    isNew: q.isNew,
    searchTerms: (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean),
    tags: [...new Set(tags)].sort(),
    sortBy,
    sortOrder: q.sortOrder ?? DEFAULT_ORDER[sortBy],
    page: q.page ?? 1,
    limit: q.limit ?? PRODUCTS_PAGE_SIZE,
  };
}

/** The public-cache key: every field, in a fixed order, so `?limit=100` and `?` share an entry. */
export function productQueryKey(q: ProductQuery): string {
  return `products?${JSON.stringify([
    q.status,
    q.category,
    q.brand,
    q.minPricePaise,
    q.maxPricePaise,
    q.inStock,
    q.isNew,
    q.searchTerms,
    q.tags,
    q.sortBy,
    q.sortOrder,
    q.page,
    q.limit,
  ])}`;
}
