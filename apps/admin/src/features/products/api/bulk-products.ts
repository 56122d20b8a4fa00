import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAction } from '@pataka/domain/catalogue-admin';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { PRODUCTS_KEY } from './get-products.ts';

export type { BulkAction } from '@pataka/domain/catalogue-admin';
export type BulkInput = { ids: string[]; action: BulkAction; tag?: string; categoryId?: string };

const DONE: Record<BulkAction, string> = {
  in_stock: 'marked in stock',
  sold_out: 'marked sold out',
  add_tag: 'tagged',
  remove_tag: 'untagged',
  set_category: 'moved',
  archive: 'archived',
};

export const bulkProducts = (input: BulkInput) =>
  api.post<{ updated?: number } | null>('/admin/products/bulk', input);

export function useBulkProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkProducts,
    onSuccess: (result, input) => {
      const count = result?.updated ?? input.ids.length;
      toast.success(`${count} product${count === 1 ? '' : 's'} ${DONE[input.action]}`);
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
      if (input.action === 'set_category') void client.invalidateQueries({ queryKey: ['admin-categories'] });
    },
    onError: (error) => toast.error(`Could not change the products: ${error.message}`),
  });
}
