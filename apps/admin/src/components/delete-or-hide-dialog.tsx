// Delete a catalogue entry (brand, category); one still in use is refused (409) and can be hidden instead.
import { useState, type ReactNode } from 'react';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { ApiError } from '../lib/api-client.ts';
import { toast } from '../lib/toast.ts';

type Outcome = { onSuccess: () => void; onError: (e: Error) => void };

export function DeleteOrHideDialog({
  name,
  isActive,
  note,
  offerHide = false,
  deleting,
  hiding,
  onDelete,
  onHide,
  onClose,
}: {
  name: string;
  isActive: boolean;
  /** Shown until the server refuses: what deleting means. */
  note: ReactNode;
  /** Offer "Hide instead" before any refusal (it is known to be in use). */
  offerHide?: boolean;
  deleting: boolean;
  hiding: boolean;
  onDelete: (outcome: Outcome) => void;
  onHide: (outcome: Outcome) => void;
  onClose: () => void;
}) {
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = () =>
    onDelete({
      onSuccess: () => {
        toast.success(`Deleted “${name}”`);
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) setConflict(e.message);
        else setError(e.message);
      },
    });

  const hide = () =>
    onHide({
      onSuccess: () => {
        toast.success(`“${name}” is hidden from the storefront`);
        onClose();
      },
      onError: (e) => setError(e.message),
    });

  return (
    <Modal open onClose={onClose} title={`Delete “${name}”?`} size="sm">
      <div className="space-y-4">
        {conflict ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {conflict}
          </p>
        ) : (
          <p className="text-sm text-stone-700">{note}</p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {(conflict || offerHide) && isActive && (
            <Button loading={hiding} onClick={hide}>
              Hide instead
            </Button>
          )}
          {!conflict && (
            <Button variant="danger" loading={deleting} onClick={remove}>
              Delete
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
