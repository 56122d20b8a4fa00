import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductInput } from '../lib/product-form-values.ts';
import { PRODUCTS_KEY } from './get-products.ts';
import type { AdminProduct } from './product-types.ts';

export const createProduct = (input: ProductInput) => api.post<AdminProduct>('/products', input);
export const updateProduct = (id: string, input: ProductInput) =>
  api.put<AdminProduct>(`/products/${encodeURIComponent(id)}`, input);
/** DELETE archives: the product leaves the storefront, enquiries keep their copy. */
export const archiveProduct = (id: string) => api.delete<unknown>(`/products/${encodeURIComponent(id)}`);

export function useSaveProduct(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => (id ? updateProduct(id, input) : createProduct(input)),
    onSuccess: (product) => {
      if (product?.id) client.setQueryData([...PRODUCTS_KEY, 'one', product.id], product);
      void client.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'list'] });
      void client.invalidateQueries({ queryKey: ['admin-categories'] });
    },
  });
}

export function useArchiveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archiveProduct,
    // Not awaited: the refetched product (archived) unmounts the Archive button, and a mutation that waited
    // for it would finish after its caller is gone, so the caller's toast and navigation would never run.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
}
