import { describe, expect, it } from 'vitest';
import {
  REPORT_RANGE_MESSAGES,
  ReportRangeSchema,
  isIsoDay,
  monthRange,
  presetRange,
  reportFileName,
  reportRangeBounds,
} from './report-range.ts';

describe('report range', () => {
  it.each([
    ['2026-04-01', '2026-04-30'],
    ['2026-04-01', '2027-03-31'], // a financial year
    ['2027-03-01', '2028-02-29'], // a year through a leap day
    ['2026-05-05', '2026-05-05'], // one day
  ])('accepts %s to %s', (from, to) => {
    expect(ReportRangeSchema.safeParse({ from, to }).success).toBe(true);
  });

  it.each([
    ['2026-04-31', '2026-05-01', REPORT_RANGE_MESSAGES.badDate('from')],
    ['2026-04-01', '01-05-2026', REPORT_RANGE_MESSAGES.badDate('to')],
    ['2026-05-02', '2026-05-01', REPORT_RANGE_MESSAGES.order],
    ['2026-04-01', '2027-04-01', REPORT_RANGE_MESSAGES.tooLong],
    ['2028-02-29', '2029-03-01', REPORT_RANGE_MESSAGES.tooLong],
  ])('refuses %s to %s', (from, to, message) => {
    const r = ReportRangeSchema.safeParse({ from, to });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('knows real days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });

  it('covers whole IST days, the last one included', () => {
    const { start, end } = reportRangeBounds({ from: '2026-04-01', to: '2026-04-30' });
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-04-30T18:30:00.000Z');
    expect(reportRangeBounds({ from: '2026-12-31', to: '2026-12-31' }).end.toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });

  it.each([
    // now (UTC), preset, from, to
    ['2026-11-27T10:00:00Z', 'this-month', '2026-11-01', '2026-11-30'],
    ['2026-11-27T10:00:00Z', 'last-month', '2026-10-01', '2026-10-31'],
    ['2026-11-27T10:00:00Z', 'this-quarter', '2026-10-01', '2026-12-31'],
    ['2027-01-10T10:00:00Z', 'last-month', '2026-12-01', '2026-12-31'],
    ['2027-02-10T10:00:00Z', 'this-quarter', '2027-01-01', '2027-03-31'],
    ['2026-04-30T19:00:00Z', 'this-month', '2026-05-01', '2026-05-31'], // already 1 May in India
    ['2026-06-15T10:00:00Z', 'this-quarter', '2026-04-01', '2026-06-30'],
    ['2026-03-05T10:00:00Z', 'last-month', '2026-02-01', '2026-02-28'],
  ] as const)('at %s, %s is %s to %s', (now, preset, from, to) => {
    expect(presetRange(preset, new Date(now))).toEqual({ from, to });
  });

  it('names the files by report and range', () => {
    expect(reportFileName('gstr1', monthRange(2026, 4), 'csv')).toBe('gstr1_2026-04-01_2026-04-30.csv');
  });
});
