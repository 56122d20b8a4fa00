import { defineMessages } from '@pataka/domain/i18n';

/** The quantity stepper and the price's struck MRP. */
export const cartControlsText = defineMessages('cart-controls', {
  quantityOf: (name: string) => `Quantity of ${name}`,
  removeFromCart: (name: string) => `Remove ${name} from cart`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  mrp: 'MRP ',
});
