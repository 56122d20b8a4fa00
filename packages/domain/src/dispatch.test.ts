import { describe, expect, it } from 'vitest';
import { DispatchInputSchema, expectedTransitDays, needsEwayBill } from './dispatch.ts';

describe('expectedTransitDays', () => {
  it('is 2–4 days within the shop state and 7–12 beyond it', () => {
    expect(expectedTransitDays('Tamil Nadu', 'tamil  nadu')).toEqual({ min: 2, max: 4 });
    expect(expectedTransitDays('Karnataka', 'Tamil Nadu')).toEqual({ min: 7, max: 12 });
    expect(expectedTransitDays('Kerala', 'Kerala')).toEqual({ min: 2, max: 4 });
  });

  it('takes a shop without an address for a Tamil Nadu shop, and knows nothing without a state', () => {
    expect(expectedTransitDays('Tamil Nadu', null)).toEqual({ min: 2, max: 4 });
    expect(expectedTransitDays('Delhi', undefined)).toEqual({ min: 7, max: 12 });
    expect(expectedTransitDays('', 'Tamil Nadu')).toBeNull();
  });
});

describe('needsEwayBill', () => {
  it('asks above the threshold, not at it; ₹50,000 by default', () => {
    expect(needsEwayBill(5_000_000, undefined)).toBe(false);
    expect(needsEwayBill(5_000_001, undefined)).toBe(true);
    expect(needsEwayBill(100_001, 100_000)).toBe(true);
  });
});

describe('DispatchInputSchema', () => {
  const base = { bookedOn: '2026-10-20', cases: 2 };
  it('normalises the LR and e-way bill numbers and clears empty ones', () => {
    const parsed = DispatchInputSchema.parse({
      ...base,
      lrNumber: ' svk/24 105 ',
      ewayBillNumber: '3310 0012 3456',
    });
    expect(parsed.lrNumber).toBe('SVK/24105');
    expect(parsed.ewayBillNumber).toBe('331000123456');
    expect(DispatchInputSchema.parse({ ...base, lrNumber: '', ewayBillNumber: '' })).toMatchObject({
      lrNumber: null,
      ewayBillNumber: null,
    });
  });

  it('refuses 0 or 1000 cases, a bad date, a bad e-way bill and a negative freight', () => {
    for (const bad of [
      { ...base, cases: 0 },
      { ...base, cases: 1000 },
      { ...base, bookedOn: '20-10-2026' },
      { ...base, ewayBillNumber: '12345' },
      { ...base, freight: { mode: 'to_pay', amount: -1 } },
      { ...base, freight: { mode: 'cod', amount: 1 } },
    ]) {
      expect(DispatchInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
