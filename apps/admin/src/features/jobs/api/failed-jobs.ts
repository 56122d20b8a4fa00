import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJobDto } from '@pataka/domain/jobs';
import { api } from '../../../lib/api-client.ts';

export type FailedJob = FailedJobDto;

export const getFailedJobs = () => api.get<FailedJob[]>('/admin/jobs/failed');

export const failedJobsQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'failed'], queryFn: getFailedJobs });

export const useFailedJobs = () => useQuery(failedJobsQueryOptions());

/** Puts a failed job back in the queue (owners); the list drops it. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ retried: true }>(`/admin/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['jobs', 'failed'] }),
  });
}
