import { useNavigate } from 'react-router';
import { LoadError } from '../../components/bits.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { useTwoStepStatus } from '../../features/two-step/api/two-step.ts';
import { SetupPanel } from '../../features/two-step/components/setup-panel.tsx';
import { TeamRequirement } from '../../features/two-step/components/team-requirement.tsx';

export function Component() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const status = useTwoStepStatus();
  const isOwner = user?.role === 'owner';
  return (
    <div className="mx-auto max-w-xl space-y-6 p-4">
      <h1 className="text-xl font-semibold">Two-step sign-in</h1>
      {status.isPending && <p className="text-stone-600">Loading…</p>}
      {status.isError && <LoadError message={status.error.message} onRetry={() => void status.refetch()} />}
      {status.data && (
        <>
          {status.data.requiredForTeam && !status.data.enabled && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
              Your shop requires two-step sign-in. Set it up to continue.
            </p>
          )}
          <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="font-semibold">Your account</h2>
            {status.data.enabled ? (
              <p className="text-sm text-stone-700">
                On since {new Date(status.data.enabledAt!).toLocaleDateString('en-IN')}. Sign-in asks for a
                code from your authenticator app. Recovery codes left: {status.data.recoveryCodesLeft}.
              </p>
            ) : (
              <SetupPanel onDone={() => navigate(paths.inbox.getHref())} />
            )}
          </section>
          {isOwner && (
            <section className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
              <h2 className="font-semibold">Team</h2>
              <TeamRequirement required={status.data.requiredForTeam} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
