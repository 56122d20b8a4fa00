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

  messagesTitle: 'என் ஆர்டர்கள் பற்றிய செய்திகள்',
  messagesIntro:
    'உங்கள் ஆர்டர் உறுதி செய்யப்படும்போது, பணம் பெறப்படும்போது, அனுப்பப்படும்போது அல்லது பெற்றுக்கொள்ள தயாராகும்போது SMS அனுப்புவோம்.',
  whatsappMessages: 'WhatsApp-இலும் அனுப்பவும்',
  whatsappMessagesHint: 'SMS மட்டும் வேண்டுமெனில் இதை அணைக்கவும்.',
  messagesLanguage: 'செய்திகளின் மொழி',
  messagesSaved: 'சேமிக்கப்பட்டது',
  messagesSaveFailed: 'சேமிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  messagesLoadFailed: 'உங்கள் செய்தி அமைப்புகளை ஏற்ற முடியவில்லை.',
});
