// Invoices (issue 28): issue the enquiry's invoice, read it with its credit notes, issue a credit note.
import { useQuery } from '@tanstack/react-query';
import type { CreditNoteInput } from '@pataka/domain/invoice/rules';
import type { InvoiceDto } from '@pataka/domain/invoice/types';
import { api } from '../../../lib/api-client.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';
import { openProtectedFile } from './print-slip.ts';

export const invoiceKey = (id: string) => ['invoice', id] as const;

export function useInvoice(id: string | null | undefined) {
  return useQuery({
    queryKey: invoiceKey(id ?? ''),
    queryFn: () => api.get<InvoiceDto>(`/admin/invoices/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}

export function useIssueInvoice(orderId: string) {
  return useOrderMutation(
    orderId,
    (body: { buyerGstin: string | null }) =>
      api.post<InvoiceDto>(`/orders/${encodeURIComponent(orderId)}/invoice`, body),
    (inv) => `Invoice ${inv.number} issued`,
  );
}

export function useIssueCreditNote(orderId: string, invoiceId: string) {
  return useOrderMutation(
    orderId,
    (body: CreditNoteInput) =>
      api.post<InvoiceDto>(`/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, body),
    (note) => `Credit note ${note.number} issued`,
  );
}

/** The PDF (staff and the shopper only): fetched with the session, opened in a new tab. */
export const openInvoicePdf = (pdfUrl: string) => openProtectedFile(pdfUrl.replace(/^\/api\/v1(?=\/)/, ''));
