import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Order } from '@pataka/domain/api-types';
import { ORDERS_PAGE_SIZE } from '@pataka/domain/limits';
import { formatINR } from '@pataka/domain/money';
import { Button, buttonClasses } from '@pataka/ui/button';
import { ChevronLeftIcon } from '@pataka/ui/icons';
import { ChevronRightIcon, MapPinIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../format-date.ts';
import { DispatchList } from './dispatch-card.tsx';
import { enquiriesText } from '../messages.ts';
import { PaymentBadge, StatusBadge } from './status-badge.tsx';

// Only invoiced enquiries show it: its code (shared with the enquiry page) loads when one is listed.
const DownloadInvoiceButton = lazy(() => import('./download-invoice-button.tsx'));

function EnquiryRow({ order, shopState }: { order: Order; shopState?: string | null | undefined }) {
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const dispatches = order.dispatches ?? [];
  return (
    <li className="space-y-2">
      <Link
        to={paths.enquiry.getHref(order.id)}
        className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
        aria-label={enquiriesText.enquiry(order.orderNumber)}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-mono font-bold text-brand-900">{order.orderNumber}</p>
            <p className="text-xs text-stone-500">{formatDate(order.createdAt)}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-2 text-sm">
          <p className="flex items-center gap-1.5 text-stone-600">
            {order.pickupLocation ? (
              <>
                <MapPinIcon className="size-4 shrink-0" /> {enquiriesText.pickupAt(order.pickupLocation.name)}
              </>
            ) : (
              <>
                <TruckIcon className="size-4 shrink-0" />{' '}
                {enquiriesText.deliveryTo(order.shippingAddress?.city ?? '—')}
              </>
            )}
          </p>
          <p className="text-stone-700">
            {enquiriesText.lineSummary(order.items.length, pieces)} ·{' '}
            <strong className="text-base text-stone-900 tabular-nums">{formatINR(order.total)}</strong>
          </p>
        </div>
      </Link>
      {order.invoice && (
        // Beside the link, not in it: a button inside a link would open the enquiry too.
        <Suspense fallback={null}>
          <DownloadInvoiceButton invoice={order.invoice} className="w-full sm:w-auto" />
        </Suspense>
      )}
      {dispatches.length > 0 && (
        // Beside the link, not in it: the copy button and the Call link are controls of their own.
        <section
          aria-label={`${enquiriesText.dispatchTitle} · ${order.orderNumber}`}
          className="rounded-xl border border-brand-100 bg-brand-50/40 p-3"
        >
          <DispatchList
            dispatches={dispatches}
            deliveryState={order.shippingAddress?.state ?? order.pickupLocation?.state}
            shopState={shopState}
          />
        </section>
      )}
    </li>
  );
}

/** My Enquiries (§2): newest first, 10 per page client-side (§9), status badges, an empty state. */
export function EnquiryList({
  orders,
  page,
  onPageChange,
  shopState,
}: {
  orders: readonly Order[];
  page: number;
  onPageChange: (page: number) => void;
  shopState?: string | null | undefined;
}) {
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 px-4 py-12 text-center">
        <p className="text-lg font-semibold text-stone-800">{enquiriesText.emptyTitle}</p>
        <p className="mt-1 text-sm text-stone-600">{enquiriesText.emptyHint}</p>
        <Link to={paths.products.getHref()} className={buttonClasses('primary', 'md', 'mt-5')}>
          {enquiriesText.browseProducts}
        </Link>
      </div>
    );
  }
  const totalPages = Math.max(1, Math.ceil(orders.length / ORDERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const shown = orders.slice((current - 1) * ORDERS_PAGE_SIZE, current * ORDERS_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={enquiriesText.listLabel}>
        {shown.map((order) => (
          <EnquiryRow key={order.id} order={order} shopState={shopState} />
        ))}
      </ul>
      {totalPages > 1 && (
        <nav aria-label={enquiriesText.pagesLabel} className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeftIcon className="size-4" /> {enquiriesText.previous}
          </Button>
          <span className="text-sm text-stone-700" aria-current="page">
            {enquiriesText.pageOf(current, totalPages)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= totalPages}
            onClick={() => onPageChange(current + 1)}
          >
            {enquiriesText.next} <ChevronRightIcon className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
