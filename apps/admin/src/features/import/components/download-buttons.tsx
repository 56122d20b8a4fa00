import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { toast } from '../../../lib/toast.ts';
import { downloadFile } from '../../../lib/download.ts';

type Kind = 'template' | 'export';
const PATHS: Record<Kind, string> = { template: '/products/import/template', export: '/products/export' };
const NAMES: Record<Kind, string> = { template: 'price-list-template', export: 'price-list' };

/** CSV and Excel buttons for the template or the current price list. */
export function DownloadButtons({ kind, label }: { kind: Kind; label: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadFile(PATHS[kind], { format }, `${NAMES[kind]}.${format}`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Could not download the file.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-700">{label}:</span>
      <Button variant="outline" size="sm" loading={busy === 'csv'} onClick={() => void run('csv')}>
        CSV
      </Button>
      <Button variant="outline" size="sm" loading={busy === 'xlsx'} onClick={() => void run('xlsx')}>
        Excel
      </Button>
    </div>
  );
}
