import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@pataka/domain/api-types';
import { PHONE_DISPLAY_PREFIX } from '@pataka/domain/limits';
import { formatINR } from '@pataka/domain/money';
import { ChevronLeftIcon } from '@pataka/ui/icons';
import { MapPinIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { productImageProps } from '../../../components/ui/product-image.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../format-date.ts';
import { enquiriesText } from '../messages.ts';
import { CancelEnquiryButton } from './cancel-enquiry-button.tsx';
import { DispatchList } from './dispatch-card.tsx';
import { DownloadEstimateButton } from './download-estimate-button.tsx';

// Only an invoiced enquiry shows it: its code loads when needed.
const DownloadInvoiceButton = lazy(() => import('./download-invoice-button.tsx'));
import { PaymentBadge, StatusBadge } from './status-badge.tsx';
import { StatusTimeline } from './status-timeline.tsx';

export function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 className="mb-3 text-lg font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function Totals({ order }: { order: Order }) {
  const rows: [string, number, string?][] = [
    [enquiriesText.subtotal, order.subtotal],
    ...(order.discount > 0
      ? [
          [
            order.couponCode ? enquiriesText.discountWithCode(order.couponCode) : enquiriesText.discount,
            -order.discount,
            'text-green-800',
          ] as [string, number, string],
        ]
      : []),
    [enquiriesText.packing, order.packing],
    ...(order.shipping > 0 ? [[enquiriesText.shipping, order.shipping] as [string, number]] : []),
    ...(order.tax > 0 ? [[enquiriesText.tax, order.tax] as [string, number]] : []),
  ];
  return (
    <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
      {rows.map(([label, amount, tone]) => (
        <div key={label} className={`flex justify-between gap-3 ${tone ?? ''}`}>
          <dt className={tone ? '' : 'text-stone-600'}>{label}</dt>
          <dd className="tabular-nums">{amount < 0 ? `−${formatINR(-amount)}` : formatINR(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base font-bold text-brand-900">
        <dt>{enquiriesText.total}</dt>
        <dd className="tabular-nums" data-testid="enquiry-total">
          {formatINR(order.total)}
        </dd>
      </div>
    </dl>
  );
}

function Delivery({ order }: { order: Order }) {
  if (order.pickupLocation) {
    const p = order.pickupLocation;
    return (
      <div className="flex gap-2 text-sm text-stone-700">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-stone-900">{enquiriesText.pickupAt(p.name)}</p>
          {p.transportProviderName && <p>{p.transportProviderName}</p>}
          {p.address && (
            <p className="break-words">{[p.address, p.city, p.state].filter(Boolean).join(', ')}</p>
          )}
          {p.phone && <p>{p.phone}</p>}
          {order.pickupInstructions && <p className="mt-1 italic">{order.pickupInstructions}</p>}
          {order.contactName && (
            <p className="mt-1">
              {enquiriesText.contact(order.contactName)}
              {order.contactPhone && `, ${PHONE_DISPLAY_PREFIX} ${order.contactPhone}`}
            </p>
          )}
        </div>
      </div>
    );
  }
  const a = order.shippingAddress;
  if (!a) return <p className="text-sm text-stone-600">{enquiriesText.noDelivery}</p>;
  return (
    <div className="flex gap-2 text-sm text-stone-700">
      <TruckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <address className="not-italic">
        <p className="font-semibold text-stone-900">
          {a.name}
          {a.phone && (
            <span className="font-normal">
              , {PHONE_DISPLAY_PREFIX} {a.phone}
            </span>
          )}
        </p>
        <p className="break-words">{a.street}</p>
        <p>
          {a.city}, {a.state} {a.zipCode}
        </p>
        <p>{a.country}</p>
      </address>
    </div>
  );
}

/**
 * One enquiry (§3 Order): its lines and totals, delivery or pickup, the status timeline, cancel while
 * allowed, and the payment area (UPI QR and proof upload) composed by the page.
 */
export function EnquiryDetail({
  order,
  payment,
  shopState,
}: {
  order: Order;
  payment?: ReactNode;
  /** The shop's own state: a parcel within it takes 2–4 days, beyond it 7–12. */
  shopState?: string | null | undefined;
}) {
  const dispatches = order.dispatches ?? [];
  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4 lg:py-10">
      <Link
        to={paths.enquiries.getHref()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon className="size-4" /> {enquiriesText.myEnquiries}
      </Link>
      <div className="mt-2 mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-mono text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {order.orderNumber}
          </h1>
          <p className="text-sm text-stone-600">{enquiriesText.placed(formatDateTime(order.createdAt))}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
        </div>
      </div>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-5">
          {dispatches.length > 0 && (
            <Card title={enquiriesText.dispatchTitle} className="border-brand-200 ring-1 ring-brand-100">
              <DispatchList
                dispatches={dispatches}
                deliveryState={order.shippingAddress?.state ?? order.pickupLocation?.state}
                shopState={shopState}
              />
            </Card>
          )}
          <Card title={enquiriesText.items}>
            <ul className="divide-y divide-stone-100">
              {order.items.map((item) => (
                <li key={`${item.productId}-${item.sku}`} className="flex items-center gap-3 py-2">
                  {item.productImage ? (
                    <img
                      {...productImageProps(item.productImage, '48px')}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-12 shrink-0 rounded-lg border border-stone-100 object-cover"
                    />
                  ) : (
                    <span className="size-12 shrink-0 rounded-lg bg-stone-100" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block break-words font-medium text-stone-900">{item.productName}</span>
                    <span className="text-stone-500 tabular-nums">
                      {formatINR(item.price)} × {item.quantity}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">
                    {formatINR(item.total ?? item.subtotal)}
                  </span>
                </li>
              ))}
            </ul>
            <Totals order={order} />
            <DownloadEstimateButton order={order} />
            {order.invoice && (
              <Suspense fallback={null}>
                <DownloadInvoiceButton invoice={order.invoice} />
              </Suspense>
            )}
          </Card>
          <Card title={order.pickupLocation ? enquiriesText.pickup : enquiriesText.deliveryAddress}>
            <Delivery order={order} />
            {order.customerNotes && (
              <p className="mt-3 text-sm text-stone-700">{enquiriesText.yourNotes(order.customerNotes)}</p>
            )}
          </Card>
          <Card title={enquiriesText.status}>
            <StatusTimeline history={order.statusHistory} />
            <CancelEnquiryButton order={order} />
          </Card>
        </div>
        {payment && <div className="space-y-5">{payment}</div>}
      </div>
    </div>
  );
}
