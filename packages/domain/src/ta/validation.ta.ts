import { translation } from '../i18n.ts';
import type { FIELD_LABELS } from '../validation.ts';

export default translation<typeof FIELD_LABELS>('field-labels', {
  phone: 'கைபேசி எண்',
  email: 'மின்னஞ்சல்',
  name: 'பெயர்',
  city: 'நகரம்',
  state: 'மாநிலம்',
  street: 'முகவரி',
  pincode: 'பின்கோடு',
  otp: 'OTP',
  addressLabel: 'முகவரி வகை',
  country: 'நாடு',
  subject: 'தலைப்பு',
  message: 'செய்தி',
});
