import { toPaise } from '@pataka/domain/money';
import type { ExtractedPayment } from '@pataka/domain/extracted-payment';
import { payeeDiffers } from '../payment-extraction/payee-check.ts';
import type { ProofFlag } from './payment-proof.dto.ts';

export type ProofFacts = {
  extraction: ExtractedPayment | null;
  orderTotalPaise: number;
  shopUpiId: string | null;
  /** The UTR is on a proof of another enquiry of this shop. */
  utrOnOtherOrder: boolean;
  /** The same bytes were uploaded for another proof. */
  imageOnOtherProof: boolean;
};

/**
 * What staff should look at twice. Only the server's own reading counts: a field it could not read
 * raises no flag (nothing to compare), and what the customer's screen showed is never used.
 */
export function proofFlags(facts: ProofFacts): ProofFlag[] {
  const flags: ProofFlag[] = [];
  const e = facts.extraction;
  if (e?.utr && facts.utrOnOtherOrder) flags.push('utr_reused');
  if (facts.imageOnOtherProof) flags.push('duplicate_image');
  if (e?.amount != null && toPaise(e.amount) !== facts.orderTotalPaise) flags.push('amount_mismatch');
  // Only a payee read unambiguously as another id: the shop's id misread by OCR ('uniquefwb44' for
  // 'uniquefw644'), or an id that could be read two ways, is no evidence the money went elsewhere.
  if (e?.payeeUpiId && facts.shopUpiId && payeeDiffers(e.payeeUpiId, facts.shopUpiId)) {
    flags.push('payee_mismatch');
  }
  return flags;
}

/** The order's payment status follows its proofs: any verified wins, then any waiting, then rejected. */
export function paymentStatusFromProofs(
  statuses: readonly string[],
): 'pending' | 'submitted' | 'verified' | 'rejected' {
  if (statuses.length === 0) return 'pending';
  if (statuses.includes('verified')) return 'verified';
  if (statuses.includes('submitted')) return 'submitted';
  return 'rejected';
}

/**
 * A proof's flags with amount_mismatch recomputed against a new enquiry total (staff edited the enquiry
 * after the call): the amount read or recorded is compared again, the other flags stay as they were.
 */
export function withAmountFlag(
  flags: readonly string[],
  amountPaise: number | null,
  orderTotalPaise: number,
): string[] {
  const others = flags.filter((f) => f !== 'amount_mismatch');
  if (amountPaise == null || amountPaise === orderTotalPaise) return others;
  // Same position as proofFlags gives it: after utr_reused and duplicate_image.
  const before = others.filter((f) => f === 'utr_reused' || f === 'duplicate_image');
  const after = others.filter((f) => f !== 'utr_reused' && f !== 'duplicate_image');
  return [...before, 'amount_mismatch', ...after];
}
