import { PAYMENT_FIELDS, type PaymentField } from '@pataka/domain/extracted-payment';

/** The extracted fields the bench scores: every field the extraction reads. */
export const SCORED_FIELDS = PAYMENT_FIELDS;
export type ScoredField = PaymentField;

export type FieldScore = { expected: unknown; got: unknown; ok: boolean };

const norm = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().toLowerCase() : v);

/**
 * Whether one extracted value matches the expected one: amounts to the paisa, text ignoring case and
 * runs of spaces (VPAs compare case-insensitively; names are shown to staff, not matched exactly).
 * An expected null (the receipt does not print it) is right only when nothing was extracted.
 */
export function fieldMatches(field: ScoredField, expected: unknown, got: unknown): boolean {
  if (expected === null || expected === undefined) return got === null || got === undefined;
  if (field === 'amount') return typeof got === 'number' && Math.abs(got - Number(expected)) < 0.005;
  return norm(got) === norm(expected);
}

export function scoreFields(expected: Record<string, unknown>, got: Record<string, unknown>) {
  return Object.fromEntries(
    SCORED_FIELDS.filter((f) => f in expected).map((f) => [
      f,
      { expected: expected[f] ?? null, got: got[f] ?? null, ok: fieldMatches(f, expected[f], got[f]) },
    ]),
  ) as Partial<Record<ScoredField, FieldScore>>;
}
