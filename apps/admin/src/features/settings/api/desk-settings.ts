import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskSettings } from '@pataka/domain/staff-messages';
import { api } from '../../../lib/api-client.ts';

export type { DeskSettings };

export const getDeskSettings = () => api.get<DeskSettings>('/admin/settings/desk');

export const deskSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'desk'], queryFn: getDeskSettings, refetchOnWindowFocus: false });

export const useDeskSettings = () => useQuery(deskSettingsQueryOptions());

export const updateDeskSettings = (body: DeskSettings) => api.put<DeskSettings>('/admin/settings/desk', body);

export const useUpdateDeskSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDeskSettings,
    onSuccess: (saved) => client.setQueryData(deskSettingsQueryOptions().queryKey, saved),
  });
};
