import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear, financialYearBounds, istDate } from './numbering.ts';
import { taxSettingsProblem, TaxSettingsInputSchema } from './settings.ts';

describe('financial year (April–March, IST)', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 31 March 23:59:59 IST
    ['2026-03-31T18:30:00.000Z', '2026-27'], // 1 April 00:00 IST
    ['2026-11-27T10:00:00Z', '2026-27'],
    ['2027-01-01T00:00:00Z', '2026-27'],
    ['2099-04-01T00:00:00Z', '2099-00'],
  ])('%s is in %s', (iso, fy) => {
    expect(financialYear(new Date(iso))).toBe(fy);
  });
  it('bounds a year at midnight IST', () => {
    expect(financialYearBounds('2026-27')).toEqual({
      from: new Date('2026-03-31T18:30:00.000Z'),
      to: new Date('2027-03-31T18:30:00.000Z'),
    });
    expect(istDate(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
  });
});

describe('document numbers', () => {
  it.each([
    ['UC', 'invoice', 42, 'UC/26-27/00042'],
    ['UC', 'credit_note', 3, 'UC/26-27/C0003'],
    [null, 'invoice', 1, '26-27/00001'],
    ['SKPC', 'invoice', 99999, 'SKPC/26-27/99999'],
    ['SKPC', 'invoice', 100000, null], // 17 characters: not allowed
    ['UC', 'invoice', 123456, 'UC/26-27/123456'],
    ['U C', 'invoice', 1, null],
  ] as const)('%s %s %i → %s', (prefix, series, seq, number) => {
    const got = documentNumber(prefix, '2026-27', series, seq);
    expect(got).toBe(number);
    if (got) expect(got.length).toBeLessThanOrEqual(16);
  });
});

describe('tax settings', () => {
  it('needs a GSTIN of the shop state when registered', () => {
    expect(taxSettingsProblem({ gstRegistered: false, gstin: null, state: null })).toBeNull();
    expect(taxSettingsProblem({ gstRegistered: true, gstin: null, state: 'Tamil Nadu' })?.field).toBe(
      'taxId',
    );
    expect(
      taxSettingsProblem({ gstRegistered: true, gstin: '33AAPFU0939F1ZV', state: 'Tamil Nadu' }),
    ).toBeNull();
    expect(
      taxSettingsProblem({ gstRegistered: true, gstin: '27AAPFU0939F1ZV', state: 'Tamil Nadu' })?.message,
    ).toBe("GSTIN starts with state code 27, but the shop's state Tamil Nadu is 33");
  });
  it('validates HSN, rate and prefix', () => {
    expect(
      TaxSettingsInputSchema.safeParse({ defaultHsn: '3604', defaultGstRate: 18, invoicePrefix: 'uc' }).data,
    ).toEqual({
      defaultHsn: '3604',
      defaultGstRate: 18,
      invoicePrefix: 'UC',
    });
    expect(TaxSettingsInputSchema.safeParse({ defaultHsn: '36' }).success).toBe(false);
    expect(TaxSettingsInputSchema.safeParse({ defaultGstRate: 17 }).success).toBe(false);
    expect(TaxSettingsInputSchema.safeParse({ invoicePrefix: 'TOOLONG' }).success).toBe(false);
  });
});
