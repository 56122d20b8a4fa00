import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

const paise = (value: Parameters<typeof parseAmount>[0]) => {
  const cell = parseAmount(value);
  return cell.kind === 'amount' ? cell.paise : cell.kind;
};

describe('parseAmount', () => {
  it('reads Indian grouping, rupee signs and Rs.', () => {
    expect(paise('1,23,456.00')).toBe(12_345_600);
    expect(paise('₹ 1,23,456')).toBe(12_345_600);
    expect(paise('₹1,23,456.5')).toBe(12_345_650);
    expect(paise('Rs. 500')).toBe(50_000);
    expect(paise('Rs.500.75')).toBe(50_075);
    expect(paise('INR 1,000.50')).toBe(100_050);
    expect(paise('12,34,56,789.01')).toBe(123_456_789_01);
    expect(paise('.50')).toBe(50);
    expect(paise('500.')).toBe(50_000);
  });

  it('keeps the Cr or Dr written on the amount', () => {
    expect(parseAmount('500.00 Cr')).toEqual({ kind: 'amount', paise: 50_000, side: 'cr' });
    expect(parseAmount('1,000.00CR')).toEqual({ kind: 'amount', paise: 100_000, side: 'cr' });
    expect(parseAmount('250.00 Dr.')).toEqual({ kind: 'amount', paise: 25_000, side: 'dr' });
    expect(parseAmount('Dr 250.00')).toEqual({ kind: 'amount', paise: 25_000, side: 'dr' });
    expect(parseAmount('1,000.00')).toEqual({ kind: 'amount', paise: 100_000, side: null });
  });

  it('reads brackets, minus signs and trailing minus as negative', () => {
    expect(paise('(500.00)')).toBe(-50_000);
    expect(paise('-1,200.00')).toBe(-120_000);
    expect(paise('500.00-')).toBe(-50_000);
    expect(paise('+75')).toBe(7_500);
  });

  it('treats dashes and empty cells as no amount', () => {
    for (const empty of ['-', '', '   ', '--', '—', 'NA', null, undefined]) {
      expect(parseAmount(empty)).toEqual({ kind: 'blank' });
    }
  });

  it('refuses text that is not a number', () => {
    for (const bad of ['abc', '12a', '1.2.3', 'Opening Balance', '1e5', true]) {
      expect(parseAmount(bad).kind).toBe('invalid');
    }
    expect(parseAmount('100000000000000').kind).toBe('invalid');
  });

  it('reads Excel numbers without float drift', () => {
    expect(paise(1234.565)).toBe(123_457); // 1234.565 * 100 is 123456.49999… in floating point
    expect(paise(0.1 + 0.2)).toBe(30);
    expect(paise(2450.5)).toBe(245_050);
    expect(paise(-450)).toBe(-45_000);
    expect(paise(1.005)).toBe(101);
    expect(paise(Number.NaN)).toBe('invalid');
  });

  it('gives back every paise value it is shown, as text and as a number', () => {
    const wrong: string[] = [];
    for (let p = 0; p <= 2_000_000; p += 7) {
      if (paise((p / 100).toFixed(2)) !== p) wrong.push(`text ${p}`);
      if (paise(p / 100) !== p) wrong.push(`number ${p}`);
    }
    expect(wrong).toEqual([]);
  });

  it('rounds a third decimal half up', () => {
    expect(paise('10.005')).toBe(1_001);
    expect(paise('10.0049')).toBe(1_000);
    expect(paise('10.995')).toBe(1_100);
  });
});
