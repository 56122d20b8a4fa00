import { FailedJobsScreen } from '../../features/jobs/components/failed-jobs-screen.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Background jobs</h1>
      <FailedJobsScreen />
    </div>
  );
}
