// One enquiry an unclaimed credit may belong to, with why it is suggested and the button to take it.
import type { CreditSuggestionDto } from '@pataka/domain/bank-statement';
import { isOrderStatus, PAYMENT_STATUSES, type PaymentStatus } from '@pataka/domain/order-status';
import { Button } from '@pataka/ui/button';
import { PaymentBadge, StatusBadge } from '../../../components/status-badges.tsx';
import { formatPaise } from '../../../lib/statement-format.ts';

const isPaymentStatus = (v: string): v is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(v);

type Props = { suggestion: CreditSuggestionDto; onChoose: () => void; disabled: boolean };

export function CreditSuggestionRow({ suggestion: s, onChoose, disabled }: Props) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-brand-900 tabular-nums">{s.orderNumber}</span>
          <span className="truncate font-medium">{s.customerName}</span>
          <span className="ml-auto font-bold tabular-nums">{formatPaise(s.totalPaise)}</span>
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          {isOrderStatus(s.status) ? <StatusBadge status={s.status} /> : <span>{s.status}</span>}
          {isPaymentStatus(s.paymentStatus) ? (
            <PaymentBadge status={s.paymentStatus} />
          ) : (
            <span>{s.paymentStatus}</span>
          )}
        </p>
        <p className="mt-1 text-xs text-stone-600">{s.reason}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={onChoose}
        aria-label={`Attach to ${s.orderNumber}`}
      >
        Attach here
      </Button>
    </li>
  );
}
