// Change the status: only the moves the domain allows from where the enquiry is, an optional note, confirm.
import { useState } from 'react';
import { nextStatuses, STATUS_LABELS, type OrderStatus } from '@pataka/domain/order-status';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { statusBeforeHold } from '../next-step.ts';

export function allowedStatuses(order: StaffOrder): OrderStatus[] {
  return nextStatuses(order.status, {
    statusBeforeHold: statusBeforeHold(order),
    paymentVerified: order.paymentStatus === 'verified',
  });
}

export function ChangeStatus({ order }: { order: StaffOrder }) {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<OrderStatus | null>(null);
  const [notes, setNotes] = useState('');
  const change = useChangeStatus(order.id);
  const options = allowedStatuses(order);
  if (options.length === 0) return null;

  const close = () => {
    setOpen(false);
    setTo(null);
    setNotes('');
  };
  const confirm = () => {
    if (to) change.mutate({ status: to, notes: notes.trim() }, { onSuccess: close });
  };

  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        Change status
      </Button>
      <Modal open={open} onClose={close} title={`Change status of ${order.orderNumber}`} size="sm">
        <fieldset>
          <legend className="mb-2 text-sm text-stone-700">
            Now <span className="font-semibold">{STATUS_LABELS[order.status]}</span>. Move it to:
          </legend>
          <div className="space-y-1.5">
            {options.map((s) => (
              <label
                key={s}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 ${to === s ? 'border-brand-700 bg-brand-50' : 'border-stone-200'}`}
              >
                <input
                  type="radio"
                  name="status"
                  value={s}
                  checked={to === s}
                  onChange={() => setTo(s)}
                  className="size-4 accent-brand-700"
                />
                <span className={`font-semibold ${s === 'cancelled' ? 'text-red-700' : ''}`}>
                  {STATUS_LABELS[s]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-3 block text-sm font-semibold">
          Note (optional, saved in the status history)
          <textarea
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={2}
            maxLength={1000}
            className="mt-1 block w-full rounded-lg border border-stone-300 p-2 text-base font-normal"
          />
        </label>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Back
          </Button>
          <Button
            variant={to === 'cancelled' ? 'danger' : 'primary'}
            disabled={!to}
            loading={change.isPending}
            onClick={confirm}
          >
            {to ? `Mark ${STATUS_LABELS[to]}` : 'Choose a status'}
          </Button>
        </div>
      </Modal>
    </>
  );
}
