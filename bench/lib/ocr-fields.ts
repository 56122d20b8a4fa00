import { PAYMENT_FIELDS, type PaymentField } from '@pataka/domain/extracted-payment';

/** The extracted fields the bench scores: every field the extraction reads. */
export const SCORED_FIELDS = PAYMENT_FIELDS;
export type ScoredField = PaymentField;

/**
 * right: the expected value (or nothing, when the receipt prints none); empty: nothing extracted
 * where the receipt prints a value (staff read it themselves); wrong: a value that is not the receipt's.
 */
export type FieldOutcome = 'right' | 'empty' | 'wrong';
export type FieldScore = { expected: unknown; got: unknown; ok: boolean; outcome: FieldOutcome };

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
    SCORED_FIELDS.filter((f) => f in expected).map((f) => {
      const ok = fieldMatches(f, expected[f], got[f]);
      const empty = got[f] === null || got[f] === undefined;
      const outcome: FieldOutcome = ok ? 'right' : empty ? 'empty' : 'wrong';
      return [f, { expected: expected[f] ?? null, got: got[f] ?? null, ok, outcome }];
    }),
  ) as Partial<Record<ScoredField, FieldScore>>;
}
