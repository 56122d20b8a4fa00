import { useEffect, useState } from 'react';
import type { Address } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import type { AddressInput } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { PlusIcon } from '@pataka/ui/icons';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useCustomer } from '../../../lib/customer.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useSetDefaultAddress } from '../api/set-default-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { addressesText } from '../messages.ts';
import { AddressForm } from './address-form.tsx';
import { ManageAddressCard, SelectableAddressCard } from './address-card.tsx';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; address: Address };

export type AddressBookProps =
  | { mode: 'manage'; title?: string }
  | {
      mode: 'select';
      title?: string;
      selectedId: string | null;
      onSelect: (address: Address) => void;
    };

/** The signed-in customer's saved addresses (GET /customers/me), undefined while loading. */
function useAddresses(): Address[] | undefined {
  const { user } = useAuth();
  const customer = useCustomer();
  if (customer.data) return customer.data.shippingAddresses;
  if (customer.isPending && customer.fetchStatus !== 'idle') return undefined;
  return user?.shippingAddresses ?? [];
}

/**
 * The address book (§2, §4): list with an add/edit form, in manage mode (profile) or select mode
 * (checkout: the clicked address becomes selected, edit and delete are hidden).
 */
export function AddressBook(props: AddressBookProps) {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const add = useAddAddress();
  const update = useUpdateAddress();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const busy = setDefault.isPending || remove.isPending;
  const selectMode = props.mode === 'select';
  const selectedId = selectMode ? props.selectedId : null;
  const onSelect = selectMode ? props.onSelect : undefined;

  // Select mode starts on the default address (the API lists it first).
  useEffect(() => {
    if (!onSelect || !addresses?.length) return;
    if (!addresses.some((a) => a.id === selectedId))
      onSelect(addresses.find((a) => a.isDefault) ?? addresses[0]!);
  }, [addresses, selectedId, onSelect]);

  const save = async (input: AddressInput) => {
    if (editing.kind === 'edit') {
      await update.mutateAsync({ id: editing.address.id, input });
      toast.success(MESSAGES.addressUpdated);
    } else {
      const before = new Set((addresses ?? []).map((a) => a.id));
      const book = await add.mutateAsync(input);
      toast.success(MESSAGES.addressAdded);
      const created = book.find((a) => !before.has(a.id));
      if (created && onSelect) onSelect(created);
    }
    setEditing({ kind: 'closed' });
  };

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.id, {
      onSuccess: () => toast.success(MESSAGES.addressDefaultUpdated),
      onError: (error) => toast.error(errorMessage(error, MESSAGES.addressSaveFailed)),
    });

  const del = (address: Address) => {
    if (!window.confirm(MESSAGES.addressDeleteConfirm)) return;
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success(MESSAGES.addressDeleted);
        if (editing.kind === 'edit' && editing.address.id === address.id) setEditing({ kind: 'closed' });
      },
      onError: (error) => toast.error(errorMessage(error, addressesText.deleteFailed)),
    });
  };

  const form =
    editing.kind === 'closed' ? null : (
      <AddressForm
        key={editing.kind === 'edit' ? editing.address.id : 'new'}
        address={editing.kind === 'edit' ? editing.address : null}
        showDefaultToggle={(addresses?.length ?? 0) > 0}
        onSave={save}
        onCancel={() => setEditing({ kind: 'closed' })}
      />
    );

  return (
    <section aria-labelledby="address-book-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-book-title" className="text-lg font-bold text-brand-900">
          {props.title ?? (selectMode ? addressesText.deliveryAddress : addressesText.savedAddresses)}
        </h2>
        {addresses && addresses.length > 0 && editing.kind !== 'add' && (
          <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'add' })}>
            <PlusIcon className="size-4" /> {addressesText.addNewAddress}
          </Button>
        )}
      </div>

      {addresses === undefined ? (
        <div role="status" aria-label={addressesText.loadingAddresses} className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : addresses.length === 0 && editing.kind === 'closed' ? (
        <div className="rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center">
          <MapPinIcon className="mx-auto size-8 text-stone-400" />
          <p className="mt-2 font-semibold text-stone-800">{MESSAGES.addressesEmpty}</p>
          <p className="text-sm text-stone-600">{MESSAGES.addressesEmptyHint}</p>
          <Button className="mt-4" onClick={() => setEditing({ kind: 'add' })}>
            <PlusIcon className="size-4" /> {addressesText.addNewAddress}
          </Button>
        </div>
      ) : (
        <>
          {editing.kind === 'add' && form}
          {addresses.length > 0 && (
            <ul
              className="grid gap-3 sm:grid-cols-2"
              role={selectMode ? 'radiogroup' : undefined}
              aria-label={selectMode ? addressesText.chooseDeliveryAddress : addressesText.savedAddresses}
            >
              {addresses.map((address) =>
                selectMode ? (
                  <SelectableAddressCard
                    key={address.id}
                    address={address}
                    selected={address.id === selectedId}
                    onSelect={() => onSelect?.(address)}
                  />
                ) : editing.kind === 'edit' && editing.address.id === address.id ? (
                  <li key={address.id} className="sm:col-span-2">
                    {form}
                  </li>
                ) : (
                  <ManageAddressCard
                    key={address.id}
                    address={address}
                    canDelete={addresses.length > 1}
                    busy={busy}
                    onEdit={() => setEditing({ kind: 'edit', address })}
                    onSetDefault={() => makeDefault(address)}
                    onDelete={() => del(address)}
                  />
                ),
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
