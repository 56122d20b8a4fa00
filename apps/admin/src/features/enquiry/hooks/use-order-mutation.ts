// Every enquiry action: run it, put the server's order in the cache, refresh the lists, say how it went.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';

const isOrder = (value: unknown): value is StaffOrder =>
  typeof value === 'object' && value !== null && 'orderNumber' in value && 'items' in value;

export function useOrderMutation<TInput, TResult>(
  orderId: string,
  run: (input: TInput) => Promise<TResult>,
  success: string | ((result: TResult) => string),
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      const order = isOrder(result)
        ? result
        : isOrder((result as { order?: unknown })?.order)
          ? (result as { order: StaffOrder }).order
          : null;
      if (order) client.setQueryData(['order', orderId], order);
      toast.success(typeof success === 'function' ? success(result) : success);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['order', orderId] });
      void client.invalidateQueries({ queryKey: ['orders'] });
      void client.invalidateQueries({ queryKey: ['invoice'] });
      void client.invalidateQueries({ queryKey: ['order-counts'] });
      void client.invalidateQueries({ queryKey: ['order-notes', orderId] });
    },
  });
}
