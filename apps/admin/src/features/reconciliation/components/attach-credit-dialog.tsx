// Placing a bank credit nobody claimed: the likely enquiries (same amount, awaiting payment, nearest in
// time), then a confirm step, because attaching records the enquiry's payment as verified.
import { useState } from 'react';
import {
  STATEMENT_MESSAGES,
  type CreditSuggestionDto,
  type UnclaimedCreditDto,
} from '@pataka/domain/bank-statement';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { toast } from '../../../lib/toast.ts';
import { useAttachCredit } from '../api/unclaimed-credits.ts';
import { formatBankDate, formatPaise } from '../../../lib/statement-format.ts';
import { CreditSuggestionRow } from './credit-suggestion-row.tsx';

type Props = { credit: UnclaimedCreditDto; onClose: () => void };

export function AttachCreditDialog({ credit, onClose }: Props) {
  const attach = useAttachCredit();
  const [chosen, setChosen] = useState<CreditSuggestionDto | null>(null);
  const amount = formatPaise(credit.amountPaise);
  const run = (orderId: string) =>
    attach.mutate(
      { creditId: credit.id, orderId },
      {
        onSuccess: (r) => {
          toast.success(STATEMENT_MESSAGES.attached(r.orderNumber));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={attach.isPending ? undefined : onClose}
      title={chosen ? `Attach to ${chosen.orderNumber}?` : 'Attach to enquiry'}
      description={`${amount} credited ${formatBankDate(credit.date)}${credit.utr ? ` · UTR ${credit.utr}` : ''}`}
    >
      <div className="space-y-4">
        {chosen ? (
          <p className="text-sm text-stone-700">
            {amount} is recorded as the payment of {chosen.orderNumber} ({chosen.customerName}) and marked
            verified, with an entry in its history and the audit log.
          </p>
        ) : credit.suggestions.length === 0 ? (
          <p className="text-sm text-stone-700">
            No enquiry looks like this payment. Find the shopper&apos;s enquiry and record the payment there
            by hand with this UTR.
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Likely enquiries">
            {credit.suggestions.map((s) => (
              <CreditSuggestionRow
                key={s.orderId}
                suggestion={s}
                disabled={attach.isPending}
                onChoose={() => setChosen(s)}
              />
            ))}
          </ul>
        )}
        {attach.error && (
          <p role="alert" className="text-sm text-red-700">
            {attach.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {chosen ? (
            <>
              <Button variant="ghost" disabled={attach.isPending} onClick={() => setChosen(null)}>
                Back
              </Button>
              <Button loading={attach.isPending} onClick={() => run(chosen.orderId)}>
                Attach {amount}
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
