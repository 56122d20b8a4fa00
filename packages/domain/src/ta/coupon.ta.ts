// Tamil of coupon.ts: the coupon badge.
import type { COUPON_TEXT } from '../coupon.ts';
import { translation } from '../i18n.ts';

export default translation<typeof COUPON_TEXT>('coupon', {
  percentOff: (percent: number) => `${percent}% தள்ளுபடி`,
  amountOff: (amount: string) => `${amount} தள்ளுபடி`,
});
