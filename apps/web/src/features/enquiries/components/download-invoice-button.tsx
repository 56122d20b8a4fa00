// "Download invoice" on the shopper's enquiry page and on each invoiced card of My Enquiries, once the shop
// has issued it (issue 28). Loaded lazily (enquiry-detail.tsx, enquiry-list.tsx): most enquiries have none,
// and the storefront's first JavaScript stays small.
import type { OrderInvoice } from '@pataka/domain/api-types';
import { INVOICE_BUTTON, invoicePdfPath } from '@pataka/domain/invoice/shopper-texts';
import { Button } from '@pataka/ui/button';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';

/** The PDF is fetched with the shopper's token (a plain link would not carry it), then saved. */
async function downloadInvoice(invoice: OrderInvoice): Promise<void> {
  let pdf: Blob;
  try {
    pdf = await api.getBlob(invoicePdfPath(invoice.pdfUrl), { headers: { Accept: 'application/pdf' } });
  } catch (error) {
    throw new Error(errorMessage(error, INVOICE_BUTTON.failed));
  }
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number.replace(/\//g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Props = { invoice: OrderInvoice; className?: string };

export default function DownloadInvoiceButton({
  invoice,
  className = 'mt-4 w-full sm:ml-2 sm:w-auto',
}: Props) {
  const download = useMutation({ mutationFn: downloadInvoice });
  return (
    <Button
      className={className}
      disabled={download.isPending}
      aria-busy={download.isPending}
      title={INVOICE_BUTTON.issued(invoice.number)}
      data-testid="download-invoice"
      onClick={() => download.mutate(invoice, { onError: (e) => toast.error(e.message) })}
    >
      {download.isPending ? INVOICE_BUTTON.busy : INVOICE_BUTTON.idle}
    </Button>
  );
}
