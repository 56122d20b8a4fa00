// The /products and /category/{slug} list state lives in the URL (shareable, back button works).
import { BROWSE_PAGE_SIZE } from '@pataka/domain/limits';
import { tagFromQuery, type SortField, type SortOrder } from '@pataka/domain/product';
import type { ProductFilters } from '../api/get-products.ts';
import { catalogText } from '../messages.ts';

// Labels are functions: the catalogue is read when the select renders, in that request's language.
export const SORT_OPTIONS = [
  { value: 'popularity', label: () => catalogText.sortPopularity, sortBy: 'popularity', sortOrder: 'desc' },
  { value: 'newest', label: () => catalogText.sortNewest, sortBy: 'newest', sortOrder: 'desc' },
  { value: 'price-asc', label: () => catalogText.sortPriceAsc, sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: () => catalogText.sortPriceDesc, sortBy: 'price', sortOrder: 'desc' },
  { value: 'name-asc', label: () => catalogText.sortNameAsc, sortBy: 'name', sortOrder: 'asc' },
] as const satisfies readonly {
  value: string;
  label: () => string;
  sortBy: SortField;
  sortOrder: SortOrder;
}[];

export const PRICE_RANGES = [
  { value: '0-100', label: () => catalogText.priceUnder('₹100'), min: undefined, max: 100 },
  { value: '100-500', label: () => '₹100 – ₹500', min: 100, max: 500 },
  { value: '500-1000', label: () => '₹500 – ₹1,000', min: 500, max: 1000 },
  { value: '1000-5000', label: () => '₹1,000 – ₹5,000', min: 1000, max: 5000 },
  { value: '5000-', label: () => catalogText.priceAbove('₹5,000'), min: 5000, max: undefined },
] as const;

/** The title of a §2 tag value, in the current language (undefined for an unknown tag). */
export function tagTitle(tag: string): string | undefined {
  switch (tag) {
    case 'new':
      return catalogText.tagNew;
    case 'featured':
      return catalogText.tagFeatured;
    case 'bestseller':
      return catalogText.tagBestseller;
    case 'sale':
      return catalogText.tagSale;
    default:
      return undefined;
  }
}

/**
 * Titles for the §2 tag values. Each value is a getter, so reading `TAG_TITLES[tag]` while rendering
 * gives the current language even though the object itself is made once (prefer tagTitle()).
 */
export const TAG_TITLES: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    ['new', 'featured', 'bestseller', 'sale'].map((tag) => [
      tag,
      { enumerable: true, get: () => tagTitle(tag) },
    ]),
  ),
);

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** URL search params → the GET /products filters. Unknown values are ignored, never sent. */
export function filtersFromParams(params: URLSearchParams, fixedCategory?: string): ProductFilters {
  const tag = tagFromQuery(params.get('tag') ?? '');
  const sort = SORT_OPTIONS.find((o) => o.value === params.get('sort'));
  const search = params.get('search')?.trim();
  return {
    category: fixedCategory ?? (params.get('category') || undefined),
    search: search || undefined,
    tags: tag ? [tag] : undefined,
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true' ? true : undefined,
    sortBy: sort?.sortBy,
    sortOrder: sort?.sortOrder,
    page: positiveInt(params.get('page')) ?? 1,
    limit: BROWSE_PAGE_SIZE,
  };
}

/** The price-range select's value for the current URL (or '' for any price). */
export function priceRangeValue(params: URLSearchParams): string {
  const min = params.get('minPrice') ?? '';
  const max = params.get('maxPrice') ?? '';
  if (!min && !max) return '';
  return PRICE_RANGES.find((r) => String(r.min ?? '') === min && String(r.max ?? '') === max)?.value ?? '';
}
