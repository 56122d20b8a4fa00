// Pickup points: the transport providers (parcel services) and, under each, the offices where shoppers
// collect. `?edit=<id>|new&provider=<id>` opens the pickup-point form in place.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { EmptyState, LoadError } from '../../../components/bits.tsx';
import {
  usePickupLocations,
  useProviders,
  useSaveProvider,
  type AdminPickupLocation,
  type Provider,
} from '../api/pickup-points.ts';
import { PickupForm } from './pickup-form.tsx';
import { ProviderCard } from './provider-card.tsx';

/** A location belongs to its provider by id when the API gives it, by name otherwise. */
const belongsTo = (l: AdminPickupLocation, p: Provider) =>
  l.transportProviderId ? l.transportProviderId === p.id : l.transportProviderName === p.name;

function AddProvider({ first }: { first: boolean }) {
  const save = useSaveProvider();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      { body: { name, isActive: true } },
      {
        onSuccess: () => {
          toast.success(`${name.trim()} added`);
          setName('');
        },
        onError: (err) => setError(err.message.replace(/^name:\s*/, '')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-xl border border-stone-200 bg-white p-4"
      aria-label="Add transport provider"
    >
      <label htmlFor="new-provider" className="text-sm font-semibold text-stone-800">
        {first ? 'Add your first transport provider' : 'Add a transport provider'}
      </label>
      <p className="text-xs text-stone-600">
        The parcel service whose offices shoppers collect from, e.g. KPN Parcel Service.
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id="new-provider"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 text-base"
        />
        <Button type="submit" loading={save.isPending} disabled={name.trim().length === 0}>
          Add
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

export function PickupPointsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providers = useProviders();
  const locations = usePickupLocations();
  const edit = params.get('edit');

  if (providers.isPending || locations.isPending)
    return <p className="text-stone-600">Loading pickup points…</p>;
  if (providers.isError || locations.isError)
    return (
      <LoadError
        message={(providers.error ?? locations.error)?.message ?? 'Could not load the pickup points.'}
        onRetry={() => (void providers.refetch(), void locations.refetch())}
      />
    );

  if (edit) {
    const location = edit === 'new' ? undefined : locations.data.find((l) => l.id === edit);
    const providerId =
      params.get('provider') ??
      (location && providers.data.find((p) => belongsTo(location, p))?.id) ??
      providers.data[0]?.id ??
      '';
    if (edit !== 'new' && !location)
      return (
        <EmptyState
          action={
            <Link to={paths.pickupPoints.getHref()} className={buttonClasses('outline', 'sm')}>
              Back to pickup points
            </Link>
          }
        >
          This pickup point no longer exists.
        </EmptyState>
      );
    return (
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{location ? `Edit ${location.name}` : 'New pickup point'}</h2>
        <PickupForm
          key={edit}
          location={location}
          providerId={providerId}
          providers={providers.data}
          onDone={() => navigate(paths.pickupPoints.getHref())}
        />
      </div>
    );
  }

  const orphans = locations.data.filter((l) => !providers.data.some((p) => belongsTo(l, p)));
  return (
    <div className="space-y-4">
      {providers.data.length === 0 && (
        <EmptyState>
          No pickup points yet — shoppers who do not want home delivery collect from a transport office. Add
          the transport provider first, then its offices.
        </EmptyState>
      )}
      {providers.data.map((p) => (
        <ProviderCard key={p.id} provider={p} locations={locations.data.filter((l) => belongsTo(l, p))} />
      ))}
      {orphans.length > 0 && (
        <p className="text-sm text-stone-600">
          {orphans.length} pickup point{orphans.length === 1 ? '' : 's'} without a known provider:{' '}
          {orphans.map((o) => (
            <Link
              key={o.id}
              to={`?edit=${encodeURIComponent(o.id)}`}
              className="mr-2 font-medium text-brand-700 underline"
            >
              {o.name}
            </Link>
          ))}
        </p>
      )}
      <AddProvider first={providers.data.length === 0} />
    </div>
  );
}
