import { translation } from '@pataka/domain/i18n';
import type { profileText } from './messages.ts';

export default translation<typeof profileText>('profile', {
  name: 'பெயர்',
  email: 'மின்னஞ்சல்',
  phone: 'கைபேசி',
  notAddedYet: 'இன்னும் சேர்க்கவில்லை',
  memberSince: 'உறுப்பினரான நாள்',
  tier: 'நிலை',
  tierRegular: 'வழக்கமானவர்',
  totalSpent: 'மொத்தச் செலவு',
  enquiries: 'விசாரணைகள்',

  editProfile: 'சுயவிவரத்தைத் திருத்து',
  saveChanges: 'மாற்றங்களைச் சேமி',
  cancel: 'ரத்து',
  updated: 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  updateFailed: 'சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை',
});
