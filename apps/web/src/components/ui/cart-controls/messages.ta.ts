import { translation } from '@pataka/domain/i18n';
import type { cartControlsText } from './messages.ts';

export default translation<typeof cartControlsText>('cart-controls', {
  quantityOf: (name: string) => `${name} அளவு`,
  removeFromCart: (name: string) => `${name} – வண்டியிலிருந்து நீக்கு`,
  decrease: (name: string) => `${name} – அளவைக் குறை`,
  increase: (name: string) => `${name} – அளவைக் கூட்டு`,
  mrp: 'MRP ',
});
