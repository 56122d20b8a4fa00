import { useState } from 'react';
import type { PickupLocation, PickupLocationRef } from '@pataka/domain/api-types';
import { SelectField } from '@pataka/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { MESSAGES } from '@pataka/domain/messages';
import { useTransportProviders } from '../api/get-transport-providers.ts';
import { pickupText } from '../messages.ts';
import { PickupPicker } from './pickup-picker.tsx';

export type PickupChoice = {
  provider: string | null;
  location: PickupLocationRef | null;
  details: PickupLocation | null;
};

const NOTHING: PickupChoice = { provider: null, location: null, details: null };

/**
 * Pickup from a transport provider's location: choose the provider, then one of its locations. Keeps its
 * own state and reports every change (a new provider clears the location).
 */
export function PickupChooser({ onChange }: { onChange: (next: PickupChoice) => void }) {
  const providers = useTransportProviders();
  const [value, setValue] = useState<PickupChoice>(NOTHING);
  const change = (next: PickupChoice) => {
    setValue(next);
    onChange(next);
  };

  return (
    <div className="space-y-4">
      {providers.isPending ? (
        <Skeleton className="h-16" />
      ) : providers.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(providers.error, MESSAGES.pickupLoadError)}
        </p>
      ) : (
        <SelectField
          label={pickupText.transportProvider}
          requiredMark
          value={value.provider ?? ''}
          onChange={(e) => change({ provider: e.target.value || null, location: null, details: null })}
        >
          <option value="">{pickupText.selectProvider}</option>
          {providers.data.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
              {p.locationsCount ? ` (${pickupText.locationCount(p.locationsCount)})` : ''}
            </option>
          ))}
        </SelectField>
      )}
      <PickupPicker
        provider={value.provider}
        selectedId={value.location?.id ?? null}
        onPick={(location, details) => change({ ...value, location, details })}
      />
    </div>
  );
}
