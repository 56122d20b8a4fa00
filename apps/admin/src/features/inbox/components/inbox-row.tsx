// One enquiry in the inbox: a card on phones, a table row on the counter PC. The waiting mark is what
// staff scan for: amber "Overdue" after 2 h, red "Urgent" after 24 h, for pending enquiries only. Beside
// the payment badge, what the bank statement says about the proof waiting to be verified.
import { Link } from 'react-router';
import { formatWaited, waitLevel } from '@pataka/domain/enquiry-urgency';
import type { BankMatch } from '@pataka/domain/bank-statement';
import { formatINR } from '@pataka/domain/money';
import { paths } from '../../../config/paths.ts';
import { BankMatchBadge } from '../../../components/bank-match-badge.tsx';
import { PaymentBadge, StatusBadge } from '../../../components/status-badges.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { customerOf, type StaffOrder } from '../../../lib/order-types.ts';

export function WaitMark({ order, now }: { order: StaffOrder; now: Date }) {
  const level = waitLevel(order.status, order.createdAt, now);
  const waited = formatWaited(order.createdAt, now);
  if (level === 'urgent')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
        Urgent · {waited}
      </span>
    );
  if (level === 'overdue')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-950">
        Overdue · {waited}
      </span>
    );
  return (
    <span className="text-xs whitespace-nowrap text-stone-600">
      {waited === 'just now' ? 'Just in' : order.status === 'pending' ? `Waiting ${waited}` : `${waited} ago`}
    </span>
  );
}

/** The bank's word on the newest proof still waiting for staff; null when none has one yet. */
export function waitingBankMatch(order: StaffOrder): BankMatch | null {
  const waiting = order.paymentProofs
    .filter((p) => p.status === 'submitted' && p.bankMatch)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return waiting[0]?.bankMatch ?? null;
}

const itemCount = (order: StaffOrder) => order.items.reduce((sum, i) => sum + i.quantity, 0);
const itemsLabel = (order: StaffOrder) => {
  const n = itemCount(order);
  return `${n} item${n === 1 ? '' : 's'}`;
};

export function InboxCard({ order, now }: { order: StaffOrder; now: Date }) {
  const customer = customerOf(order);
  const level = waitLevel(order.status, order.createdAt, now);
  const bankMatch = waitingBankMatch(order);
  const edge =
    level === 'urgent'
      ? 'border-l-red-600'
      : level === 'overdue'
        ? 'border-l-amber-400'
        : 'border-l-transparent';
  return (
    <li>
      <Link
        to={paths.enquiry.getHref(order.id)}
        className={`block rounded-xl border border-l-4 border-stone-200 bg-white p-3 shadow-sm active:bg-stone-50 ${edge}`}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-bold text-stone-900">{customer.name}</p>
            <p className="text-sm text-stone-600 tabular-nums">
              {customer.phone ? formatPhone(customer.phone) : '—'}
            </p>
          </div>
          <div className="text-right">
            <p className="font-bold text-brand-900 tabular-nums">{formatINR(order.total)}</p>
            <p className="text-xs text-stone-600">{itemsLabel(order)}</p>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <span className="mr-1 text-xs font-semibold text-stone-700 tabular-nums">{order.orderNumber}</span>
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
          {bankMatch && <BankMatchBadge match={bankMatch} />}
          <span className="ml-auto">
            <WaitMark order={order} now={now} />
          </span>
        </div>
      </Link>
    </li>
  );
}

export function InboxTableRow({ order, now }: { order: StaffOrder; now: Date }) {
  const customer = customerOf(order);
  const bankMatch = waitingBankMatch(order);
  return (
    <tr className="border-t border-stone-200 hover:bg-saffron-50/60">
      <td className="px-3 py-2.5">
        <Link
          to={paths.enquiry.getHref(order.id)}
          className="font-semibold text-brand-800 tabular-nums hover:underline"
        >
          {order.orderNumber}
        </Link>
      </td>
      <td className="max-w-48 truncate px-3 py-2.5 font-medium">{customer.name}</td>
      <td className="px-3 py-2.5 whitespace-nowrap text-stone-700 tabular-nums">
        {customer.phone ? formatPhone(customer.phone) : '—'}
      </td>
      <td className="px-3 py-2.5 text-right font-semibold tabular-nums">{formatINR(order.total)}</td>
      <td className="px-3 py-2.5 text-right text-stone-700 tabular-nums">{itemCount(order)}</td>
      <td className="px-3 py-2.5">
        <StatusBadge status={order.status} />
      </td>
      <td className="px-3 py-2.5">
        <div className="flex flex-wrap gap-1">
          <PaymentBadge status={order.paymentStatus} />
          {bankMatch && <BankMatchBadge match={bankMatch} />}
        </div>
      </td>
      <td className="px-3 py-2.5">
        <WaitMark order={order} now={now} />
      </td>
    </tr>
  );
}
