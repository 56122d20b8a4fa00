import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TallySettings } from '@pataka/domain/books/tally-settings';
import { api } from '../../../lib/api-client.ts';

export type SavedTallySettings = TallySettings & { updatedAt: string | null };

const URL = '/admin/reports/tally-settings';

export const tallySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'tally'],
    queryFn: () => api.get<SavedTallySettings>(URL),
    refetchOnWindowFocus: false,
  });

export const useTallySettings = () => useQuery(tallySettingsQueryOptions());

export const useSaveTallySettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TallySettings) => api.put<SavedTallySettings>(URL, body),
    onSuccess: (saved) => client.setQueryData(tallySettingsQueryOptions().queryKey, saved),
  });
};
