// Tamil of payment-timing.ts: what the shopper reads before and when the shop asks for payment.
import { translation } from '../i18n.ts';
import type { PAYMENT_TIMING_MESSAGES } from '../payment-timing.ts';

export default translation<typeof PAYMENT_TIMING_MESSAGES>('payment-timing', {
  awaitingCall:
    'நன்றி! பொருட்கள் இருப்பையும் இறுதித் தொகையையும் உறுதி செய்ய எங்கள் குழு 24 மணி நேரத்திற்குள் உங்களை அழைக்கும். நாங்கள் உறுதி செய்த பிறகு பணம் செலுத்தலாம்.',
  paymentRequested: 'பணம் செலுத்தக் கோரப்பட்டது',
  paymentRequestedHistory: 'அழைப்புக்குப் பின் பணம் செலுத்தக் கோரப்பட்டது',
  alreadyPaidHeading: 'ஏற்கனவே பணம் செலுத்திவிட்டீர்களா? ஸ்கிரீன்ஷாட்டைப் பதிவேற்றவும்',
});
