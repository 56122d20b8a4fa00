import { formatINR } from '@pataka/domain/money';
import type { PaymentDetails } from '../extracted-payment.ts';
import { paymentText } from '../messages.ts';

/** What was read from the screenshot, shown back so the shopper can see it matches what they paid. */
export function ExtractedDetails({ details }: { details: PaymentDetails }) {
  const rows: [string, string | null][] = [
    [paymentText.utr, details.utr],
    [paymentText.amount, details.amount !== null ? formatINR(details.amount) : null],
    [paymentText.date, [details.date, details.time].filter(Boolean).join(' ') || null],
    [paymentText.paidTo, [details.payeeName, details.payeeUpiId].filter(Boolean).join(' · ') || null],
    [paymentText.app, details.app],
    [paymentText.paymentState, details.status],
  ];
  return (
    <dl
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm"
      data-testid="extracted-details"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className={`break-words font-medium ${value ? 'text-stone-900' : 'text-stone-400'}`}>
            {value ?? paymentText.notFound}
          </dd>
        </div>
      ))}
    </dl>
  );
}
