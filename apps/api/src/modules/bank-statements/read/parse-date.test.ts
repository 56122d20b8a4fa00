import { describe, expect, it } from 'vitest';
import { parseStatementDate } from './parse-date.ts';

describe('parseStatementDate', () => {
  it('reads numeric dates day first, never month first', () => {
    expect(parseStatementDate('05/10/2026')).toBe('2026-10-05');
    expect(parseStatementDate('05-10-2026')).toBe('2026-10-05');
    expect(parseStatementDate('05.10.2026')).toBe('2026-10-05');
    expect(parseStatementDate('05/10/26')).toBe('2026-10-05');
    expect(parseStatementDate('5/1/26')).toBe('2026-01-05');
    expect(parseStatementDate('31/12/2026')).toBe('2026-12-31');
  });

  it('reads month names', () => {
    expect(parseStatementDate('12-Oct-2026')).toBe('2026-10-12');
    expect(parseStatementDate('12 Oct 2026')).toBe('2026-10-12');
    expect(parseStatementDate('12-OCT-26')).toBe('2026-10-12');
    expect(parseStatementDate('12 October 2026')).toBe('2026-10-12');
    expect(parseStatementDate('02-Sept-2026')).toBe('2026-09-02');
    expect(parseStatementDate('12Oct2026')).toBe('2026-10-12');
    expect(parseStatementDate('Oct 12, 2026')).toBe('2026-10-12');
  });

  it('reads ISO dates and Excel date cells (the sheet reader gives YYYY-MM-DD)', () => {
    expect(parseStatementDate('2026-10-12')).toBe('2026-10-12');
    expect(parseStatementDate(' 2026-10-12 ')).toBe('2026-10-12');
  });

  it('ignores the time of day', () => {
    expect(parseStatementDate('12/10/2026 14:32:05')).toBe('2026-10-12');
    expect(parseStatementDate('12/10/2026 02:32 PM')).toBe('2026-10-12');
    expect(parseStatementDate('12-Oct-2026 23:59')).toBe('2026-10-12');
    expect(parseStatementDate('2026-10-12 00:00:00.000')).toBe('2026-10-12');
    expect(parseStatementDate('2026-10-12T14:32:05+05:30')).toBe('2026-10-12');
    expect(parseStatementDate('2026-10-12T00:15:00+05:30')).toBe('2026-10-12');
  });

  it('gives the Indian day of a time stamped in another zone', () => {
    expect(parseStatementDate('2026-10-11T20:30:00Z')).toBe('2026-10-12');
    expect(parseStatementDate('2026-10-12T18:29:59Z')).toBe('2026-10-12');
    expect(parseStatementDate('2026-10-12T18:30:00Z')).toBe('2026-10-13');
    expect(parseStatementDate('2026-10-12T11:00:00 PM UTC')).toBe('2026-10-13');
  });

  it('refuses what is not a real date', () => {
    for (const bad of [
      '31/02/2026',
      '13/13/2026',
      '00/10/2026',
      'Opening Balance',
      '25,00,000.00',
      '12-Octopus-2026',
      '2026-10-12 banana',
      '12/10/202',
      '',
      null,
    ]) {
      expect(parseStatementDate(bad), String(bad)).toBeNull();
    }
  });

  it('never reads a bare number as a date (a balance under the Date column)', () => {
    expect(parseStatementDate(45_000)).toBeNull();
    expect(parseStatementDate(46_307)).toBeNull();
  });
});
