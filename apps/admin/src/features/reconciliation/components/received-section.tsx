// Proofs the bank statement confirms (same UTR, same amount), verified together in one action. The ids
// sent are exactly the rows staff saw when they pressed the button, even if the list refreshes meanwhile.
import { useState } from 'react';
import { STATEMENT_MESSAGES, type ReceivedProofDto } from '@pataka/domain/bank-statement';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { Panel } from '../../../components/bits.tsx';
import { toast } from '../../../lib/toast.ts';
import { useVerifyReceived } from '../api/verify-received.ts';
import { plural } from '../../../lib/statement-format.ts';
import { ProofList } from './proof-list.tsx';

export const verifyLabel = (n: number) => `Verify ${plural(n, 'payment')}`;

function ConfirmVerify({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const verify = useVerifyReceived();
  const run = () =>
    verify.mutate(ids, {
      onSuccess: (r) => {
        toast.success(STATEMENT_MESSAGES.verified(r.verified));
        if (r.skipped > 0)
          toast.info(
            `${plural(r.skipped, 'payment')} skipped: reviewed or changed since the list was loaded`,
          );
        onClose();
      },
    });
  return (
    <Modal
      open
      onClose={verify.isPending ? undefined : onClose}
      title={`${verifyLabel(ids.length)}?`}
      size="sm"
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          The bank statement shows each of these UTRs credited with the same amount. Each enquiry is marked
          paid, with an entry in its history and in the audit log. This cannot be undone in one step.
        </p>
        {verify.error && (
          <p role="alert" className="text-sm text-red-700">
            {verify.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={verify.isPending}>
            Cancel
          </Button>
          <Button className="!bg-green-700 hover:!bg-green-800" loading={verify.isPending} onClick={run}>
            {verifyLabel(ids.length)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export function ReceivedSection({ received }: { received: ReceivedProofDto[] }) {
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const n = received.length;
  return (
    <Panel
      id="received"
      title="Money received"
      description="Waiting payment proofs the bank statement confirms: same UTR, same amount."
      actions={
        n > 0 && (
          <Button
            className="w-full !bg-green-700 hover:!bg-green-800 sm:w-auto"
            onClick={() => setConfirming(received.map((p) => p.proofId))}
          >
            {verifyLabel(n)}
          </Button>
        )
      }
    >
      {n === 0 ? (
        <p className="text-sm text-stone-600">{STATEMENT_MESSAGES.noneToVerify}</p>
      ) : (
        <ProofList proofs={received} variant="received" label="Payments the bank confirms" />
      )}
      {confirming && <ConfirmVerify ids={confirming} onClose={() => setConfirming(null)} />}
    </Panel>
  );
}
