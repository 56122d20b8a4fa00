import { translation } from '@pataka/domain/i18n';
import type { routesText } from './messages.ts';

export default translation<typeof routesText>('routes', {
  home: 'முகப்பு',
  categories: 'வகைகள்',
  products: 'பொருட்கள்',
  viewAllCategories: 'அனைத்து வகைகளையும் காண்க',
  browseAllProducts: 'அனைத்துப் பொருட்களையும் பாருங்கள்',
  browseProducts: 'பொருட்களைப் பாருங்கள்',
  goHome: 'முகப்புக்குச் செல்',
  viewProducts: 'பொருட்களைப் பாருங்கள்',
  tryAgain: 'மீண்டும் முயல்க',
  tryAgainLower: 'மீண்டும் முயல்க',
  myEnquiries: 'என் விசாரணைகள்',
  favorites: 'விருப்பங்கள்',
  couponRemoved: 'கூப்பன் நீக்கப்பட்டது',

  notFoundBody: 'நீங்கள் தேடும் பக்கம் புஸ்ஸென்று அணைந்துவிட்டது, அல்லது இடம் மாறிவிட்டது.',

  welcome: 'வருக!',
  welcomeName: (name: string) => `வருக, ${name}!`,
  loginNote:
    'உங்கள் விசாரணைகளை உறுதிசெய்ய மட்டுமே உங்கள் எண்ணைப் பயன்படுத்துகிறோம். நினைவில் வைக்கக் கடவுச்சொல் எதுவும் இல்லை.',

  items: (count: number) => `${count} பொருட்கள்`,
  loadingCart: 'உங்கள் வண்டி ஏற்றப்படுகிறது…',
  loadingShop: 'கடை விவரங்கள் ஏற்றப்படுகின்றன…',
  chooseServedState: 'நாங்கள் டெலிவரி செய்யும் மாநிலத்தைத் தேர்ந்தெடுங்கள்.',
  belowMinimum: (shortBy: string, minimum: string, state: string) =>
    `${state} மாநிலத்துக்கான குறைந்தபட்ச ஆர்டர் ${minimum}; அதை எட்ட இன்னும் ${shortBy} சேருங்கள்.`,
  continueShopping: '← தொடர்ந்து வாங்குங்கள்',
  openQuickBuy: 'விரைவு வாங்க விலைப்பட்டியலைத் திற',
  couponsAndSummary: 'கூப்பன்களும் ஆர்டர் சுருக்கமும்',
  submitEnquiry: 'விசாரணையை அனுப்பு',
  noPaymentNow: 'இப்போது கட்டணம் இல்லை: இருப்பையும் டெலிவரியையும் உறுதிசெய்ய 24 மணி நேரத்துக்குள் அழைப்போம்.',

  cartEmpty: 'உங்கள் வண்டி காலியாக உள்ளது',
  cartEmptyHint: 'சில பட்டாசுகளை வண்டியில் சேர்த்து, பிறகு உங்கள் விசாரணையை அனுப்புங்கள்.',
  backToCart: '← வண்டிக்குத் திரும்பு',

  loadingEnquiries: 'விசாரணைகள் ஏற்றப்படுகின்றன',
  payByUpi: 'UPI மூலம் செலுத்துங்கள்',
  payment: 'கட்டணம்',
  uploadProof: 'கட்டணச் சான்றைப் பதிவேற்றுங்கள்',
  proofsSent: 'அனுப்பிய கட்டணச் சான்றுகள்',
  enquiryMissingHint: 'இது வேறொரு கணக்கைச் சேர்ந்ததாக இருக்கலாம், அல்லது இணைப்பு முழுமையில்லாமல் இருக்கலாம்.',

  productCount: (count: number) => `${count} பொருட்கள்`,
  noFavorites: 'இன்னும் விருப்பங்கள் இல்லை',
  noFavoritesHint: 'எந்தப் பொருளிலும் இதயக் குறியைத் தட்டி இங்கே சேமித்துக்கொள்ளுங்கள்.',

  quickBuyHowTo: 'ஒவ்வொரு பொருளுக்கும் அருகில் வேண்டிய அளவைத் தட்டச்சிடுங்கள் (99 வரை), பிறகு இதை அழுத்துங்கள்: ',
  quickBuyHowToEnd: '.',
  addAllToCart: 'அனைத்தையும் வண்டியில் சேர்',
  quickBuyPrefilled: 'ஏற்கெனவே வண்டியில் உள்ள பொருட்கள் நிரப்பப்பட்டுள்ளன: ',
  quickBuySets:
    ' அழுத்தினால் உங்கள் வண்டி இந்தப் பட்டியலின் அளவுகளுக்கு மாறும் (ஒரு பொருளை நீக்க அதன் பெட்டியைக் காலியாக்குங்கள்).',
  loadingPriceList: 'விலைப்பட்டியல் ஏற்றப்படுகிறது',

  badgeNew: 'புதியது',
  badgeFeatured: 'சிறப்பு',
  inStock: 'கையிருப்பில் உள்ளது',
  goToCart: 'வண்டிக்குச் செல்',
  addToCart: 'வண்டியில் சேர்',
  packSize: 'பேக் அளவு',
  piecesPerBox: 'ஒரு பெட்டியில் எண்ணிக்கை',
  sku: 'இருப்புக் குறியீடு (SKU)',
  productCode: 'பொருள் குறியீடு',
  brand: 'பிராண்ட்',
  description: 'விவரம்',
  enquiryNote:
    'இது ஒரு விசாரணை: வண்டியில் சேர்த்து உங்கள் விவரங்களை அனுப்புங்கள் — இருப்பையும் டெலிவரியையும் உறுதிசெய்ய 24 மணி நேரத்துக்குள் அழைப்போம்.',
  relatedProducts: 'தொடர்புடைய பொருட்கள்',
  breadcrumb: 'வழித்தடம்',

  personalDetails: 'தனிப்பட்ட விவரங்கள்',
  editProfile: 'சுயவிவரத்தைத் திருத்து',
});
