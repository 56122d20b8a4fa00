// "Background jobs": work the server does after a request (reading payment screenshots, notifications,
// reminders, product pictures) that failed after its retries, with the error and a Retry for the owner.
import { Button } from '@pataka/ui/button';
import { JOB_MESSAGES } from '@pataka/domain/jobs';
import { EmptyState, LoadError } from '../../../components/bits.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFailedJobs, useRetryJob, type FailedJob } from '../api/failed-jobs.ts';

function FailedJobRow({ job, canRetry }: { job: FailedJob; canRetry: boolean }) {
  const retry = useRetryJob();
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(`${job.label}: ${JOB_MESSAGES.retried}`),
      onError: (e) => toast.error(e.message),
    });
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{job.label}</p>
        <p className="text-sm break-words text-red-800">{job.error}</p>
        <p className="text-xs text-stone-600">
          Failed {formatDateTime(job.failedAt)} after {job.attempts}{' '}
          {job.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
      </div>
      {canRetry && (
        <Button
          size="sm"
          variant="outline"
          className="self-start sm:self-center"
          loading={retry.isPending}
          onClick={onRetry}
          aria-label={`Retry: ${job.label}`}
        >
          Retry
        </Button>
      )}
    </li>
  );
}

export function FailedJobsScreen() {
  const { user } = useAuth();
  const isOwner = user?.role === 'owner';
  const { data, isPending, isError, error, refetch } = useFailedJobs();
  if (isPending) return <p className="text-stone-600">Loading background jobs…</p>;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState>{JOB_MESSAGES.noFailedJobs}</EmptyState>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        These failed even after retrying on their own.
        {isOwner
          ? ' Fix the cause (a webhook address, a device), then retry.'
          : ' The shop owner can retry them.'}
      </p>
      <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white">
        {data.map((job) => (
          <FailedJobRow key={job.id} job={job} canRetry={isOwner} />
        ))}
      </ul>
    </div>
  );
}
