import { useSearchParams } from 'react-router';
import { presetRange, ReportRangeSchema, type ReportRange } from '@pataka/domain/books/report-range';
import { RangePicker } from '../../features/reports/components/range-picker.tsx';
import { ReportDownloads } from '../../features/reports/components/report-downloads.tsx';
import { ReportSummaryPanel } from '../../features/reports/components/report-summary.tsx';
import { TallySettingsForm } from '../../features/reports/components/tally-settings-form.tsx';
import { useAuth } from '../../lib/auth.ts';

/** Reports (owner): the period lives in the URL (?from&to), so a link opens the same figures. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const parsed = ReportRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const range: ReportRange = parsed.success ? parsed.data : presetRange('this-month', new Date());
  const choose = (r: ReportRange) => setParams({ from: r.from, to: r.to }, { replace: true });

  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <h1 className="text-xl font-semibold">Reports</h1>
      {user && user.role !== 'owner' ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Reports are for the shop’s owners. Ask an owner for the files.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            Invoices and credit notes issued in the period (India time), for filing GSTR-1 and for Tally.
          </p>
          <RangePicker range={range} onChange={choose} />
          <ReportSummaryPanel range={range} />
          <ReportDownloads range={range} />
          <TallySettingsForm />
        </>
      )}
    </div>
  );
}
