import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ManualPaymentSchema } from '@pataka/domain/staff-messages';
import { Button, buttonClasses } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { ChatIcon } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { useRequestPayment } from '../api/request-payment.ts';
import { ProofCard } from './proof-card.tsx';

const ManualForm = ManualPaymentSchema.extend({
  amount: z.coerce.number<string>({ error: 'Amount is required' }).pipe(ManualPaymentSchema.shape.amount),
  note: z.string().trim().max(500).optional(),
});

function ManualPaymentForm({ order, onDone }: { order: StaffOrder; onDone: () => void }) {
  const record = useRecordPayment(order.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ManualForm>, unknown, z.output<typeof ManualForm>>({
    resolver: zodResolver(ManualForm),
    defaultValues: { utr: '', amount: String(order.total), note: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        record.mutate({ ...v, note: v.note || undefined }, { onSuccess: onDone }),
      )}
      className="space-y-3 rounded-xl bg-stone-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="UTR (12 digits)"
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
          error={errors.utr?.message}
          {...register('utr')}
        />
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <TextField label="Note (optional)" error={errors.note?.message} {...register('note')} />
      <div className="flex gap-2">
        <Button type="submit" loading={record.isPending}>
          Record payment
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Back
        </Button>
      </div>
    </form>
  );
}

export function PaymentsSection({ order }: { order: StaffOrder }) {
  const request = useRequestPayment(order.id);
  const [whatsappUrl, setWhatsappUrl] = useState<string | null>(null);
  const [manual, setManual] = useState(false);
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  const canRequest = !closed && order.paymentStatus !== 'verified';

  return (
    <section
      aria-labelledby="payments-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="payments-title" className="text-base font-bold text-brand-900">
        Payments
      </h2>
      {canRequest && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={order.paymentRequestedAt ? 'outline' : 'secondary'}
            loading={request.isPending}
            onClick={() => request.mutate(undefined, { onSuccess: (r) => setWhatsappUrl(r.whatsappUrl) })}
          >
            {order.paymentRequestedAt ? 'Request payment again' : 'Request payment'}
          </Button>
          {whatsappUrl && (
            <a
              href={whatsappUrl}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses('primary', 'md', '!bg-green-700 hover:!bg-green-800')}
            >
              <ChatIcon className="size-5" /> Send on WhatsApp
            </a>
          )}
          {order.paymentRequestedAt && (
            <p className="basis-full text-xs text-stone-600">
              Requested {formatDateTime(order.paymentRequestedAt)}
            </p>
          )}
        </div>
      )}
      {order.paymentProofs.length === 0 ? (
        <p className="text-sm text-stone-600">No payment proof uploaded yet.</p>
      ) : (
        <div className="space-y-3">
          {[...order.paymentProofs].reverse().map((proof) => (
            <ProofCard key={proof.id} order={order} proof={proof} />
          ))}
        </div>
      )}
      {!closed &&
        (manual ? (
          <ManualPaymentForm order={order} onDone={() => setManual(false)} />
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setManual(true)}>
            Record payment by hand
          </Button>
        ))}
    </section>
  );
}
