import { useState } from 'react';
import { Button, type ButtonVariant } from '@pataka/ui/button';
import { toast } from '../../../lib/toast.ts';
import { downloadFile } from '../../../lib/download.ts';

/** "Export" as CSV or Excel: the whole price list, in the import's own columns. */
export function ExportButtons({
  variant = 'outline',
  label = 'Export',
}: {
  variant?: ButtonVariant;
  label?: string;
}) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadFile('/products/export', { format }, `price-list.${format}`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Could not export the price list.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={label} className="inline-flex gap-1">
      <Button variant={variant} size="sm" loading={busy === 'csv'} onClick={() => void run('csv')}>
        {label} CSV
      </Button>
      <Button variant={variant} size="sm" loading={busy === 'xlsx'} onClick={() => void run('xlsx')}>
        {label} Excel
      </Button>
    </div>
  );
}
