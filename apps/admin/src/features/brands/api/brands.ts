import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandInput } from '@pataka/domain/catalogue-admin';
import { api } from '../../../lib/api-client.ts';

export type AdminBrand = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
  website: string | null;
  isFeatured: boolean;
  isActive: boolean;
  displayOrder: number;
  /** Products of every status of this brand. */
  productsCount?: number;
};

/** The same key the product form's brand select uses. */
export const BRANDS_KEY = ['admin-brands'] as const;

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: BRANDS_KEY, queryFn: () => api.get<AdminBrand[]>('/admin/brands') });
export const useBrands = () => useQuery(brandsQueryOptions());

export const toBrandInput = (b: AdminBrand): BrandInput => ({
  name: b.name,
  slug: b.slug,
  description: b.description ?? null,
  logo: b.logo ?? null,
  website: b.website ?? null,
  isFeatured: b.isFeatured ?? false,
  isActive: b.isActive ?? true,
  displayOrder: b.displayOrder ?? 0,
});

export function useSaveBrand(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandInput) =>
      id
        ? api.put<AdminBrand>(`/brands/${encodeURIComponent(id)}`, input)
        : api.post<AdminBrand>('/brands', input),
    onSuccess: () => client.invalidateQueries({ queryKey: BRANDS_KEY }),
  });
}

export function useDeleteBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/brands/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: BRANDS_KEY }),
  });
}

export async function uploadBrandLogo(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<{ url: string }>('/uploads/product-image', body)).url;
}
