import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, NewsletterSubscription } from '@pataka/domain/api-types';
import type { ContactMessageStatus } from '@pataka/domain/shop-admin';
import { api } from '../../../lib/api-client.ts';

export type { ContactMessage, ContactMessageStatus, NewsletterSubscription };

export const useSubscribers = (q: { search: string; page: number; limit: number }) =>
  useQuery({
    queryKey: ['newsletter', q],
    queryFn: () =>
      api.page<NewsletterSubscription>('/admin/newsletter', {
        search: q.search || undefined,
        page: q.page,
        limit: q.limit,
      }),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (q: { status: string; page: number; limit: number }) =>
  useQuery({
    queryKey: ['contact-messages', q],
    queryFn: () =>
      api.page<ContactMessage>('/admin/contact-messages', {
        status: q.status || undefined,
        page: q.page,
        limit: q.limit,
      }),
    placeholderData: keepPreviousData,
  });

export function useSetMessageStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      api.patch<ContactMessage>(`/admin/contact-messages/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contact-messages'] }),
  });
}
