import { describe, expect, it } from 'vitest';
import { shopYear } from './shop-year.ts';

describe('shopYear', () => {
  it('reads the year in India, as server and browser both do', () => {
    // 19:00 UTC on 31 December is already 00:30 on 1 January in India.
    expect(shopYear(new Date('2025-12-31T19:00:00Z'))).toBe(2026);
    expect(shopYear(new Date('2025-12-31T18:00:00Z'))).toBe(2025);
  });
});
