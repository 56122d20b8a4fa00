import { eq } from 'drizzle-orm';
import {
  DEFAULT_EWAY_BILL_THRESHOLD_PAISE,
  DISPATCH_MESSAGES,
  needsEwayBill,
  type DispatchKind,
} from '@pataka/domain/dispatch';
import { toPaise, toRupees } from '@pataka/domain/money';
import type { DispatchBranch } from '../../db/schema/dispatch.ts';
import type { OrderPickupLocation } from '../../db/schema/orders.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';
import { findBranch, findTransport } from './dispatch.queries.ts';

/** The stored fields of a dispatch a staff member decides (what POST sets and PATCH corrects). */
export type DispatchFields = {
  kind: DispatchKind;
  transportProviderId: string | null;
  transportName: string | null;
  lrNumber: string | null;
  bookedOn: string;
  cases: number;
  freightMode: string | null;
  freightPaise: number | null;
  branchId: string | null;
  branch: DispatchBranch | null;
  ewayBillNumber: string | null;
};

/** What staff sent, merged over the current fields (a correction) or over nothing (a new dispatch). */
export type DispatchDraft = {
  kind: DispatchKind;
  transportProviderId: string | null;
  lrNumber: string | null;
  bookedOn: string;
  cases: number;
  freight: { mode: string; amount: number } | null;
  branchId: string | null;
  ewayBillNumber: string | null;
};

export async function ewayThresholdPaise(db: Db, tenantId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ shipping: companySettings.shippingSettings })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row?.shipping.ewayBillThresholdPaise;
}

const pickupBranch = (p: OrderPickupLocation): DispatchBranch => ({
  id: p.id,
  name: p.name,
  address: p.address,
  city: p.city,
  state: p.state,
  phone: p.phone ?? null,
});

/**
 * Checks a draft against the enquiry and the shop's data and returns the fields to store: a transport
 * dispatch needs its transport, LR number, freight and a branch of that transport, and an e-way bill
 * number above the shop's threshold; a pickup needs none of them and points at the enquiry's pickup
 * point. Each refusal is a 400 naming its field.
 */
export async function resolveDispatch(
  tx: Db,
  tenantId: string,
  order: { totalPaise: number; pickupLocation: OrderPickupLocation | null },
  draft: DispatchDraft,
): Promise<DispatchFields> {
  if (draft.kind === 'pickup') {
    const branch = draft.branchId ? await findBranch(tx, tenantId, draft.branchId) : null;
    if (draft.branchId && !branch) throw invalid(DISPATCH_MESSAGES.branchNotFound);
    return {
      kind: 'pickup',
      transportProviderId: null,
      transportName: null,
      lrNumber: null,
      bookedOn: draft.bookedOn,
      cases: draft.cases,
      freightMode: null,
      freightPaise: null,
      branchId: branch?.id ?? order.pickupLocation?.id ?? null,
      branch: branch ? snapshot(branch) : order.pickupLocation ? pickupBranch(order.pickupLocation) : null,
      ewayBillNumber: draft.ewayBillNumber,
    };
  }
  if (!draft.transportProviderId) throw invalid(DISPATCH_MESSAGES.transportRequired);
  const transport = await findTransport(tx, tenantId, draft.transportProviderId);
  if (!transport) throw invalid(DISPATCH_MESSAGES.transportNotFound);
  if (!draft.lrNumber) throw invalid(DISPATCH_MESSAGES.lrRequired);
  if (!draft.freight) throw invalid(DISPATCH_MESSAGES.freightRequired);
  if (!draft.branchId) throw invalid(DISPATCH_MESSAGES.branchRequired);
  const branch = await findBranch(tx, tenantId, draft.branchId);
  if (!branch) throw invalid(DISPATCH_MESSAGES.branchNotFound);
  if (branch.transportProviderId !== transport.id) throw invalid(DISPATCH_MESSAGES.branchOfOtherTransport);
  const threshold = await ewayThresholdPaise(tx, tenantId);
  if (!draft.ewayBillNumber && needsEwayBill(order.totalPaise, threshold)) {
    throw invalid(
      DISPATCH_MESSAGES.ewayBillRequired(toRupees(threshold ?? DEFAULT_EWAY_BILL_THRESHOLD_PAISE)),
    );
  }
  return {
    kind: 'transport',
    transportProviderId: transport.id,
    transportName: transport.name,
    lrNumber: draft.lrNumber,
    bookedOn: draft.bookedOn,
    cases: draft.cases,
    freightMode: draft.freight.mode,
    freightPaise: toPaise(draft.freight.amount),
    branchId: branch.id,
    branch: snapshot(branch),
    ewayBillNumber: draft.ewayBillNumber,
  };
}

function snapshot(b: NonNullable<Awaited<ReturnType<typeof findBranch>>>): DispatchBranch {
  return { id: b.id, name: b.name, address: b.address, city: b.city, state: b.state, phone: b.phone };
}
