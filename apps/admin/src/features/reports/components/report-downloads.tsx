// The three files for the accountant. Each is fetched with the owner's token and saved under the
// server's file name (sales-register_2026-04-01_2026-04-30.csv).
import { useState } from 'react';
import type { ReportRange } from '@pataka/domain/books/report-range';
import { Button } from '@pataka/ui/button';
import { errorMessage } from '../../../lib/server-field.ts';
import { REPORT_FILES, downloadReport, type ReportFile } from '../api/download-report.ts';

export function ReportDownloads({ range }: { range: ReportRange }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(file: ReportFile) {
    setBusy(file.key);
    setProblem(null);
    try {
      await downloadReport(file, range);
    } catch (e) {
      setProblem(errorMessage(e, 'Could not download the file.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="files-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="files-title" className="font-semibold">
        Files for your accountant
      </h2>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <ul className="grid gap-3 lg:grid-cols-3">
        {REPORT_FILES.map((file) => (
          <li key={file.key} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
            <h3 className="text-sm font-semibold">{file.title}</h3>
            <p className="flex-1 text-sm text-stone-600">{file.text}</p>
            <Button
              variant="outline"
              loading={busy === file.key}
              disabled={busy !== null && busy !== file.key}
              onClick={() => void download(file)}
            >
              {file.button}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
