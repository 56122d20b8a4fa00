import { describe, expect, it } from 'vitest';
import { shopYear } from './shop-year.ts';

describe('shopYear', () => {
  it('reads the year in India, as server and browser both do', () => {
    // 19:00 UTC on 31 December is already 00:30 on 1 January in India.
    expect(shopYear(new Date('2025-12-31T19:00:00Z'))).toBe(2026);
    expect(shopYear(new Date('2025-12-31T18:00:00Z'))).toBe(2025);
    expect(shopYear(new Date('2025-12-31T18:29:59Z'))).toBe(2025);
    expect(shopYear(new Date('2025-12-31T18:30:00Z'))).toBe(2026);
  });

  it('agrees with the Asia/Kolkata time zone database around every New Year since 1950', () => {
    const india = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });
    for (let year = 1950; year <= 2060; year++)
      for (const utc of [`${year}-12-31T18:29:59Z`, `${year}-12-31T18:30:00Z`, `${year}-06-30T12:00:00Z`]) {
        const at = new Date(utc);
        expect(shopYear(at), utc).toBe(Number(india.format(at)));
      }
  });
});
