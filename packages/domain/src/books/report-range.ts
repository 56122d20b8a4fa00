// The date range of an accountant's export: whole days on the India Standard Time calendar, `from` and
// `to` both included, at most a year (a financial year is the longest period a return covers).
// Shared by the API (query validation) and the console (presets, the same messages).
import { z } from 'zod';
import { istDayStart, istParts } from './book-format.ts';

export const REPORT_RANGE_MESSAGES = {
  badDate: (field: 'from' | 'to') => `${field === 'from' ? 'From' : 'To'} must be a date like 2026-04-01`,
  order: 'The end date cannot be before the start date',
  tooLong: 'Choose at most one year (for example 1 April to 31 March)',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (no 31 April). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 2000;
}

const two = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => `${y}-${two(m)}-${two(d)}`;
/** Days in month m (1–12) of year y. */
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The same day a year later, 29 February → 28 February. */
function sameDayNextYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(y + 1, m, Math.min(d, daysIn(y + 1, m)));
}

export const ReportRangeSchema = z
  .object({
    from: z.string().refine(isIsoDay, REPORT_RANGE_MESSAGES.badDate('from')),
    to: z.string().refine(isIsoDay, REPORT_RANGE_MESSAGES.badDate('to')),
  })
  .refine((r) => r.to >= r.from, { message: REPORT_RANGE_MESSAGES.order, path: ['to'] })
  .refine((r) => r.to < sameDayNextYear(r.from), { message: REPORT_RANGE_MESSAGES.tooLong, path: ['to'] });
export type ReportRange = z.output<typeof ReportRangeSchema>;

/** The instants the range covers: [start, end), IST midnights. */
export function reportRangeBounds(range: ReportRange): { start: Date; end: Date } {
  const [y, m, d] = range.to.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: istDayStart(range.from),
    end: istDayStart(isoDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())),
  };
}

/** A calendar month, 1–12. */
export function monthRange(year: number, month: number): ReportRange {
  return { from: isoDay(year, month, 1), to: isoDay(year, month, daysIn(year, month)) };
}

export type ReportPreset = 'this-month' | 'last-month' | 'this-quarter';
export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter (FY)',
};

/** The presets on the Reports screen, for "now" in India. Quarters of the April–March financial year. */
export function presetRange(preset: ReportPreset, now: Date): ReportRange {
  const { year, month } = istParts(now);
  if (preset === 'this-month') return monthRange(year, month);
  if (preset === 'last-month') return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
  // Apr–Jun, Jul–Sep, Oct–Dec, Jan–Mar
  const first = month >= 4 ? month - ((month - 4) % 3) : 1;
  const last = first + 2;
  return { from: isoDay(year, first, 1), to: isoDay(year, last, daysIn(year, last)) };
}

/** 'sales-register_2026-04-01_2026-04-30.csv' */
export function reportFileName(report: string, range: ReportRange, ext: string): string {
  return `${report}_${range.from}_${range.to}.${ext}`;
}
