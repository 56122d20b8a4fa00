// GET/PUT /customers/me/message-preferences: WhatsApp messages about my enquiries on or off, and their
// language (English or Tamil). SMS about an enquiry always goes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePreferences } from '@pataka/domain/shopper-messages';
import { api } from '../../../lib/api-client.ts';

export type SavedMessagePreferences = Required<MessagePreferences>;

export const messagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'message-preferences'],
    queryFn: () => api.get<SavedMessagePreferences>('/customers/me/message-preferences'),
  });

export const useMessagePreferences = () => useQuery(messagePreferencesQueryOptions());

export function useSaveMessagePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagePreferences) =>
      api.put<SavedMessagePreferences>('/customers/me/message-preferences', body),
    onSuccess: (saved) => client.setQueryData(messagePreferencesQueryOptions().queryKey, saved),
  });
}
