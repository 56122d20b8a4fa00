import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

/** A coupon as staff see it: the public fields plus how often it was used and who may see it. */
export type AdminCoupon = Coupon & {
  usageCount: number;
  perCustomerLimit?: number | null;
  isPublic?: boolean;
  firstTimeOnly?: boolean;
  createdAt?: string;
};

/** What POST and PUT take (rupees; ISO instants for the dates). */
export type CouponBody = {
  code: string;
  description: string | null;
  /** The description in Tamil; null clears it. */
  descriptionTa: string | null;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  maximumDiscount: number | null;
  minimumOrderAmount: number | null;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  isActive: boolean;
  isPublic: boolean;
  firstTimeOnly: boolean;
  applicableProducts: string[];
  applicableCategories: string[];
  customerTiers: string[];
};

export type CouponsQuery = { search: string; page: number; limit: number };

export const couponsQueryOptions = (q: CouponsQuery) =>
  queryOptions({
    queryKey: ['coupons', 'list', q],
    queryFn: () =>
      api.page<AdminCoupon>('/admin/coupons', {
        search: q.search || undefined,
        page: q.page,
        limit: q.limit,
      }),
    placeholderData: keepPreviousData,
  });

export const useCoupons = (q: CouponsQuery) => useQuery(couponsQueryOptions(q));

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CouponBody }) =>
      id
        ? api.put<AdminCoupon>(`/coupons/${encodeURIComponent(id)}`, body)
        : api.post<AdminCoupon>('/coupons', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
}

export function useDeactivateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/coupons/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
}

export type CategoryOption = { id: string; name: string };
export type ProductOption = { id: string; name: string; sku?: string | null };

export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['categories', 'options'],
    queryFn: async () => {
      const rows = await api.get<CategoryOption[] | { data: CategoryOption[] }>('/admin/categories', {
        limit: 100,
      });
      return (Array.isArray(rows) ? rows : rows.data).map((c) => ({ id: c.id, name: c.name }));
    },
    staleTime: 5 * 60_000,
  });

export const useProductSearch = (search: string) =>
  useQuery({
    queryKey: ['products', 'options', search],
    queryFn: async () =>
      (await api.page<ProductOption>('/admin/products', { search, limit: 10 })).data.map((p) => ({
        id: p.id,
        name: p.name,
        sku: p.sku ?? null,
      })),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
