import { z } from 'zod';
import { DISPATCH_KINDS, FREIGHT_MODES, type DispatchKind, type FreightMode } from '@pataka/domain/dispatch';
import { toRupees } from '@pataka/domain/money';
import type { dispatches } from '../../db/schema/dispatch.ts';

/** One dispatch as the shopper and staff see it on the enquiry (amounts in rupees). */
export const DispatchSchema = z.object({
  id: z.string(),
  kind: z.enum(DISPATCH_KINDS).describe("'pickup': ready to collect, no transport, LR or freight"),
  transportName: z.string().nullable(),
  lrNumber: z.string().nullable(),
  bookedOn: z.string().describe('YYYY-MM-DD'),
  cases: z.number().int(),
  freight: z.object({ mode: z.enum(FREIGHT_MODES), amount: z.number() }).nullable(),
  branch: z
    .object({
      id: z.string().nullable(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  ewayBillNumber: z.string().nullable(),
  /** The LR copy through the API (its shopper and the shop's staff only), or null before one is added. */
  lrCopyUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DispatchDto = z.infer<typeof DispatchSchema>;

export type DispatchRow = Omit<typeof dispatches.$inferSelect, 'tenantId'>;

export const lrCopyUrl = (orderId: string, dispatchId: string) =>
  `/api/v1/orders/${encodeURIComponent(orderId)}/dispatches/${encodeURIComponent(dispatchId)}/lr-copy`;

export function toDispatchDto(row: DispatchRow): DispatchDto {
  return {
    id: row.id,
    kind: row.kind as DispatchKind,
    transportName: row.transportName,
    lrNumber: row.lrNumber,
    bookedOn: row.bookedOn,
    cases: row.cases,
    freight: row.freightMode
      ? { mode: row.freightMode as FreightMode, amount: toRupees(row.freightPaise ?? 0) }
      : null,
    branch: row.branch ?? null,
    ewayBillNumber: row.ewayBillNumber,
    lrCopyUrl: row.lrCopyKey ? lrCopyUrl(row.orderId, row.id) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
