import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type OrderNote = {
  id: string;
  body?: string;
  text?: string;
  note?: string;
  createdAt: string;
  authorName?: string | null;
  authorEmail?: string | null;
  createdByName?: string | null;
};

export const noteText = (n: OrderNote) => n.body ?? n.text ?? n.note ?? '';
export const noteAuthor = (n: OrderNote) => n.authorName ?? n.createdByName ?? n.authorEmail ?? 'Staff';

export const notesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['order-notes', orderId],
    queryFn: () => api.get<OrderNote[]>(`/orders/${encodeURIComponent(orderId)}/notes`),
  });

export function useNotes(orderId: string) {
  return useQuery(notesQueryOptions(orderId));
}

export function useAddNote(orderId: string) {
  return useOrderMutation(
    orderId,
    (body: string) => api.post<OrderNote>(`/orders/${encodeURIComponent(orderId)}/notes`, { body }),
    'Note added',
  );
}
