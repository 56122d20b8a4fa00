import { translation } from '@pataka/domain/i18n';
import type { couponsText } from './messages.ts';

export default translation<typeof couponsText>('coupons', {
  couponsAndOffers: 'கூப்பன்கள் & சலுகைகள்',
  applied: 'பயன்படுத்தப்பட்டது',
  youSave: (amount: string) => `${amount} சேமிப்பு`,
  remove: 'நீக்கு',
  viewAvailableCoupons: 'கிடைக்கும் கூப்பன்களைக் காண்க',

  haveCode: 'கூப்பன் குறியீடு உள்ளதா?',
  enterCode: 'கூப்பன் குறியீட்டை உள்ளிடுங்கள்',
  apply: 'பயன்படுத்து',

  loadingCoupons: 'கூப்பன்கள் ஏற்றப்படுகின்றன',
  availableCoupons: 'கிடைக்கும் கூப்பன்கள்',
  minimum: (amount: string) => `குறைந்தது ${amount}`,
  addMoreToUse: (amount: string) => `பயன்படுத்த இன்னும் ${amount} சேர்க்கவும்`,
  appliedBadge: 'பயன்படுத்தப்பட்டது',
  applyCoupon: (code: string) => `${code} கூப்பனைப் பயன்படுத்து`,

  nudgeTitle: 'உங்கள் சேமிப்பைத் தவறவிடாதீர்கள்!',
  couponsAvailable: (count: number) => `${count} கூப்பன்கள் உள்ளன`,
  forYourEnquiry: '— உங்கள் விசாரணைக்குப் பயன்படுத்தலாம்.',
  saveUpTo: (percent: number) => `இந்த ஆர்டரில் ${percent}% வரை சேமியுங்கள்`,
  continueWithoutCoupon: 'கூப்பன் இல்லாமல் தொடரவும்',

  couponRemoved: (code: string, reason: string) => `${code} கூப்பன் நீக்கப்பட்டது: ${reason}`,
});
