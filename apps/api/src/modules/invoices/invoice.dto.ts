import { z } from 'zod';
import { INVOICE_KINDS } from '@pataka/domain/invoice/types';

const LineSchema = z.object({
  position: z.number(),
  kind: z.enum(['goods', 'packing']),
  description: z.string(),
  descriptionTa: z.string().nullable(),
  hsn: z.string(),
  quantity: z.number(),
  unit: z.string(),
  ratePaise: z.number(),
  discountPaise: z.number(),
  taxablePaise: z.number(),
  gstRateBp: z.number().describe('1800 = 18 %'),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
  orderItemId: z.string().nullable(),
  productId: z.string().nullable(),
  leftToCredit: z.number().optional().describe('Units of this line not yet credited (an invoice)'),
});

/** An invoice or credit note; money in paise (the registers and the GSTR-1 work in paise too). */
export const InvoiceSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string().optional(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  againstInvoiceId: z.string().nullable(),
  againstInvoiceNumber: z.string().nullable().optional(),
  reason: z.string().nullable(),
  buyerName: z.string(),
  buyerGstin: z.string().nullable(),
  buyerStateCode: z.string(),
  placeOfSupplyCode: z.string(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  roundOffPaise: z.number(),
  totalPaise: z.number(),
  pdfUrl: z.string(),
  lines: z.array(LineSchema).optional(),
  creditNotes: z
    .array(
      z.object({
        id: z.string(),
        number: z.string(),
        issuedAt: z.string(),
        totalPaise: z.number(),
        pdfUrl: z.string(),
      }),
    )
    .optional(),
});

export const OrderInvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    issuedAt: z.string(),
    total: z.number().describe('Rupees'),
    pdfUrl: z.string(),
  })
  .nullable();
