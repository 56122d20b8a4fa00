// One transport provider with its pickup points: rename in place, turn off/on, delete (refused with the
// server's words while it still has active pickup points), and its points listed below.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Pill } from '../../../components/bits.tsx';
import {
  useDeleteProvider,
  useSaveProvider,
  type AdminPickupLocation,
  type Provider,
} from '../api/pickup-points.ts';

function LocationRow({ location }: { location: AdminPickupLocation }) {
  const place = [location.area, location.city, location.state, location.zipCode].filter(Boolean).join(', ');
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-stone-900">{location.name}</p>
          {!location.isActive && <Pill tone="stone">Off</Pill>}
        </div>
        <p className="text-stone-700">{location.address}</p>
        <p className="text-stone-600">{place}</p>
        {location.landmark && <p className="text-stone-600">{location.landmark}</p>}
        <p className="text-stone-600">
          {[location.phone, location.timings ?? location.openingHours].filter(Boolean).join(' · ')}
          {location.mapUrl && (
            <>
              {' '}
              <a
                href={location.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline"
              >
                Map
              </a>
            </>
          )}
        </p>
      </div>
      <Link to={`?edit=${encodeURIComponent(location.id)}`} className={buttonClasses('outline', 'sm')}>
        Edit <span className="sr-only">{location.name}</span>
      </Link>
    </li>
  );
}

export function ProviderCard({
  provider,
  locations,
}: {
  provider: Provider;
  locations: AdminPickupLocation[];
}) {
  const save = useSaveProvider();
  const remove = useDeleteProvider();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(provider.name);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rename = (e: FormEvent) => {
    e.preventDefault();
    setRenameError(null);
    save.mutate(
      { id: provider.id, body: { name } },
      {
        onSuccess: () => {
          toast.success(`Renamed to ${name.trim()}`);
          setRenaming(false);
        },
        onError: (err) => setRenameError(err.message.replace(/^name:\s*/, '')),
      },
    );
  };
  const toggle = () =>
    save.mutate(
      { id: provider.id, body: { isActive: !provider.isActive } },
      {
        onSuccess: () =>
          toast.success(provider.isActive ? `${provider.name} turned off` : `${provider.name} turned on`),
        onError: (err) => toast.error(err.message),
      },
    );
  const doDelete = () => {
    setDeleteError(null);
    remove.mutate(provider.id, {
      onSuccess: () => {
        toast.success(`${provider.name} deleted`);
        setConfirmDelete(false);
      },
      onError: (err) =>
        setDeleteError(
          err instanceof ApiError && err.status === 409
            ? err.message || 'It still has active pickup points: turn them off or move them first.'
            : err.message,
        ),
    });
  };

  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4" aria-label={provider.name}>
      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 basis-48 text-sm font-semibold text-stone-800">
            New name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={renameError ? true : undefined}
              className="mt-1 block h-11 w-full rounded-lg border border-stone-300 px-3 text-base font-normal"
              autoFocus
            />
          </label>
          <Button type="submit" size="md" loading={save.isPending}>
            Save name
          </Button>
          <Button
            variant="ghost"
            onClick={() => (setRenaming(false), setName(provider.name), setRenameError(null))}
          >
            Cancel
          </Button>
          {renameError && (
            <p role="alert" className="w-full text-sm text-red-700">
              {renameError}
            </p>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 flex-1 basis-40 text-lg font-semibold">
            {provider.name}{' '}
            <span className="text-sm font-normal text-stone-600">
              · {locations.length} pickup point{locations.length === 1 ? '' : 's'}
            </span>
          </h2>
          {!provider.isActive && <Pill tone="stone">Off</Pill>}
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="ghost" size="sm" onClick={toggle} disabled={save.isPending}>
            {provider.isActive ? 'Turn off' : 'Turn on'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </div>
      )}
      {locations.length > 0 ? (
        <ul className="mt-2 divide-y divide-stone-100">
          {locations.map((l) => (
            <LocationRow key={l.id} location={l} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          No pickup points yet — add the offices where shoppers collect.
        </p>
      )}
      <Link
        to={`?edit=new&provider=${encodeURIComponent(provider.id)}`}
        className={buttonClasses('outline', 'sm', 'mt-3')}
      >
        Add pickup point <span className="sr-only">for {provider.name}</span>
      </Link>
      <Modal
        open={confirmDelete}
        title={`Delete ${provider.name}?`}
        onClose={() => (setConfirmDelete(false), setDeleteError(null))}
        size="sm"
      >
        <p className="text-sm text-stone-700">
          A provider can be deleted once none of its pickup points is active. To stop offering it for now,
          turn it off instead.
        </p>
        {deleteError && (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {deleteError}
          </p>
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => (setConfirmDelete(false), setDeleteError(null))}>
            Keep it
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={doDelete}>
            Delete
          </Button>
        </div>
      </Modal>
    </section>
  );
}
