// The shopper's invoice link on the enquiry page (issue 28). Zod-free, for the storefront; Tamil in
// ta/invoice.ta.ts (the PDF itself stays English, as the estimate does).
import { defineMessages } from '../i18n.ts';

export const INVOICE_BUTTON = defineMessages('invoice-button', {
  idle: 'Download invoice',
  busy: 'Preparing invoice…',
  failed: 'Could not download the invoice. Please try again.',
  issued: (number: string) => `Invoice ${number}`,
});

/** The PDF's API path from the order's invoice.pdfUrl ('/api/v1/invoices/…' → '/invoices/…'). */
export const invoicePdfPath = (pdfUrl: string) => pdfUrl.replace(/^\/api\/v1(?=\/)/, '');
