import {
  STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@pataka/domain/order-status';

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-saffron-100 text-brand-950 ring-saffron-300',
  confirmed: 'bg-blue-50 text-blue-900 ring-blue-200',
  processing: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  ready_for_pickup: 'bg-teal-50 text-teal-900 ring-teal-200',
  ready_for_delivery: 'bg-teal-50 text-teal-900 ring-teal-200',
  out_for_delivery: 'bg-cyan-50 text-cyan-900 ring-cyan-200',
  shipped: 'bg-cyan-50 text-cyan-900 ring-cyan-200',
  delivered: 'bg-green-50 text-green-900 ring-green-200',
  completed: 'bg-green-700 text-white ring-green-700',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
  refunded: 'bg-purple-50 text-purple-900 ring-purple-200',
  on_hold: 'bg-red-50 text-red-900 ring-red-200',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'bg-stone-100 text-stone-700 ring-stone-300',
  submitted: 'bg-blue-50 text-blue-900 ring-blue-200',
  verified: 'bg-green-50 text-green-900 ring-green-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
};

const base =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset whitespace-nowrap';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${base} ${STATUS_TONES[status] ?? STATUS_TONES.pending}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${base} ${PAYMENT_TONES[status] ?? PAYMENT_TONES.pending}`}>
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </span>
  );
}
