import { describe, expect, it } from 'vitest';
import { discountPercent, formatINR, roundRupees, toPaise, toRupees } from './money.ts';

describe('toPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [499.99, 49999],
    [1.005, 101],
    [0.125, 13],
    [-0.125, -13],
    [-1.005, -101],
    [0.1 + 0.2, 30],
    [100000, 10000000],
  ])('converts ₹%d to %d paise, half away from zero', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('never returns -0', () => {
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it('refuses non-numbers', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Infinity)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it('converts whole paise', () => {
    expect(toRupees(49999)).toBe(499.99);
    expect(toRupees(10000000)).toBe(100000);
  });

  it('rounds fractional paise half away from zero', () => {
    expect(toRupees(100.5)).toBe(1.01);
    expect(toRupees(-100.5)).toBe(-1.01);
    expect(toRupees(100.4)).toBe(1);
  });

  it('round-trips with toPaise', () => {
    for (const rupees of [0.01, 0.07, 12.34, 999.99, 12345.67])
      expect(toRupees(toPaise(rupees))).toBe(rupees);
  });

  it('roundRupees keeps whole paise', () => {
    expect(roundRupees(10.005)).toBe(10.01);
    expect(roundRupees(0.1 + 0.2)).toBe(0.3);
  });
});

describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [5000, '₹5,000'],
    [100000, '₹1,00,000'],
    [12345678, '₹1,23,45,678'],
    [499.5, '₹499.50'],
    [1234.56, '₹1,234.56'],
    [99.999, '₹100'],
    [-250, '-₹250'],
  ])('formats %d as %s', (rupees, text) => {
    expect(formatINR(rupees)).toBe(text);
  });

  it('honours a fixed number of decimals', () => {
    expect(formatINR(500, { decimals: 2 })).toBe('₹500.00');
    expect(formatINR(499.5, { decimals: 0 })).toBe('₹500');
  });

  it('writes what Intl.NumberFormat en-IN writes, for any amount and number of decimals', () => {
    // One difference on purpose: a negative amount that rounds to nothing is '₹0', where Intl says '-₹0'.
    const intl = (decimals: number) => ({
      format: (rupees: number) =>
        new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        })
          .format(rupees)
          .replace(/^-(₹0(\.0+)?)$/, '$1'),
    });
    const amounts = [
      0, 0.01, 0.05, 0.5, 0.995, 1, 9.99, 10, 99.5, 100, 999, 1000, 1000.5, 99999.99, 100000, 1234567.89,
      987654321.5, 10000000, 123456789012.34,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push((seed % 10 ** ((i % 10) + 1)) / (i % 3 === 0 ? 1 : 100));
    }
    for (const rupees of amounts)
      for (const sign of [1, -1]) {
        const value = sign * rupees;
        const paise = toPaise(value);
        const natural = paise % 100 === 0 ? 0 : 2;
        expect(formatINR(value), `${value}`).toBe(intl(natural).format(paise / 100));
        for (const decimals of [0, 1, 2, 3])
          expect(formatINR(value, { decimals }), `${value} ${decimals}`).toBe(
            intl(decimals).format(toRupees(paise)),
          );
      }
  });
});

describe('discountPercent', () => {
  it('rounds the percentage off the original price', () => {
    expect(discountPercent(50, 100)).toBe(50);
    expect(discountPercent(200, 300)).toBe(33);
    expect(discountPercent(100, 300)).toBe(67);
    expect(discountPercent(99.5, 100)).toBe(1);
    expect(discountPercent(99.6, 100)).toBe(0);
  });

  it('is 0 without an original price above the price', () => {
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, undefined)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
  });
});
