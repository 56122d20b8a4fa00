import { describe, expect, it } from 'vitest';
import { formatBankDate, formatPaise, formatPeriod, plural } from './statement-format.ts';

describe('statement figures', () => {
  it('writes paise as rupees with Indian grouping', () => {
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaise(150000)).toBe('₹1,500');
  });

  it('writes the bank day as dd MMM yyyy without shifting it across time zones', () => {
    expect(formatBankDate('2026-11-05')).toBe('05 Nov 2026');
    expect(formatBankDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatBankDate(null)).toBe('—');
    expect(formatBankDate('yesterday')).toBe('yesterday');
  });

  it('writes a period, or one day when it starts and ends the same day', () => {
    expect(formatPeriod('2026-10-01', '2026-10-31')).toBe('01 Oct 2026 – 31 Oct 2026');
    expect(formatPeriod('2026-10-01', '2026-10-01')).toBe('01 Oct 2026');
  });

  it('counts in words', () => {
    expect(plural(1, 'payment')).toBe('1 payment');
    expect(plural(1200, 'credit')).toBe('1,200 credits');
  });
});
