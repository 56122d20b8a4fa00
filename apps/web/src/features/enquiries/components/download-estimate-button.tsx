import type { Order } from '@pataka/domain/api-types';
import { ESTIMATE_BUTTON } from '@pataka/domain/price-list-pdf';
import { Button } from '@pataka/ui/button';
import { toast } from '../../../lib/toast.ts';
import { useDownloadEstimate } from '../api/download-estimate.ts';

/** "Download estimate": the enquiry's lines and totals as a PDF in the shop's price-list style. */
export function DownloadEstimateButton({ order }: { order: Pick<Order, 'id' | 'orderNumber'> }) {
  const download = useDownloadEstimate();
  return (
    <Button
      variant="outline"
      className="mt-4 w-full sm:w-auto"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate(order, { onError: (e) => toast.error(e.message) })}
    >
      {download.isPending ? ESTIMATE_BUTTON.busy : ESTIMATE_BUTTON.idle}
    </Button>
  );
}
