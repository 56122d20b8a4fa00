import { translation } from '@pataka/domain/i18n';
import type { contentText } from './messages.ts';

export default translation<typeof contentText>('content', {
  callUs: 'அழையுங்கள்',
  whatsapp: 'WhatsApp',
  chatOnWhatsapp: 'WhatsApp-இல் எங்களுடன் பேசுங்கள்',
  whatsappHello: (shopName: string) => `வணக்கம் ${shopName}, பட்டாசுகள் பற்றி ஒரு கேள்வி.`,
  email: 'மின்னஞ்சல்',
  shopAddress: 'கடை முகவரி',
  businessHours: 'வணிக நேரம்',

  everyDay: 'தினமும்',
  closed: 'விடுமுறை',
  allDay: '24 மணி நேரமும்',
  monday: 'திங்கள்',
  tuesday: 'செவ்வாய்',
  wednesday: 'புதன்',
  thursday: 'வியாழன்',
  friday: 'வெள்ளி',
  saturday: 'சனி',
  sunday: 'ஞாயிறு',

  minimumByState: 'டெலிவரி மாநில வாரியாகக் குறைந்தபட்ச ஆர்டர்',
  deliveryState: 'டெலிவரி மாநிலம்',
  minimumOrder: 'குறைந்தபட்ச ஆர்டர்',
  allOtherStates: 'மற்ற அனைத்து மாநிலங்களும்',
  allStates: 'அனைத்து மாநிலங்களும்',
  noMinimum: 'குறைந்தபட்சம் இல்லை',

  contactLead:
    'ஒரு பொருள், உங்கள் விசாரணை அல்லது உங்கள் ஊருக்கு டெலிவரி பற்றிக் கேள்விகளா? செய்தி அனுப்புங்கள் அல்லது அழையுங்கள்: 24 மணி நேரத்துக்குள் பதில் தருவோம்.',
  sendUsMessage: 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  reachShop: 'கடையைத் தொடர்புகொள்ள',
  detailsUnavailable: 'எங்கள் தொடர்பு விவரங்களை ஏற்ற முடியவில்லை. படிவத்தைப் பயன்படுத்துங்கள்.',
});
