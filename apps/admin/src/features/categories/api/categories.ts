// Categories for staff: every one (hidden too) with its product count, in display order.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@pataka/domain/catalogue-admin';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export type AdminCategory = {
  id: string;
  name: string;
  nameTa?: string | null;
  slug: string;
  description: string | null;
  image?: string | null;
  imageUrl?: string | null;
  parentId: string | null;
  isActive: boolean;
  displayOrder: number;
  productCount?: number;
};

/** The same key the product filters use, so an edit here refreshes them too. */
export const CATEGORIES_KEY = ['admin-categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: async () =>
      [...(await api.get<AdminCategory[]>('/admin/categories'))].sort(
        (a, b) => a.displayOrder - b.displayOrder,
      ),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

export const categoryImage = (c: Pick<AdminCategory, 'image' | 'imageUrl'>) => c.imageUrl ?? c.image ?? null;

/** The category as the form (and a PUT, which replaces every field) needs it. */
export const toCategoryInput = (c: AdminCategory): CategoryInput => ({
  name: c.name,
  nameTa: c.nameTa ?? null,
  slug: c.slug,
  description: c.description ?? null,
  imageUrl: categoryImage(c),
  parentId: c.parentId ?? null,
  isActive: c.isActive,
  displayOrder: c.displayOrder,
});

export function useSaveCategory(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      id
        ? api.put<AdminCategory>(`/categories/${encodeURIComponent(id)}`, input)
        : api.post<AdminCategory>('/categories', input),
    onSuccess: () => client.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/categories/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/** Saves a new display order; the list shows it at once and goes back if the server refuses. */
export function useReorderCategories() {
  const client = useQueryClient();
  return useMutation<unknown, Error, AdminCategory[], { before: AdminCategory[] | undefined }>({
    mutationFn: (ordered) => api.put<unknown>('/admin/categories/order', { ids: ordered.map((c) => c.id) }),
    onMutate: async (ordered) => {
      await client.cancelQueries({ queryKey: CATEGORIES_KEY });
      const before = client.getQueryData<AdminCategory[]>(CATEGORIES_KEY);
      client.setQueryData(
        CATEGORIES_KEY,
        ordered.map((c, i) => ({ ...c, displayOrder: i })),
      );
      return { before };
    },
    onError: (e, _v, context) => {
      client.setQueryData(CATEGORIES_KEY, context?.before);
      toast.error(`Could not save the order: ${e.message}`);
    },
    onSuccess: () => toast.success('Order saved'),
  });
}

/** A picture for a category: the product-image upload, which answers its URL. */
export async function uploadCategoryImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const image = await api.post<{ url: string }>('/uploads/product-image', body);
  return image.url;
}
