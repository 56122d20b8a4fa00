// The product list's search and filters live in the URL, so a filtered view survives a reload and can be shared.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_STATUSES, PRODUCT_TAGS, type ProductStatus } from '@pataka/domain/product';

export type ProductFilters = {
  search?: string;
  categoryId?: string;
  brandId?: string;
  status?: ProductStatus;
  stock?: 'in' | 'out' | 'low';
  tag?: string;
  page: number;
};

/** The filters a URL query names (also read before the screen renders, app/prefetch-lists.ts). */
export function productFiltersFrom(params: URLSearchParams): ProductFilters {
  const status = params.get('status') ?? '';
  const stock = params.get('stock');
  const tag = params.get('tag') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() || undefined,
    categoryId: params.get('category') || undefined,
    brandId: params.get('brand') || undefined,
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : undefined,
    stock: stock === 'in' || stock === 'out' || stock === 'low' ? stock : undefined,
    tag: (PRODUCT_TAGS as readonly string[]).includes(tag) ? tag : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => productFiltersFrom(params), [params]);

  /** Sets some query keys (empty removes them); any change but paging goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filtered = Boolean(
    filters.search || filters.categoryId || filters.brandId || filters.status || filters.stock || filters.tag,
  );
  return { filters, update, filtered };
}
