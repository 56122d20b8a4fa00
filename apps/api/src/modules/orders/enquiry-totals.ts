import { toRupees } from '@pataka/domain/money';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { computeOrderTotals, type OrderTotals, type ShippingSettingsRupees } from '@pataka/domain/pricing';
import { AppError } from '../../lib/errors.ts';
import type { PricedLine } from './order-lines.ts';

/**
 * An enquiry's totals from server-priced lines, the coupon's discount (rupees) and the shop's packing and
 * minimum-order rules for the delivery or pickup state; a 400 naming the shortfall below the minimum.
 * Shared by creation and the staff edit after the call, so both always agree.
 */
export function enquiryTotals(
  lines: readonly PricedLine[],
  discount: number,
  shipping: ShippingSettingsRupees,
  state: string | null,
): OrderTotals {
  const totals = computeOrderTotals({
    items: lines.map((l) => ({ price: toRupees(l.unitPricePaise), quantity: l.quantity })),
    discount,
    settings: shipping,
    state,
  });
  if (!totals.meetsMinimum) {
    throw new AppError('invalid', ORDER_MESSAGES.minimumNotMet(totals.minimumOrder, totals.shortBy));
  }
  return totals;
}
