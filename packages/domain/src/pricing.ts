// Cart and enquiry totals, shared by the cart page and the server's order creation so both agree to
// the paisa. Rupees at the edges, paise inside.
import { toPaise, toRupees } from './money.ts';

export type ShippingSettingsRupees = {
  /** Packing charge as a percentage of the goods after discount, e.g. 3 for 3 %. */
  packingChargePercent: number;
  /** Minimum order in rupees where no state-specific minimum applies; 0 for none. */
  minimumOrderAmount: number;
  /** Per-state minimums keyed by lower-case state name, e.g. { 'tamil nadu': 3000 }. */
  stateMinimums?: Record<string, number>;
  /** States the shop does not deliver to (any case). */
  unservedStates?: readonly string[];
  /** Pincodes the shop does not deliver to. */
  unservedPincodes?: readonly string[];
};

const stateKey = (state: string) => state.trim().toLowerCase().replace(/\s+/g, ' ');

function packingPaise(goodsPaise: number, percent: number): number {
  if (!(percent > 0) || goodsPaise <= 0) return 0;
  return Math.round((goodsPaise * percent) / 100);
}

/**
 * Packing charge on the goods AFTER any coupon discount (what shops do: you pay packing on what you buy),
 * rounded to the paisa rather than the rupee, so the figure is exact and the same on both sides.
 */
export function packingCharge(subtotalAfterDiscount: number, percent: number): number {
  return toRupees(packingPaise(toPaise(subtotalAfterDiscount), percent));
}

/** The minimum order for a delivery state: its own minimum when set, else the shop-wide one. */
export function minimumOrderFor(settings: ShippingSettingsRupees, state?: string | null): number {
  if (state && settings.stateMinimums) {
    const wanted = stateKey(state);
    for (const [key, amount] of Object.entries(settings.stateMinimums)) {
      if (stateKey(key) === wanted) return amount;
    }
  }
  return settings.minimumOrderAmount;
}

export type ServiceAreaCheck = { served: true } | { served: false; reason: 'state' | 'pincode' };

/** Whether the shop delivers to this state and pincode. */
export function checkServiceArea(
  settings: ShippingSettingsRupees,
  address: { state?: string | null; zipCode?: string | null },
): ServiceAreaCheck {
  if (address.state && settings.unservedStates?.some((s) => stateKey(s) === stateKey(address.state!))) {
    return { served: false, reason: 'state' };
  }
  const pin = address.zipCode?.replace(/\D/g, '');
  if (pin && settings.unservedPincodes?.some((p) => p.replace(/\D/g, '') === pin)) {
    return { served: false, reason: 'pincode' };
  }
  return { served: true };
}

export type PricedLine = { price: number; quantity: number };

export type OrderTotalsInput = {
  items: readonly PricedLine[];
  /** Coupon discount in rupees (already computed by calculateCouponDiscount); clamped to the subtotal. */
  discount: number;
  settings: ShippingSettingsRupees;
  state?: string | null;
};

export type OrderTotals = {
  subtotal: number;
  discount: number;
  packing: number;
  shipping: 0;
  tax: 0;
  total: number;
  minimumOrder: number;
  meetsMinimum: boolean;
  /** Rupees still needed to reach the minimum; 0 once met. */
  shortBy: number;
};

/**
 * subtotal = Σ price × quantity; total = subtotal − discount + packing; shipping and tax are 0 (§7).
 * The minimum order is measured on the goods after discount and before packing: the shop's minimum is
 * about the value of crackers sold, and packing is a charge on top, not a purchase.
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotalPaise = input.items.reduce((sum, line) => {
    const quantity = Math.max(0, Math.trunc(line.quantity));
    return sum + toPaise(line.price) * quantity;
  }, 0);
  const discountPaise = Math.min(Math.max(0, toPaise(input.discount)), subtotalPaise);
  const goodsPaise = subtotalPaise - discountPaise;
  const packing = packingPaise(goodsPaise, input.settings.packingChargePercent);
  const minimumPaise = Math.max(0, toPaise(minimumOrderFor(input.settings, input.state)));
  const shortByPaise = Math.max(0, minimumPaise - goodsPaise);

  return {
    subtotal: toRupees(subtotalPaise),
    discount: toRupees(discountPaise),
    packing: toRupees(packing),
    shipping: 0,
    tax: 0,
    total: toRupees(goodsPaise + packing),
    minimumOrder: toRupees(minimumPaise),
    meetsMinimum: shortByPaise === 0,
    shortBy: toRupees(shortByPaise),
  };
}
