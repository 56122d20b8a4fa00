import { useState } from 'react';
import { translateText } from '@pataka/domain/i18n';
import type { PickupLocation, PickupLocationRef } from '@pataka/domain/api-types';
import { Button } from '@pataka/ui/button';
import { SearchIcon } from '@pataka/ui/icons';
import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePickupLocations } from '../api/get-pickup-locations.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { pickupText } from '../messages.ts';

export const PICKUP_SEARCH_DEBOUNCE_MS = 300;

export type PickupPickerProps = {
  /** The chosen transport provider's name; null until one is chosen. */
  provider: string | null;
  selectedId: string | null;
  /** Reports the picked location's id and name (§4); the page also hands it to analytics. */
  onPick: (location: PickupLocationRef, full: PickupLocation) => void;
};

function LocationCard({
  location,
  selected,
  onPick,
}: {
  location: PickupLocation;
  selected: boolean;
  onPick: () => void;
}) {
  const hours = location.openingHours ?? location.timings;
  const place = [location.area, location.city, location.state].filter(Boolean).join(', ');
  return (
    <li>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        onClick={onPick}
        className={`block w-full rounded-xl border-2 p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 ${
          selected ? 'border-green-700 bg-green-50' : 'border-stone-200 bg-white hover:border-brand-300'
        }`}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-bold text-stone-900">{location.name}</span>
          {selected && (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white">
              <CheckIcon className="size-3" /> {pickupText.selected}
            </span>
          )}
        </span>
        <span className="mt-1 flex gap-1.5 text-sm text-stone-700">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="break-words">
            {location.address}
            {place && <>, {place}</>}
            {location.zipCode && <> {location.zipCode}</>}
            {location.landmark && (
              <span className="block text-stone-600">{pickupText.landmark(location.landmark)}</span>
            )}
          </span>
        </span>
        {(hours || location.phone) && (
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
            {hours && (
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-3.5" /> {hours}
              </span>
            )}
            {location.phone && (
              <span className="inline-flex items-center gap-1">
                <PhoneIcon className="size-3.5" /> {location.phone}
              </span>
            )}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The pickup-location picker (§2, §4): with no provider it asks for one; with a provider it loads that
 * provider's locations (loading, error, list, empty) narrowed by a free-text search.
 */
export function PickupPicker({ provider, selectedId, onPick }: PickupPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, PICKUP_SEARCH_DEBOUNCE_MS);
  const query = usePickupLocations(provider, settled);

  if (!provider) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        {pickupText.chooseProviderFirst}
      </p>
    );
  }

  const pick = (location: PickupLocation) => {
    onPick({ id: location.id, name: location.name }, location);
  };

  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">{pickupText.search}</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={pickupText.searchPlaceholder}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base focus:outline-2 focus:outline-offset-1 focus:outline-saffron-500"
        />
      </label>

      {query.isPending ? (
        <div role="status" aria-label={pickupText.loading} className="space-y-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
        >
          <p>{translateText(query.error.message)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            {pickupText.tryAgain}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">
          {settled.trim() ? pickupText.noMatch(provider, settled.trim()) : pickupText.noLocations(provider)}
        </p>
      ) : (
        <ul
          role="radiogroup"
          aria-label={pickupText.locationsOf(provider)}
          aria-busy={query.isFetching}
          className="grid max-h-96 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2"
        >
          {query.data.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              selected={location.id === selectedId}
              onPick={() => pick(location)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
