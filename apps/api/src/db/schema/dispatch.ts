import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/** The branch as it was when the dispatch was booked: a later edit of the branch does not rewrite it. */
export type DispatchBranch = {
  id: string | null;
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string | null;
};

/**
 * One booking of an enquiry's cases with a parcel transport (decision 142), or, for a pickup enquiry,
 * the cases made ready at the shop (kind 'pickup': no transport, LR or freight). An enquiry may have
 * several (split shipment). Corrections update the row; history and the audit log keep before/after.
 */
export const dispatches = pgTable(
  'dispatches',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    /** 'transport' | 'pickup' */
    kind: text('kind').notNull().default('transport'),
    transportProviderId: text('transport_provider_id'),
    transportName: text('transport_name'),
    lrNumber: text('lr_number'),
    /** YYYY-MM-DD, the booking date on the LR. */
    bookedOn: text('booked_on').notNull(),
    cases: integer('cases').notNull(),
    /** 'paid' | 'to_pay' (null for a pickup). */
    freightMode: text('freight_mode'),
    /** What the shopper pays at the branch ('to_pay'), or what the shop paid ('paid'); paise. */
    freightPaise: integer('freight_paise'),
    branchId: text('branch_id'),
    branch: jsonb('branch').$type<DispatchBranch>(),
    ewayBillNumber: text('eway_bill_number'),
    /** uploads/<tenant>/<key>: the LR copy photo, private (shop's staff and the enquiry's shopper). */
    lrCopyKey: text('lr_copy_key'),
    lrCopyType: text('lr_copy_type'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('dispatches_order_idx').on(t.tenantId, t.orderId, t.createdAt),
    index('dispatches_booked_idx').on(t.tenantId, t.bookedOn),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);
