// Importing a bank statement: pick the file, see what was read (a dry run: nothing saved), then import.
// The same dry-run-then-save steps as the price-list import, in one card at the top of Payments.
import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { Panel } from '../../../components/bits.tsx';
import { toast } from '../../../lib/toast.ts';
import { useImportStatement, usePreviewStatement } from '../api/import-statement.ts';
import { StatementPicker } from './statement-picker.tsx';
import { StatementPreview } from './statement-preview.tsx';

export function StatementImport() {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewStatement();
  const save = useImportStatement();

  const restart = () => {
    setFile(null);
    preview.reset();
    save.reset();
  };
  const onFile = (f: File) => {
    save.reset();
    setFile(f);
    preview.mutate(f);
  };
  const onImport = () => {
    if (!file) return;
    save.mutate(file, { onSuccess: (r) => toast.success(r.message) });
  };

  return (
    <Panel
      title="Import a bank statement"
      description="Download the statement (or the UPI app's settlement report) for the days you want to check."
    >
      {save.data ? (
        <div className="space-y-3">
          <p
            role="status"
            className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
          >
            {save.data.message}
          </p>
          <Button variant="outline" onClick={restart}>
            Import another statement
          </Button>
        </div>
      ) : preview.data && file ? (
        <>
          <StatementPreview
            preview={preview.data}
            importing={save.isPending}
            onImport={onImport}
            onCancel={restart}
          />
          {save.error && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {save.error.message} Nothing was saved.
            </p>
          )}
        </>
      ) : (
        <StatementPicker busy={preview.isPending} error={preview.error?.message ?? null} onFile={onFile} />
      )}
    </Panel>
  );
}
