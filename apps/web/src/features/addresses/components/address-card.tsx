import type { Address } from '@pataka/domain/api-types';
import { Badge } from '@pataka/ui/badge';
import { Button } from '@pataka/ui/button';
import { CheckIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { addressLabelText } from '../address-label.ts';
import { addressesText } from '../messages.ts';

export function AddressLines({
  address,
}: {
  address: Pick<Address, 'street' | 'city' | 'state' | 'zipCode' | 'country'>;
}) {
  return (
    <address className="text-sm leading-6 text-stone-700 not-italic">
      <span className="block break-words">{address.street}</span>
      <span className="block">
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span className="block">{address.country}</span>
    </address>
  );
}

function Heading({ address, selected }: { address: Address; selected?: boolean }) {
  return (
    <div className="mb-1 flex flex-wrap items-center gap-2">
      <MapPinIcon className="size-4 text-brand-700" />
      <span className="font-bold text-stone-900">{addressLabelText(address.label)}</span>
      {address.isDefault && <Badge tone="saffron">{addressesText.isDefault}</Badge>}
      {selected && (
        <Badge tone="green" className="gap-1">
          <CheckIcon className="size-3" /> {addressesText.selected}
        </Badge>
      )}
    </div>
  );
}

export type ManageCardProps = {
  address: Address;
  canDelete: boolean;
  busy: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
};

/** Manage mode (§4): Edit; 'Set Default' on non-default ones; Delete only when more than one exists. */
export function ManageAddressCard({
  address,
  canDelete,
  busy,
  onEdit,
  onSetDefault,
  onDelete,
}: ManageCardProps) {
  return (
    <li
      className={`rounded-xl border p-4 ${address.isDefault ? 'border-saffron-400 bg-saffron-50/50' : 'border-stone-200 bg-white'}`}
    >
      <Heading address={address} />
      <AddressLines address={address} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          disabled={busy}
          aria-label={addressesText.editNamed(addressLabelText(address.label))}
        >
          {addressesText.edit}
        </Button>
        {!address.isDefault && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onSetDefault}
            disabled={busy}
            aria-label={addressesText.setDefaultNamed(addressLabelText(address.label))}
          >
            {addressesText.setDefault}
          </Button>
        )}
        {canDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            disabled={busy}
            aria-label={addressesText.deleteNamed(addressLabelText(address.label))}
          >
            {addressesText.delete}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Select mode (§4): the clicked address becomes selected; no edit or delete controls. */
export function SelectableAddressCard({
  address,
  selected,
  onSelect,
}: {
  address: Address;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        onClick={onSelect}
        className={`block h-full w-full rounded-xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 ${
          selected ? 'border-green-700 bg-green-50' : 'border-stone-200 bg-white hover:border-brand-300'
        }`}
      >
        <Heading address={address} selected={selected} />
        <AddressLines address={address} />
      </button>
    </li>
  );
}
