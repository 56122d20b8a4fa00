// Web Push on this device: the VAPID key, and the subscription the API stores for the signed-in staff member.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PushSubscriptionBody = { endpoint: string; keys: { p256dh: string; auth: string } };

export const getPushPublicKey = () => api.get<{ publicKey: string }>('/admin/push/public-key');

export const pushPublicKeyQueryOptions = () =>
  queryOptions({ queryKey: ['push', 'public-key'], queryFn: getPushPublicKey, staleTime: Infinity });

export const usePushPublicKey = (enabled: boolean) => useQuery({ ...pushPublicKeyQueryOptions(), enabled });

export const savePushSubscription = (body: PushSubscriptionBody) =>
  api.post<unknown>('/admin/push/subscriptions', body);

export const deletePushSubscription = (endpoint: string) =>
  api.delete<unknown>('/admin/push/subscriptions', { endpoint });
