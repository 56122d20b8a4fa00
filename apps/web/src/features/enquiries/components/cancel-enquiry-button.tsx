import { useState } from 'react';
import type { Order } from '@pataka/domain/api-types';
import { canCustomerCancel } from '@pataka/domain/order-status';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { toast } from '../../../lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { enquiriesText } from '../messages.ts';

/** Cancel (§4) while the enquiry is pending, confirmed or on hold, after the shopper confirms. */
export function CancelEnquiryButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelOrder();
  if (!canCustomerCancel(order.status)) return null;

  const confirm = () => {
    setError(null);
    cancel.mutate(
      { id: order.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(enquiriesText.cancelled(order.orderNumber));
        },
        onError: (e) => {
          setError(e.message);
          toast.error(e.message);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outline"
        className="mt-5 border-red-700 text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        {enquiriesText.cancelEnquiry}
      </Button>
      <Modal
        open={open}
        onClose={cancel.isPending ? undefined : () => setOpen(false)}
        title={enquiriesText.cancelTitle(order.orderNumber)}
        description={enquiriesText.cancelDescription}
        size="sm"
      >
        <p className="text-sm text-stone-700">{enquiriesText.cancelWarning}</p>
        <label className="mt-3 block text-sm font-semibold text-stone-800">
          {enquiriesText.cancelReason}
          <textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={1000}
            rows={2}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-saffron-500"
          />
        </label>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {enquiriesText.keepEnquiry}
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            {enquiriesText.confirmCancel}
          </Button>
        </div>
      </Modal>
    </>
  );
}
