// Counted stock (decision 143): hand adjustments, the low-stock level and a product's ledger.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAdjust } from '@pataka/domain/stock';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { PRODUCTS_KEY } from './get-products.ts';
import type { AdminProduct } from './product-types.ts';

export type StockMovement = {
  id: string;
  kind: 'reserve' | 'release' | 'take_out' | 'adjust' | 'import';
  label: string;
  reason: string | null;
  orderId: string | null;
  orderNumber: string | null;
  onHandBefore: number | null;
  onHandAfter: number | null;
  reservedBefore: number;
  reservedAfter: number;
  by: string | null;
  createdAt: string;
};

export const stockLedgerQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'ledger', productId, page],
    queryFn: () =>
      api.page<StockMovement>(`/admin/products/${encodeURIComponent(productId)}/stock-ledger`, {
        page,
        limit: 20,
      }),
  });

export const useStockLedger = (productId: string, page: number) =>
  useQuery(stockLedgerQueryOptions(productId, page));

export function useAdjustStock(product: Pick<AdminProduct, 'id' | 'name'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjust) =>
      api.post<AdminProduct>(`/admin/products/${encodeURIComponent(product.id)}/stock`, body),
    onSuccess: (saved) => {
      toast.success(`Stock of “${product.name}”: ${saved.stockOnHand ?? 'not counted'} on hand`);
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
}

export function useSetLowStockLevel(product: Pick<AdminProduct, 'id' | 'name'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lowStockLevel: number | null) =>
      api.put<AdminProduct>(`/admin/products/${encodeURIComponent(product.id)}/low-stock-level`, {
        lowStockLevel,
      }),
    onSuccess: (saved) => {
      toast.success(
        saved.lowStockLevel === null
          ? `No low-stock alert for “${product.name}”`
          : `“${product.name}” alerts at ${saved.lowStockLevel} or fewer`,
      );
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    onError: (error) => toast.error(error.message),
  });
}

export const stockSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'stock-summary'],
    queryFn: () => api.get<{ counted: number; low: number; soldOut: number }>('/admin/stock/summary'),
  });
