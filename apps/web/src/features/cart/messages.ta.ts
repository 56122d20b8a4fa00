import { translation } from '@pataka/domain/i18n';
import type { cartText } from './messages.ts';

export default translation<typeof cartText>('cart', {
  cartItems: 'வண்டியில் உள்ள பொருட்கள்',
  pieces: (count: number) => `${count} எண்ணம்`,
  mrpPrefix: 'MRP ',
  each: ' ஒன்றுக்கு',
  lineTotalPrefix: 'மொத்தம் ',
  remove: 'நீக்கு',
  removeItem: (name: string) => `${name} நீக்கு`,
  couldNotLoadItem: (message: string) => `இந்தப் பொருளை ஏற்ற முடியவில்லை: ${message}`,
  tryAgain: 'மீண்டும் முயலுங்கள்',

  orderSummary: 'ஆர்டர் சுருக்கம்',
  subtotal: 'கூட்டுத்தொகை',
  couponDiscount: 'கூப்பன் தள்ளுபடி',
  packingCharge: 'பேக்கிங் கட்டணம்',
  packingChargePercent: (percent: number) => `பேக்கிங் கட்டணம் (${percent}%)`,
  total: 'மொத்தம்',
  youSaveOnMrp: (amount: string) => `MRP-ஐ விட ${amount} சேமிக்கிறீர்கள்`,
  youSaveOnMrpWithCoupon: (amount: string) => `கூப்பனுடன் MRP-ஐ விட ${amount} சேமிக்கிறீர்கள்`,
  transportNote:
    'போக்குவரத்துக் கட்டணத்தை டெலிவரியின்போது பார்சல் சேவையிடம் செலுத்த வேண்டும். நாங்கள் உங்களை அழைக்கும்போது விலைகள் உறுதிசெய்யப்படும்.',

  emptyTitle: 'உங்கள் வண்டி காலியாக உள்ளது',
  emptyText: 'பட்டியலிலிருந்து பட்டாசுகளைத் தேர்ந்தெடுங்கள், அல்லது விலைப்பட்டியலில் அளவுகளை ஒரே முறையில் நிரப்புங்கள்.',
  browseProducts: 'பொருட்களைப் பாருங்கள்',
  quickBuyPriceList: 'விரைவு வாங்கல் விலைப்பட்டியல்',

  deliveringTo: 'டெலிவரி செய்யும் மாநிலம்',
  noMinimum: 'இந்த மாநிலத்திற்குக் குறைந்தபட்ச ஆர்டர் இல்லை.',
  minimumReached: (minimum: string, state: string) =>
    `${state} மாநிலத்திற்கான குறைந்தபட்ச ஆர்டர் ${minimum} எட்டப்பட்டது.`,
  minimumShort: (state: string, minimum: string, shortBy: string) =>
    `${state} மாநிலத்திற்குக் குறைந்தபட்ச ஆர்டர் ${minimum}. உங்கள் விசாரணையை அனுப்ப இன்னும் ${shortBy} சேர்க்கவும்.`,

  removedTitle: 'உங்கள் வண்டியிலிருந்து நீக்கப்பட்டது',
  removedReason: (_count: number, names: string) => ` — விற்றுத் தீர்ந்ததால் அல்லது இனி கிடைக்காததால்: ${names}.`,
  oneOtherProduct: 'மற்றொரு பொருள்',
  otherProducts: (count: number) => `மற்ற ${count} பொருட்கள்`,
  dismissNotice: 'அறிவிப்பை மூடு',
});
