import { and, eq } from 'drizzle-orm';
import { toPaise } from '@pataka/domain/money';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { extractedPayment } from '../uploads/extraction-state.ts';
import { findUpload } from '../uploads/uploads.queries.ts';
import { loadShopOrderSettings } from '../orders/shop-settings.queries.ts';
import type { StoredProofData } from './payment-proof.dto.ts';
import { contentHashOnOtherProof, utrExists } from './payment-proof.queries.ts';
import { proofFlags } from './proof-flags.ts';

export type ProofColumns = {
  extractedData: StoredProofData;
  utr: string | null;
  amountPaise: number | null;
  payeeUpiId: string | null;
  flags: string[];
};

/** The columns of a proof derived from the upload's current extraction: values, flags and the stored view. */
export async function deriveProofColumns(
  db: Db,
  tenantId: string,
  input: {
    orderId: string;
    proofId: string;
    orderTotalPaise: number;
    contentHash: string;
    serverData: Record<string, unknown> | null;
    customerData: Record<string, unknown> | null;
  },
): Promise<ProofColumns> {
  const extraction = extractedPayment(input.serverData);
  const settings = await loadShopOrderSettings(db, tenantId);
  const flags = proofFlags({
    extraction,
    orderTotalPaise: input.orderTotalPaise,
    shopUpiId: settings.upiId,
    utrOnOtherOrder: extraction?.utr ? await utrExists(db, tenantId, extraction.utr, input.orderId) : false,
    imageOnOtherProof: await contentHashOnOtherProof(db, tenantId, input.contentHash, input.proofId),
  });
  return {
    extractedData: { server: input.serverData, customer: input.customerData },
    utr: extraction?.utr ?? null,
    amountPaise: extraction?.amount != null ? toPaise(extraction.amount) : null,
    payeeUpiId: extraction?.payeeUpiId ?? null,
    flags,
  };
}

/** Recomputes every proof made from this upload once its extraction is stored (it may finish after attaching). */
export async function refreshProofsForUpload(db: Db, tenantId: string, uploadId: string): Promise<void> {
  const upload = await findUpload(db, tenantId, uploadId);
  if (!upload) return;
  const proofs = await db
    .select({
      id: paymentProofs.id,
      orderId: paymentProofs.orderId,
      extractedData: paymentProofs.extractedData,
      orderTotalPaise: orders.totalPaise,
    })
    .from(paymentProofs)
    .innerJoin(orders, and(eq(orders.tenantId, paymentProofs.tenantId), eq(orders.id, paymentProofs.orderId)))
    .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.uploadId, uploadId)));
  for (const proof of proofs) {
    const columns = await deriveProofColumns(db, tenantId, {
      orderId: proof.orderId,
      proofId: proof.id,
      orderTotalPaise: proof.orderTotalPaise,
      contentHash: upload.contentHash,
      serverData: upload.extractedData,
      customerData: (proof.extractedData as Partial<StoredProofData> | null)?.customer ?? null,
    });
    await db
      .update(paymentProofs)
      .set(columns)
      .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.id, proof.id)));
  }
}
