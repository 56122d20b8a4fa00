import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlashNews } from '@pataka/domain/api-types';
import type { FlashNewsState } from '@pataka/domain/shop-admin';
import { api } from '../../../lib/api-client.ts';

export type AdminFlashNews = FlashNews & { state: FlashNewsState };

export type FlashNewsBody = {
  title: string;
  message: string;
  /** Tamil title and message; null clears them. */
  titleTa: string | null;
  messageTa: string | null;
  type: 'info' | 'success' | 'warning' | 'alert';
  link: { text: string | null; url: string } | null;
  priority: number;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
};

export const flashNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['flash-news', 'admin'],
    queryFn: async () => {
      const rows = await api.get<AdminFlashNews[] | { data: AdminFlashNews[] }>('/admin/flashnews');
      return Array.isArray(rows) ? rows : rows.data;
    },
  });

export const useAdminFlashNews = () => useQuery(flashNewsQueryOptions());

export function useSaveFlashNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FlashNewsBody }) =>
      id
        ? api.put<AdminFlashNews>(`/flashnews/${encodeURIComponent(id)}`, body)
        : api.post<AdminFlashNews>('/flashnews', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['flash-news'] }),
  });
}

export function useDeleteFlashNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/flashnews/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['flash-news'] }),
  });
}
