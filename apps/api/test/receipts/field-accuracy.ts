import {
  PAYMENT_FIELDS,
  UPI_APPS,
  type ExtractedPayment,
  type PaymentField,
} from '@pataka/domain/extracted-payment';
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

/**
 * What one extracted field is worth to staff: right; empty (nothing shown, they read it themselves);
 * or wrong (a value shown that is not on the receipt: the one outcome that must never happen).
 */
export type Outcome = 'right' | 'empty' | 'wrong';

export function outcome(field: PaymentField, got: ExtractedPayment, expected: ExpectedPayment): Outcome {
  if (fieldMatches(field, got, expected)) return 'right';
  return got[field] === null ? 'empty' : 'wrong';
}

export type Tally = Record<Outcome, number>;
/** `wrongReadings`: the wrong values only; `wrong`: those and the empty UTRs and amounts, for the table. */
export type FieldTally = {
  field: PaymentField;
  byApp: Record<string, Tally>;
  all: Tally;
  wrong: string[];
  wrongReadings: string[];
};

export type Scored = { id: string; expected: ExpectedPayment; got: ExtractedPayment };

/** Right / empty / wrong per field, per app and overall, with the wrong readings spelled out. */
export function tally(results: Scored[]): FieldTally[] {
  const zero = (): Tally => ({ right: 0, empty: 0, wrong: 0 });
  return PAYMENT_FIELDS.map((field) => {
    const byApp = Object.fromEntries(UPI_APPS.map((app) => [app, zero()]));
    const all = zero();
    const wrong: string[] = [];
    const wrongReadings: string[] = [];
    for (const r of results) {
      const o = outcome(field, r.got, r.expected);
      byApp[r.expected.app]![o] += 1;
      all[o] += 1;
      if (o === 'wrong') {
        const line = `${r.id}: ${JSON.stringify(r.got[field])} ≠ ${JSON.stringify(r.expected[field])}`;
        wrong.push(line);
        wrongReadings.push(line);
      }
      if (o === 'empty' && (field === 'utr' || field === 'amount' || field === 'payeeUpiId'))
        wrong.push(`${r.id}: empty (${JSON.stringify(r.expected[field])})`);
    }
    return { field, byApp, all, wrong, wrongReadings };
  });
}

const cell = (t: Tally) => `${t.right}/${t.empty}/${t.wrong}`.padStart(9);

/** The table printed by the corpus test: right/empty/wrong per app and overall, then the misses. */
export function accuracyTable(
  rows: FieldTally[],
  times: { wallMs: number; cpuMs: number; maxCpuMs?: number },
): string {
  const header = `${'field'.padEnd(11)}${UPI_APPS.map((a) => a.padStart(11)).join('')}${'all'.padStart(11)}   right %`;
  const lines = rows.map((r) => {
    const total = r.all.right + r.all.empty + r.all.wrong;
    const pct = ((100 * r.all.right) / total).toFixed(1).padStart(7);
    return `${r.field.padEnd(11)}${UPI_APPS.map((a) => `  ${cell(r.byApp[a]!)}`).join('')}  ${cell(r.all)}  ${pct}`;
  });
  const misses = rows.flatMap((r) => r.wrong.map((w) => `  ${r.field}: ${w}`));
  return [
    'right/empty/wrong per field and app',
    header,
    ...lines,
    ...(misses.length ? ['wrong (or empty utr/amount/payee id):', ...misses] : []),
    `median per image: ${times.wallMs} ms wall, ${times.cpuMs} ms CPU (preprocess + OCR + second reading + parse)` +
      (times.maxCpuMs !== undefined ? `; max ${times.maxCpuMs} ms CPU` : ''),
  ].join('\n');
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
