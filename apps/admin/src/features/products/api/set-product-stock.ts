// The inline In stock / Sold out toggle: the row flips at once and flips back if the server says no.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Paged } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { PRODUCTS_KEY } from './get-products.ts';
import type { AdminProduct } from './product-types.ts';

type Vars = { id: string; name: string; inStock: boolean };
type Snapshot = [QueryKey, Paged<AdminProduct> | undefined][];

export const setProductStock = ({ id, inStock }: Vars) =>
  api.patch<AdminProduct>(`/products/${encodeURIComponent(id)}`, { inStock });

export function useSetProductStock() {
  const client = useQueryClient();
  return useMutation<AdminProduct, Error, Vars, { snapshot: Snapshot }>({
    mutationFn: setProductStock,
    onMutate: async ({ id, inStock }) => {
      const filter = { queryKey: [...PRODUCTS_KEY, 'list'] };
      await client.cancelQueries(filter);
      const snapshot = client.getQueriesData<Paged<AdminProduct>>(filter);
      client.setQueriesData<Paged<AdminProduct>>(filter, (old) =>
        old ? { ...old, data: old.data.map((p) => (p.id === id ? { ...p, inStock } : p)) } : old,
      );
      return { snapshot };
    },
    onError: (error, { name }, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      toast.error(`Could not change “${name}”: ${error.message}`);
    },
    onSuccess: (_data, { name, inStock }) =>
      toast.success(`“${name}” is ${inStock ? 'in stock' : 'sold out'}`),
    onSettled: () => client.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
