import type { ExtractedPayment, PaymentField } from '@pataka/domain/extracted-payment';
import type { ExpectedPayment } from './receipt-samples.ts';

/** Names are compared ignoring case and spacing (apps print them in capitals in one place, not in another). */
const LOOSE: PaymentField[] = ['payeeName', 'payerName'];

export function fieldMatches(field: PaymentField, got: ExtractedPayment, expected: ExpectedPayment): boolean {
  const a = got[field];
  const b = expected[field];
  if (LOOSE.includes(field) && typeof a === 'string' && typeof b === 'string') {
    return a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');
  }
  return a === b;
}

export type AccuracyRow = { field: PaymentField; correct: number; total: number; misses: string[] };

export function accuracyTable(rows: AccuracyRow[], times: { wallMs: number; cpuMs: number }): string {
  const lines = rows.map(
    (r) =>
      `${r.field.padEnd(11)} ${`${r.correct}/${r.total}`.padStart(6)} ${((100 * r.correct) / r.total).toFixed(0).padStart(4)}%` +
      (r.misses.length ? `   misses: ${r.misses.join('; ')}` : ''),
  );
  return [
    'field        found    acc',
    ...lines,
    `median per image: ${times.wallMs} ms wall, ${times.cpuMs} ms CPU (preprocess + OCR + parse)`,
  ].join('\n');
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
