// The shop's choice to let an imported statement verify the proofs it confirms. Owners change it (the
// server refuses staff with 403); staff see it, disabled, so they know why proofs turn verified alone.
import { STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';
import { CheckboxRow } from '../../../components/bits.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdatePaymentSettings } from '../api/payment-settings.ts';

export const OWNER_ONLY_NOTE = 'Only the shop owner can change this.';

export function AutoVerifySetting({ autoVerify }: { autoVerify: boolean }) {
  const { user } = useAuth();
  const isOwner = user?.role === 'owner';
  const update = useUpdatePaymentSettings();
  const checked = update.isPending && update.variables ? update.variables.autoVerify : autoVerify;
  const onChange = (next: boolean) =>
    update.mutate(
      { autoVerify: next },
      {
        onSuccess: (r) =>
          toast.success(r.autoVerify ? 'Automatic verification is on' : 'Automatic verification is off'),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-1">
      <CheckboxRow
        label={STATEMENT_MESSAGES.autoVerifyLabel}
        hint={
          <>
            {STATEMENT_MESSAGES.autoVerifyHint}
            {!isOwner && <span className="mt-1 block font-semibold text-stone-700">{OWNER_ONLY_NOTE}</span>}
          </>
        }
        checked={checked}
        disabled={!isOwner || update.isPending}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
