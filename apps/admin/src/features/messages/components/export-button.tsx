import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { toast } from '../../../lib/toast.ts';
import { downloadFile } from '../../../lib/download.ts';

/** Downloads a CSV export with the staff token (a plain link could not send it). */
export function ExportButton({
  path,
  fileName,
  query,
}: {
  path: string;
  fileName: string;
  query?: Record<string, string>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(path, query ?? {}, fileName);
        } catch (e) {
          toast.error(e instanceof Error ? e.message : 'Could not export.');
        } finally {
          setBusy(false);
        }
      }}
    >
      Export CSV
    </Button>
  );
}
