import { useState, type DragEvent } from 'react';
import { Spinner } from '@pataka/ui/spinner';
import { DownloadButtons } from './download-buttons.tsx';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isSheet = (f: File) => /\.(xlsx|csv)$/i.test(f.name);

type Props = { busy: boolean; error: string | null; onFile: (file: File) => void };

export function UploadStep({ busy, error, onFile }: Props) {
  const [over, setOver] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!isSheet(file)) {
      setWrong(`“${file.name}” is not a .xlsx or .csv file.`);
      return;
    }
    setWrong(null);
    onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };
  const message = wrong ?? error;
  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed px-4 py-10 text-center ${over ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'}`}
      >
        {busy ? (
          <div className="flex flex-col items-center gap-2 text-brand-700">
            <Spinner />
            <p className="text-sm text-stone-700">Reading your price list…</p>
          </div>
        ) : (
          <>
            <p className="font-semibold text-stone-900">Your price list as Excel (.xlsx) or CSV</p>
            <p className="mt-1 hidden text-sm text-stone-600 lg:block">Drop the file here, or</p>
            <label className="mt-3 inline-flex h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-saffron-500">
              Choose file
              <input
                type="file"
                accept={ACCEPT}
                className="sr-only"
                aria-label="Choose price list file"
                onChange={(e) => {
                  take(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            <p className="mt-3 text-xs text-stone-500">
              Nothing changes yet: you will see what the file would do first.
            </p>
          </>
        )}
      </div>
      {message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
        <p className="text-sm text-stone-700">
          Start from the template (the columns we read), or export your current price list, edit it and upload
          it back.
        </p>
        <DownloadButtons kind="template" label="Download template" />
        <DownloadButtons kind="export" label="Export current price list" />
      </div>
    </div>
  );
}
