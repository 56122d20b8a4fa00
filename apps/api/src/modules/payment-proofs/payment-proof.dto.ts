import { z } from 'zod';
import { BANK_MATCHES, type BankMatch } from '@pataka/domain/bank-statement';
import type { paymentProofs } from '../../db/schema/orders.ts';

export const PROOF_FLAGS = ['utr_reused', 'duplicate_image', 'amount_mismatch', 'payee_mismatch'] as const;
export type ProofFlag = (typeof PROOF_FLAGS)[number];

/** What extraction stored: the ExtractedPayment fields, or a state while it runs / when it could not. */
export const ExtractedDataSchema = z.record(z.string(), z.unknown()).nullable();

export const PaymentProofSchema = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  /** The server's reading of the file (authoritative; the flags come from it). */
  extractedData: ExtractedDataSchema,
  /** What the customer's screen showed them when attaching, kept for reference only. */
  customerExtractedData: ExtractedDataSchema,
  flags: z.array(z.enum(PROOF_FLAGS)),
  status: z.enum(['submitted', 'verified', 'rejected']),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  /** Staff only: what the bank statement says (null: no statement covers the payment yet). */
  bankMatch: z.enum(BANK_MATCHES).nullable().optional(),
  /** Staff only: the bank credit the proof was matched to. */
  bankCredit: z
    .object({
      id: z.string(),
      date: z.string(),
      amountPaise: z.number().int(),
      narration: z.string(),
      utr: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type PaymentProofDto = z.infer<typeof PaymentProofSchema>;

export type StoredProofData = {
  server: Record<string, unknown> | null;
  customer: Record<string, unknown> | null;
};

export type ProofRow = Pick<
  typeof paymentProofs.$inferSelect,
  | 'id'
  | 'orderId'
  | 'url'
  | 'fileName'
  | 'fileType'
  | 'extractedData'
  | 'flags'
  | 'status'
  | 'reviewNote'
  | 'createdAt'
  | 'bankMatch'
> & {
  bankCredit: { id: string; date: string; amountPaise: number; narration: string; utr: string } | null;
};

export function toPaymentProofDto(row: ProofRow, staffView = false): PaymentProofDto {
  const stored = (row.extractedData ?? {}) as Partial<StoredProofData>;
  return {
    id: row.id,
    url: row.url,
    fileName: row.fileName,
    fileType: row.fileType,
    extractedData: stored.server ?? null,
    customerExtractedData: stored.customer ?? null,
    flags: row.flags.filter((f): f is ProofFlag => (PROOF_FLAGS as readonly string[]).includes(f)),
    status: row.status === 'verified' || row.status === 'rejected' ? row.status : 'submitted',
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    ...(staffView && {
      bankMatch: (BANK_MATCHES as readonly string[]).includes(row.bankMatch ?? '')
        ? (row.bankMatch as BankMatch)
        : null,
      bankCredit: row.bankCredit,
    }),
  };
}
