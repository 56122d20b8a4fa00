// Status and payment-status badges: colour says how urgent, the words say what (readable without colour).
import {
  PAYMENT_STATUS_LABELS,
  STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@pataka/domain/order-status';

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  processing: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  ready_for_pickup: 'bg-violet-100 text-violet-900 ring-violet-300',
  ready_for_delivery: 'bg-violet-100 text-violet-900 ring-violet-300',
  out_for_delivery: 'bg-violet-100 text-violet-900 ring-violet-300',
  shipped: 'bg-violet-100 text-violet-900 ring-violet-300',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-stone-200 text-stone-700 ring-stone-300',
  refunded: 'bg-stone-200 text-stone-700 ring-stone-300',
  on_hold: 'bg-orange-100 text-orange-900 ring-orange-300',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'bg-stone-100 text-stone-700 ring-stone-300',
  submitted: 'bg-saffron-100 text-brand-950 ring-saffron-400',
  verified: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

const pill =
  'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${pill} ${STATUS_TONES[status] ?? STATUS_TONES.pending}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${pill} ${PAYMENT_TONES[status] ?? PAYMENT_TONES.pending}`}>
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </span>
  );
}
