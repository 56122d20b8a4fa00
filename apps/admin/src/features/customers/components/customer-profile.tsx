// One customer: Call / WhatsApp first, then the record, then their enquiries.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { PAYMENT_STATUS_LABELS, STATUS_LABELS } from '@pataka/domain/order-status';
import { paths } from '../../../config/paths.ts';
import { useCustomer, type CustomerProfile as Profile } from '../api/get-customer.ts';
import { useCustomerOrders } from '../api/get-customer-orders.ts';
import { formatPhone, telHref, whatsappHref } from '../lib/contact-links.ts';
import { formatDate, formatDateTime } from '../lib/dates.ts';

function ContactButtons({ phone }: { phone: string }) {
  const base =
    'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold sm:flex-none';
  return (
    <div className="flex gap-2">
      <a href={telHref(phone)} className={`${base} bg-brand-700 text-white hover:bg-brand-800`}>
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 fill-current">
          <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
        </svg>
        Call
      </a>
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noreferrer"
        className={`${base} bg-green-700 text-white hover:bg-green-800`}
      >
        WhatsApp
      </a>
    </div>
  );
}

function Details({ c }: { c: Profile }) {
  const row = 'flex justify-between gap-4 py-2';
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      <div className={row}>
        <dt className="text-stone-600">Phone</dt>
        <dd className="tabular-nums">{formatPhone(c.phone)}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">Email</dt>
        <dd className="min-w-0 truncate">{c.email ?? '—'}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">Tier</dt>
        <dd className="capitalize">{c.tier}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">Enquiries</dt>
        <dd className="tabular-nums">{c.totalOrders}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">Total spent</dt>
        <dd className="tabular-nums">{formatINR(c.totalSpent)}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">Customer since</dt>
        <dd>{formatDate(c.createdAt)}</dd>
      </div>
    </dl>
  );
}

function Addresses({ c }: { c: Profile }) {
  if (c.shippingAddresses.length === 0) return <p className="text-sm text-stone-600">No saved addresses.</p>;
  return (
    <ul className="space-y-3 text-sm">
      {c.shippingAddresses.map((a) => (
        <li key={a.id}>
          <p className="font-medium capitalize">
            {a.label}
            {a.isDefault && (
              <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">Default</span>
            )}
          </p>
          <p className="text-stone-700">
            {a.street}, {a.city}, {a.state} {a.zipCode}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Enquiries({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useCustomerOrders(customerId, page);
  if (isPending) return <p className="text-sm text-stone-600">Loading enquiries…</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error.message}
      </p>
    );
  if (data.data.length === 0) return <p className="text-sm text-stone-600">No enquiries yet.</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100">
        {data.data.map((o) => (
          <li key={o.id}>
            <Link to={paths.enquiry.getHref(o.id)} className="flex items-center gap-3 py-3 hover:bg-stone-50">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-brand-800">{o.orderNumber}</p>
                <p className="text-xs text-stone-600">
                  {formatDateTime(o.createdAt)} · {STATUS_LABELS[o.status] ?? o.status} ·{' '}
                  {PAYMENT_STATUS_LABELS[o.paymentStatus] ?? o.paymentStatus}
                </p>
              </div>
              <span className="shrink-0 font-medium tabular-nums">{formatINR(o.total)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <div className="flex items-center justify-between pt-2 text-sm">
          <button
            type="button"
            className="min-h-11 px-2 font-medium disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span className="text-stone-600">
            Page {page} of {data.totalPages}
          </span>
          <button
            type="button"
            className="min-h-11 px-2 font-medium disabled:opacity-40"
            disabled={page >= data.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </>
  );
}

export function CustomerProfile({ id }: { id: string }) {
  const { data: c, isPending, isError, error } = useCustomer(id);
  if (isPending) return <p className="text-stone-600">Loading…</p>;
  if (isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {error.message}
      </p>
    );
  const card = 'rounded-xl border border-stone-200 bg-white p-4';
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <h1 className="text-xl font-semibold">{c.name}</h1>
        <ContactButtons phone={c.phone} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <section className={card}>
            <h2 className="mb-1 font-semibold">Details</h2>
            <Details c={c} />
          </section>
          <section className={card}>
            <h2 className="mb-2 font-semibold">Addresses</h2>
            <Addresses c={c} />
          </section>
        </div>
        <section className={card}>
          <h2 className="mb-1 font-semibold">Enquiries</h2>
          <Enquiries customerId={c.id} />
        </section>
      </div>
    </div>
  );
}
