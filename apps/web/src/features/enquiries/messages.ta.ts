import { translation } from '@pataka/domain/i18n';
import type { enquiriesText } from './messages.ts';

export default translation<typeof enquiriesText>('enquiries', {
  // The list
  listLabel: 'உங்கள் விசாரணைகள்',
  pagesLabel: 'விசாரணைப் பக்கங்கள்',
  previous: 'முந்தைய',
  next: 'அடுத்த',
  pageOf: (current: number, total: number) => `பக்கம் ${current} / ${total}`,
  emptyTitle: 'இன்னும் விசாரணைகள் இல்லை',
  emptyHint: 'உங்கள் வண்டியை நிரப்பி விசாரணையை அனுப்புங்கள்: 24 மணி நேரத்திற்குள் உங்களை அழைப்போம்.',
  browseProducts: 'பொருட்களைப் பாருங்கள்',
  enquiry: (orderNumber: string) => `விசாரணை ${orderNumber}`,
  pickupAt: (place: string) => `பிக்கப்: ${place}`,
  deliveryTo: (city: string) => `டெலிவரி: ${city}`,
  lineSummary: (products: number, pieces: number) => `${products} பொருட்கள் · ${pieces} பீஸ்`,

  // One enquiry
  myEnquiries: 'என் விசாரணைகள்',
  placed: (when: string) => `பதிவு: ${when}`,
  items: 'பொருட்கள்',
  subtotal: 'கூட்டுத்தொகை',
  discount: 'தள்ளுபடி',
  discountWithCode: (code: string) => `தள்ளுபடி (${code})`,
  packing: 'பேக்கிங்',
  shipping: 'அனுப்பும் கட்டணம்',
  tax: 'வரி',
  total: 'மொத்தம்',
  pickup: 'பிக்கப்',
  deliveryAddress: 'டெலிவரி முகவரி',
  noDelivery: 'டெலிவரி விவரங்கள் இல்லை.',
  contact: (name: string) => `தொடர்புக்கு: ${name}`,
  yourNotes: (notes: string) => `உங்கள் குறிப்பு: ${notes}`,
  status: 'நிலை',
  statusHistory: 'நிலை வரலாறு',
  notFoundHint: 'இது வேறு கணக்கைச் சேர்ந்ததாக இருக்கலாம், அல்லது இணைப்பு முழுமையாக இல்லை.',

  // Cancelling (§4)
  cancelEnquiry: 'விசாரணையை ரத்து செய்',
  cancelTitle: (orderNumber: string) => `விசாரணை ${orderNumber} ஐ ரத்து செய்யவா?`,
  cancelDescription: 'இந்த விசாரணையைக் கடை இனி செயல்படுத்தாது.',
  cancelWarning: 'இந்த விசாரணையைக் கடை இனி செயல்படுத்தாது. இதைத் திரும்பப் பெற முடியாது.',
  cancelReason: 'காரணம் (விருப்பம்)',
  keepEnquiry: 'விசாரணையை வைத்திரு',
  confirmCancel: 'ஆம், ரத்து செய்',
  cancelled: (orderNumber: string) => `விசாரணை ${orderNumber} ரத்து செய்யப்பட்டது`,
});
