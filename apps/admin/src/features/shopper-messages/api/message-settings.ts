import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopperMessageEvent, ShopperMessageSettingsInput } from '@pataka/domain/shopper-messages';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/shopper-messages/settings: secrets only as set / last four characters. */
export type MessageSettings = {
  smsEnabled: boolean;
  msg91AuthKeySet: boolean;
  msg91AuthKeyHint: string | null;
  msg91Sender: string;
  smsTemplateIds: Record<ShopperMessageEvent, string>;
  whatsappEnabled: boolean;
  whatsappPhoneNumberId: string;
  whatsappTokenSet: boolean;
  whatsappTokenHint: string | null;
  whatsappTemplateNames: Record<ShopperMessageEvent, string>;
  updatedAt: string | null;
};

const URL = '/admin/shopper-messages/settings';

export const messageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'shopper-messages'],
    queryFn: () => api.get<MessageSettings>(URL),
    refetchOnWindowFocus: false,
  });

export const useMessageSettings = () => useQuery(messageSettingsQueryOptions());

export const useSaveMessageSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopperMessageSettingsInput) => api.put<MessageSettings>(URL, body),
    onSuccess: (saved) => client.setQueryData(messageSettingsQueryOptions().queryKey, saved),
  });
};
