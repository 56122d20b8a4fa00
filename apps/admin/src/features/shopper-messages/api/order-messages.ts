import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ShopperMessageChannel,
  ShopperMessageEvent,
  ShopperMessageStatus,
} from '@pataka/domain/shopper-messages';
import { api } from '../../../lib/api-client.ts';

/** One message to the enquiry's shopper (GET /orders/{id}/shopper-messages). */
export type OrderMessage = {
  id: string;
  event: ShopperMessageEvent;
  eventLabel: string;
  channel: ShopperMessageChannel;
  status: ShopperMessageStatus;
  statusLabel: string;
  language: 'en' | 'ta';
  text: string;
  error: string | null;
  attempts: number;
  template: string | null;
  createdAt: string;
  sentAt: string | null;
  whatsappLink: string | null;
};

export const orderMessagesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'shopper-messages'],
    queryFn: () => api.get<OrderMessage[]>(`/orders/${encodeURIComponent(orderId)}/shopper-messages`),
    // A message queued a moment ago is sent within seconds: look again while any is still on its way.
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === 'queued') ? 3000 : false),
  });

export const useOrderMessages = (orderId: string) => useQuery(orderMessagesQueryOptions(orderId));

export const useRetryOrderMessage = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post<OrderMessage>(
        `/orders/${encodeURIComponent(orderId)}/shopper-messages/${encodeURIComponent(messageId)}/retry`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: orderMessagesQueryOptions(orderId).queryKey }),
  });
};
