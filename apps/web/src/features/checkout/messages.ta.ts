import { translation } from '@pataka/domain/i18n';
import type { checkoutText } from './messages.ts';

export default translation<typeof checkoutText>('checkout', {
  chooseAddress: 'டெலிவரி முகவரியைத் தேர்ந்தெடுக்கவும் அல்லது சேர்க்கவும்.',
  choosePickup: 'பிக்அப் இடத்தைத் தேர்ந்தெடுக்கவும்.',

  stepMethod: 'டெலிவரி அல்லது பிக்அப்',
  methodQuestion: 'உங்கள் ஆர்டரை எப்படிப் பெற விரும்புகிறீர்கள்?',
  deliver: 'என் முகவரிக்கு டெலிவரி',
  deliverHint: 'எங்கள் போக்குவரத்துக் கூட்டாளர் மூலம் வீட்டுக்கே டெலிவரி',
  pickup: 'போக்குவரத்து அலுவலகத்தில் பெற்றுக்கொள்வேன்',
  pickupHint: 'உங்கள் அருகிலுள்ள போக்குவரத்து நிறுவனத்தில் பெற்றுக்கொள்ளுங்கள்',

  stepContact: 'தொடர்பு விவரங்கள்',
  callPromise: 'உங்கள் விசாரணையை உறுதிசெய்ய 24 மணி நேரத்திற்குள் இந்த எண்ணை அழைப்போம்.',
  contactName: 'தொடர்பாளர் பெயர்',
  contactPhone: 'தொடர்பு கைபேசி எண்',
  pickupInstructions: 'பிக்அப் குறிப்புகள்',
  pickupInstructionsPlaceholder: 'எ.கா. சனிக்கிழமை மாலை பெற்றுக்கொள்வேன்',
  notes: 'கடைக்கான குறிப்புகள்',
  notesPlaceholder: 'நாங்கள் அறிய வேண்டியவை (அழைக்க வசதியான நேரம், அடையாளம்...)',
  notesTooLong: 'குறிப்புகள் அதிகபட்சம் 1000 எழுத்துகள் மட்டுமே இருக்கலாம்',

  summary: 'விசாரணைச் சுருக்கம்',
  stepReview: 'சரிபார்ப்பு',
  couponBefore: 'கூப்பன்',
  couponAfter: 'பயன்படுத்தப்பட்டது',
  removeCoupon: (code: string) => `${code} கூப்பனை நீக்கு`,
  remove: 'நீக்கு',
  submitting: 'அனுப்பப்படுகிறது...',
  submit: 'விசாரணையை அனுப்பு',
  noPaymentNow:
    'இப்போது பணம் செலுத்த வேண்டாம். இருப்பை உறுதிசெய்ய 24 மணி நேரத்திற்குள் அழைப்போம்; பிறகு UPI மூலம் செலுத்தலாம்.',

  productsInEnquiry: 'இந்த விசாரணையில் உள்ள பொருட்கள்',
  subtotal: 'கூட்டுத்தொகை',
  discount: 'தள்ளுபடி',
  packing: 'பேக்கிங்',
  free: 'இலவசம்',
  total: 'மொத்தம்',
  freeShots: (shots: number) => `இந்த விசாரணையில் ${shots} இலவச ஷாட்கள் கிடைத்துள்ளன!`,

  submitted: 'விசாரணை அனுப்பப்பட்டது!',
  enquiryNumberIs: 'உங்கள் விசாரணை எண்',
  contactPromise: '24 மணி நேரத்திற்குள் உங்களைத் தொடர்புகொள்வோம்',
  sendOnWhatsApp: 'இந்த விசாரணையை WhatsApp-இல் அனுப்பு',
  whatNext: 'அடுத்து என்ன நடக்கும்',
  nextCallTitle: 'நாங்கள் அழைப்போம்',
  nextCallText: 'இருப்பு, இறுதித் தொகை, டெலிவரி அல்லது பிக்அப் ஆகியவற்றை உறுதிசெய்ய எங்கள் குழு உங்களை அழைக்கும்.',
  nextPayTitle: 'UPI மூலம் செலுத்துங்கள்',
  nextPayText:
    'உங்கள் விசாரணைப் பக்கத்தில் உள்ள UPI QR குறியீட்டை Google Pay, PhonePe, Paytm அல்லது BHIM மூலம் ஸ்கேன் செய்யுங்கள்.',
  nextUploadTitle: 'பணம் செலுத்திய ஸ்கிரீன்ஷாட்டைப் பதிவேற்றுங்கள்',
  nextUploadText: 'உங்கள் பணத்தை நாங்கள் சரிபார்க்க, விசாரணைப் பக்கத்தில் ஸ்கிரீன்ஷாட்டைப் பதிவேற்றுங்கள்.',
  nextDispatchTitle: 'அனுப்புதல்',
  nextDispatchText: 'உங்கள் பட்டாசுகளைப் பேக் செய்து உங்களுக்கோ உங்கள் பிக்அப் இடத்திற்கோ அனுப்புவோம்.',
  viewEnquiry: 'விசாரணையைப் பார்',
  myEnquiries: 'என் விசாரணைகள்',
});
