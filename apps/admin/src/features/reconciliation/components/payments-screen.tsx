// Payments: check the shop's bank statement against the payment screenshots. What to do first comes
// first: import today's statement, verify what the bank confirms, look at what it contradicts, place
// money nobody claimed; the statements imported and the shop's setting last.
import { Spinner } from '@pataka/ui/spinner';
import { LoadError, Panel } from '../../../components/bits.tsx';
import { useReconciliation } from '../api/get-reconciliation.ts';
import { AutoVerifySetting } from './auto-verify-setting.tsx';
import { MatchCounts } from './match-counts.tsx';
import { ProblemsSection } from './problems-section.tsx';
import { ReceivedSection } from './received-section.tsx';
import { StatementImport } from './statement-import.tsx';
import { StatementsList } from './statements-list.tsx';
import { UnclaimedCreditsSection } from './unclaimed-credits-section.tsx';

export const MATCHING_NOTE = 'Matching payments with the statement…';

function Reconciliation() {
  const rec = useReconciliation();
  if (rec.isPending)
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner />
      </div>
    );
  if (rec.isError) return <LoadError message={rec.error.message} onRetry={() => void rec.refetch()} />;
  const { data } = rec;
  return (
    <>
      <section aria-label="Payments waiting" className="space-y-2">
        {data.matching && (
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <Spinner size="sm" label={null} /> {MATCHING_NOTE}
          </p>
        )}
        <MatchCounts counts={data.counts} />
      </section>
      <ReceivedSection received={data.received} />
      <ProblemsSection problems={data.problems} />
      {data.unclaimedCredits > 0 && <UnclaimedCreditsSection />}
      <Panel title="Imported statements">
        <StatementsList statements={data.statements} />
        <AutoVerifySetting autoVerify={data.autoVerify} />
      </Panel>
    </>
  );
}

export function PaymentsScreen() {
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-3 lg:px-6 lg:py-5">
      <div>
        <h1 className="text-xl font-bold text-brand-900">Payments</h1>
        <p className="text-sm text-stone-600">
          A screenshot proves nothing by itself: the credit in the shop&apos;s bank account does.
        </p>
      </div>
      <StatementImport />
      <Reconciliation />
    </div>
  );
}
