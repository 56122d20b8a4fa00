import { and, eq, ne } from 'drizzle-orm';
import { paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

/** Whether a UTR appears on any payment proof of the tenant, optionally other than one order's. */
export async function utrExists(
  db: Db,
  tenantId: string,
  utr: string,
  exceptOrderId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.tenantId, tenantId),
        eq(paymentProofs.utr, utr),
        exceptOrderId ? ne(paymentProofs.orderId, exceptOrderId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Whether the same file content is on another proof of the tenant. */
export async function contentHashOnOtherProof(
  db: Db,
  tenantId: string,
  contentHash: string,
  exceptProofId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.tenantId, tenantId),
        eq(paymentProofs.contentHash, contentHash),
        ne(paymentProofs.id, exceptProofId),
      ),
    )
    .limit(1);
  return !!row;
}
