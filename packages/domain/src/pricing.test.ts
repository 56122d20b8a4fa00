import { describe, expect, it } from 'vitest';
import {
  checkServiceArea,
  computeOrderTotals,
  minimumOrderFor,
  packingCharge,
  type ShippingSettingsRupees,
} from './pricing.ts';

const settings: ShippingSettingsRupees = {
  packingChargePercent: 3,
  minimumOrderAmount: 5000,
  stateMinimums: { 'tamil nadu': 3000 },
  unservedStates: ['Kerala'],
  unservedPincodes: ['600001'],
};

describe('packingCharge', () => {
  it('is a percentage of the goods, exact to the paisa', () => {
    expect(packingCharge(5000, 3)).toBe(150);
    expect(packingCharge(3333.33, 3)).toBe(100);
    expect(packingCharge(1234.5, 3)).toBe(37.04);
    expect(packingCharge(999.99, 2.5)).toBe(25);
  });

  it('is 0 without a percentage or goods', () => {
    expect(packingCharge(5000, 0)).toBe(0);
    expect(packingCharge(0, 3)).toBe(0);
  });
});

describe('minimumOrderFor', () => {
  it('uses the state minimum, matched case- and space-insensitively', () => {
    expect(minimumOrderFor(settings, 'Tamil Nadu')).toBe(3000);
    expect(minimumOrderFor(settings, '  tamil   NADU ')).toBe(3000);
  });

  it('falls back to the shop-wide minimum', () => {
    expect(minimumOrderFor(settings, 'Karnataka')).toBe(5000);
    expect(minimumOrderFor(settings)).toBe(5000);
    expect(minimumOrderFor({ packingChargePercent: 0, minimumOrderAmount: 0 }, 'Tamil Nadu')).toBe(0);
  });
});

describe('checkServiceArea', () => {
  it('refuses unserved states and pincodes', () => {
    expect(checkServiceArea(settings, { state: 'kerala', zipCode: '682001' })).toEqual({
      served: false,
      reason: 'state',
    });
    expect(checkServiceArea(settings, { state: 'Tamil Nadu', zipCode: '600 001' })).toEqual({
      served: false,
      reason: 'pincode',
    });
    expect(checkServiceArea(settings, { state: 'Tamil Nadu', zipCode: '626123' })).toEqual({ served: true });
  });
});

describe('computeOrderTotals', () => {
  it('adds lines, takes the discount, charges packing after discount', () => {
    const totals = computeOrderTotals({
      items: [
        { price: 250, quantity: 10 },
        { price: 99.99, quantity: 30 },
      ],
      discount: 500,
      settings,
      state: 'Karnataka',
    });
    // 2500 + 2999.70 = 5499.70; less 500 = 4999.70; packing 3 % = 149.991 → 149.99
    expect(totals).toEqual({
      subtotal: 5499.7,
      discount: 500,
      packing: 149.99,
      shipping: 0,
      tax: 0,
      total: 5149.69,
      minimumOrder: 5000,
      meetsMinimum: false,
      shortBy: 0.3,
    });
  });

  it('meets the minimum at exactly the minimum', () => {
    const totals = computeOrderTotals({
      items: [{ price: 1000, quantity: 3 }],
      discount: 0,
      settings,
      state: 'Tamil Nadu',
    });
    expect(totals).toMatchObject({
      subtotal: 3000,
      packing: 90,
      total: 3090,
      meetsMinimum: true,
      shortBy: 0,
    });
  });

  it('clamps a discount larger than the subtotal and ignores negative ones', () => {
    expect(
      computeOrderTotals({ items: [{ price: 100, quantity: 1 }], discount: 500, settings }),
    ).toMatchObject({
      discount: 100,
      packing: 0,
      total: 0,
    });
    expect(
      computeOrderTotals({ items: [{ price: 100, quantity: 1 }], discount: -5, settings }),
    ).toMatchObject({
      discount: 0,
      total: 103,
    });
  });

  it('stays exact with float-unfriendly prices', () => {
    const totals = computeOrderTotals({
      items: [
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ],
      discount: 0,
      settings: { packingChargePercent: 0, minimumOrderAmount: 0 },
    });
    expect(totals).toMatchObject({ subtotal: 0.5, total: 0.5, meetsMinimum: true });
  });

  it('is all zero for an empty cart and reports the whole minimum missing', () => {
    expect(computeOrderTotals({ items: [], discount: 0, settings })).toMatchObject({
      subtotal: 0,
      total: 0,
      meetsMinimum: false,
      shortBy: 5000,
    });
  });
});
