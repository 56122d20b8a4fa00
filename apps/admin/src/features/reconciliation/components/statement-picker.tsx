// Step one of an import: pick (or, on the counter PC, drop) the statement downloaded from the bank.
import { useState, type DragEvent } from 'react';
import { Spinner } from '@pataka/ui/spinner';
import { checkStatementFile, STATEMENT_ACCEPT } from '../lib/check-statement-file.ts';

type Props = { busy: boolean; error: string | null; onFile: (file: File) => void };

export function StatementPicker({ busy, error, onFile }: Props) {
  const [over, setOver] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = checkStatementFile(file);
    setWrong(problem);
    if (!problem) onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };
  const message = wrong ?? error;
  return (
    <div className="space-y-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed px-4 py-6 text-center ${over ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50'}`}
      >
        {busy ? (
          <div className="flex flex-col items-center gap-2 text-brand-700" role="status">
            <Spinner />
            <p className="text-sm text-stone-700">Reading the statement…</p>
          </div>
        ) : (
          <>
            <p className="font-semibold text-stone-900">
              The statement from your bank or UPI app, as Excel (.xlsx) or CSV
            </p>
            <p className="mt-1 hidden text-sm text-stone-600 lg:block">Drop the file here, or</p>
            <label className="mt-3 inline-flex h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-saffron-500">
              Choose statement
              <input
                type="file"
                accept={STATEMENT_ACCEPT}
                className="sr-only"
                aria-label="Choose bank statement file"
                onChange={(e) => {
                  take(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            <p className="mt-3 text-xs text-stone-500">
              Nothing is saved yet: you will see what was read from the file first.
            </p>
          </>
        )}
      </div>
      {message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
