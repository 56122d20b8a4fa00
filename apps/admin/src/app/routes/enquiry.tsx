import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { PageSpinner } from '@pataka/ui/spinner';
import { paths } from '../../config/paths.ts';
import { ChevronLeftIcon } from '@pataka/ui/icons';
import { PrintIcon } from '../../components/icons.tsx';
import { PaymentBadge, StatusBadge } from '../../components/status-badges.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useOrder } from '../../features/enquiry/api/get-order.ts';
import { openSlip } from '../../features/enquiry/api/print-slip.ts';
import { ChangeStatus } from '../../features/enquiry/components/change-status.tsx';
import { CustomerCard } from '../../features/enquiry/components/customer-card.tsx';
import { DispatchSection } from '../../features/enquiry/components/dispatch-section.tsx';
import { InvoiceSection } from '../../features/enquiry/components/invoice-section.tsx';
import { DeliveryCard } from '../../features/enquiry/components/delivery-card.tsx';
import { EditItemsAction } from '../../features/enquiry/components/edit-items-action.tsx';
import { ItemsEditor } from '../../features/enquiry/components/items-editor.tsx';
import { NextStepBanner } from '../../features/enquiry/components/next-step-banner.tsx';
import { NotesSection } from '../../features/enquiry/components/notes-section.tsx';
import { OrderLines, Totals } from '../../features/enquiry/components/order-lines.tsx';
import { PaymentsSection } from '../../features/enquiry/components/payments-section.tsx';
import { StatusTimeline } from '../../features/enquiry/components/status-timeline.tsx';
import { OrderMessagesSection } from '../../features/shopper-messages/components/order-messages-section.tsx';
import { EDITABLE_STATUSES } from '../../features/enquiry/next-step.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4';

export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const [editing, setEditing] = useState(false);

  if (order.isPending) return <PageSpinner />;
  if (order.isError)
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <p className="font-semibold text-red-800">{order.error.message}</p>
        <Link to={paths.inbox.getHref()} className="mt-4 inline-block font-semibold text-brand-700 underline">
          Back to the inbox
        </Link>
      </div>
    );
  const o = order.data;
  const editable = EDITABLE_STATUSES.includes(o.status);

  return (
    <div className="mx-auto max-w-6xl px-3 py-3 lg:px-6 lg:py-5">
      <Link
        to={paths.inbox.getHref()}
        className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ChevronLeftIcon className="size-4" /> Inbox
      </Link>
      <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold text-brand-900 tabular-nums">{o.orderNumber}</h1>
        <StatusBadge status={o.status} />
        <PaymentBadge status={o.paymentStatus} />
        <p className="basis-full text-sm text-stone-600">
          {formatINR(o.total)} · placed {formatDateTime(o.createdAt)}
        </p>
      </header>
      <NextStepBanner order={o} />

      <div className="mt-3 grid gap-3 lg:grid-cols-3 lg:items-start">
        <aside className="space-y-3 lg:order-2">
          <CustomerCard order={o} />
          <section aria-label="Actions" className={`${card} space-y-2`}>
            <ChangeStatus order={o} />
            {editable && !editing && <EditItemsAction order={o} onEdit={() => setEditing(true)} />}
            <div className="grid grid-cols-2 gap-2">
              <Button variant="ghost" size="sm" onClick={() => void openSlip(o.id, 'a4')}>
                <PrintIcon className="size-4" /> A4 slip
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void openSlip(o.id, '80mm')}>
                <PrintIcon className="size-4" /> 80 mm slip
              </Button>
            </div>
          </section>
          <DispatchSection order={o} />
          <InvoiceSection order={o} />
          <DeliveryCard order={o} />
        </aside>

        <div className="space-y-3 lg:order-1 lg:col-span-2">
          <section aria-labelledby="items-title" className={card}>
            <h2 id="items-title" className="text-base font-bold text-brand-900">
              Items
            </h2>
            {editing && editable && !o.invoice ? (
              <ItemsEditor order={o} onDone={() => setEditing(false)} />
            ) : (
              <>
                <OrderLines order={o} />
                <div className="mt-2 border-t border-stone-100 pt-2">
                  <Totals order={o} />
                </div>
              </>
            )}
          </section>
          <PaymentsSection order={o} />
          <OrderMessagesSection orderId={o.id} />
          <NotesSection orderId={o.id} />
          <section aria-labelledby="timeline-title" className={card}>
            <h2 id="timeline-title" className="mb-3 text-base font-bold text-brand-900">
              History
            </h2>
            <StatusTimeline order={o} />
          </section>
        </div>
      </div>
    </div>
  );
}
