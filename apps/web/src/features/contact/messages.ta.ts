import { translation } from '@pataka/domain/i18n';
import type { contactText } from './messages.ts';

export default translation<typeof contactText>('contact', {
  form: 'தொடர்புப் படிவம்',
  name: 'உங்கள் பெயர்',
  email: 'மின்னஞ்சல்',
  phone: 'கைபேசி எண் (விருப்பத்தேர்வு)',
  phoneHint: 'உங்களைத் திரும்ப அழைக்க, 10 இலக்கக் கைபேசி எண்',
  subject: 'தலைப்பு',
  message: 'செய்தி',
  sending: 'அனுப்பப்படுகிறது...',
  send: 'செய்தியை அனுப்பு',
});
