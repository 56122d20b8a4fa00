// Tamil of messages.ts: the shared §4/§5/§8 texts (errors, validation, toasts) in polite shop Tamil.
import { translation } from '../i18n.ts';
import type { MESSAGES } from '../messages.ts';
import { SHELL_TAMIL } from './shell-messages.ta.ts';
import { moneyText } from '../money.ts';

export default translation<typeof MESSAGES>('messages', {
  ...SHELL_TAMIL,

  // §8 generic request errors
  internalError: 'சர்வரில் உள் பிழை',
  tenantHeaderRequired: 'கடை அடையாளம் தேவை',
  unknownTenant: 'அறியப்படாத கடை',
  tenantNotOfHost: 'இந்த முகவரி வேறு கடைக்குரியது: ஒரு கடையின் சொந்த முகவரி அந்தக் கடையை மட்டுமே காட்டும்',
  forbidden: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை',
  tooManyRequests: 'அதிக முயற்சிகள். சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
  notFound: 'கிடைக்கவில்லை',

  // §8 catalogue
  productNotFound: 'பொருள் கிடைக்கவில்லை',
  categoryNotFound: 'வகை கிடைக்கவில்லை',
  brandNotFound: 'பிராண்ட் கிடைக்கவில்லை',

  // §8 auth and account
  noCustomerData: 'வாடிக்கையாளர் விவரம் பெறப்படவில்லை',
  userNotAuthenticated: 'பயனர் உள்நுழையவில்லை',
  noUserLoggedIn: 'யாரும் உள்நுழையவில்லை',
  otpGenerateFailed: 'OTP உருவாக்க முடியவில்லை',
  otpInvalid: 'OTP தவறானது அல்லது காலாவதியானது',
  registrationFailed: 'பதிவு தோல்வியடைந்தது',
  registrationExpired: 'கைபேசி எண் சரிபார்ப்பு காலாவதியானது. புதிய OTP கோரவும்.',
  customerNotFound: 'வாடிக்கையாளர் கிடைக்கவில்லை',
  addressNotFound: 'முகவரி கிடைக்கவில்லை',

  // §8 orders
  orderCreateFailed: 'ஆர்டரை உருவாக்க முடியவில்லை',
  ordersFetchFailed: 'ஆர்டர்களைப் பெற முடியவில்லை',
  orderNotFound: 'ஆர்டர் கிடைக்கவில்லை',
  orderCancelFailed: 'ஆர்டரை ரத்து செய்ய முடியவில்லை',
  orderTrackFailed: 'ஆர்டரைக் கண்காணிக்க முடியவில்லை',
  paymentProofUploadFailed: 'பணம் செலுத்திய சான்றைப் பதிவேற்ற முடியவில்லை',
  transactionCheckFailed: 'பரிவர்த்தனை எண்ணைச் சரிபார்க்க முடியவில்லை',
  orderNotCancellable: 'இந்த விசாரணையை இனி ரத்து செய்ய முடியாது',
  invalidStatusTransition: 'இந்த நிலை மாற்றம் அனுமதிக்கப்படவில்லை',
  idempotencyConflict: 'இந்தக் கோரிக்கை எண் ஏற்கனவே வேறு ஒரு விசாரணைக்குப் பயன்படுத்தப்பட்டது',
  emptyOrder: 'உங்கள் விசாரணையில் குறைந்தது ஒரு பொருளைச் சேர்க்கவும்',
  productUnavailable: 'ஒன்று அல்லது அதற்கு மேற்பட்ட பொருட்கள் இப்போது கிடைப்பதில்லை',
  stateNotServed: 'மன்னிக்கவும், இந்த மாநிலத்திற்கு நாங்கள் டெலிவரி செய்வதில்லை',
  pincodeNotServed: 'மன்னிக்கவும், இந்தப் பின்கோடுக்கு நாங்கள் டெலிவரி செய்வதில்லை',

  // §8 coupons
  couponInvalid: 'தவறான கூப்பன் குறியீடு',
  couponApplyFailed: 'கூப்பனைப் பயன்படுத்த முடியவில்லை',
  couponsLoadFailed: 'கூப்பன்களை ஏற்ற முடியவில்லை',
  couponsLoadError: 'கூப்பன்களை ஏற்றுவதில் பிழை',
  couponsEmpty: 'தற்போது கூப்பன்கள் எதுவும் இல்லை',
  couponApplied: 'கூப்பன் பயன்படுத்தப்பட்டது!',
  couponApplying: 'பயன்படுத்துகிறது...',
  couponExpired: 'இந்தக் கூப்பன் காலாவதியாகிவிட்டது',
  couponNotYetValid: 'இந்தக் கூப்பன் இன்னும் நடைமுறைக்கு வரவில்லை',
  couponInactive: 'இந்தக் கூப்பன் இப்போது செயலில் இல்லை',
  couponUsageLimitReached: 'இந்தக் கூப்பனின் பயன்பாட்டு வரம்பு முடிந்துவிட்டது',
  couponNotForProducts: 'உங்கள் வண்டியில் உள்ள பொருட்களுக்கு இந்தக் கூப்பன் செல்லாது',
  couponNotForCategories: 'உங்கள் வண்டியில் உள்ள வகைகளுக்கு இந்தக் கூப்பன் செல்லாது',
  couponNotForTier: 'இந்தக் கூப்பன் உங்கள் கணக்கிற்குக் கிடைக்காது',
  couponValid: 'கூப்பன் வெற்றிகரமாகப் பயன்படுத்தப்பட்டது',

  // §8 newsletter and contact
  newsletterInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  newsletterFailed: 'பதிவு செய்ய முடியவில்லை. மீண்டும் முயலவும்.',
  newsletterFallback: 'செய்திமடலுக்குப் பதிவு செய்ய முடியவில்லை',
  newsletterSuccess: 'செய்திமடலுக்கு வெற்றிகரமாகப் பதிவு செய்யப்பட்டது!',
  newsletterSubmitting: 'பதிவு செய்கிறது...',
  newsletterDone: 'எல்லாம் தயார்!',
  contactFailed: 'செய்தியை அனுப்ப முடியவில்லை',
  contactSuccess: 'உங்கள் செய்தி வெற்றிகரமாக அனுப்பப்பட்டது',

  // §8 payment extraction
  paymentExtractFailed: 'பணம் செலுத்திய விவரங்களைப் படிக்க முடியவில்லை',
  paymentValidateFailed: 'செலுத்திய மொத்தத் தொகையைச் சரிபார்க்க முடியவில்லை',
  uploadTooLarge: 'கோப்பு மிகப் பெரியது (அதிகபட்சம் 5 MB)',
  uploadUnsupportedType: 'PNG, JPEG, WebP படங்கள் அல்லது PDF கோப்புகள் மட்டுமே ஏற்கப்படும்',

  // §8 addresses and pickup
  addressSaveFailed: 'முகவரியைச் சேமிக்க முடியவில்லை. மீண்டும் முயலவும்.',
  addressUpdated: 'முகவரி வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  addressAdded: 'முகவரி வெற்றிகரமாகச் சேர்க்கப்பட்டது!',
  addressDefaultUpdated: 'இயல்பு முகவரி மாற்றப்பட்டது!',
  addressDeleted: 'முகவரி வெற்றிகரமாக நீக்கப்பட்டது!',
  addressDeleteConfirm: 'இந்த முகவரியை நீக்க விரும்புகிறீர்களா?',
  addressesEmpty: 'சேமித்த முகவரிகள் இல்லை',
  addressesEmptyHint: 'தொடங்க உங்கள் முதல் முகவரியைச் சேர்க்கவும்',
  pickupLoadFailed: 'பிக்கப் இடங்களை ஏற்ற முடியவில்லை',
  pickupLoadError: 'பிக்கப் இடங்களை ஏற்றுவதில் பிழை',

  // §5 validation: phone
  phoneRequired: 'கைபேசி எண் தேவை',
  phoneLength: 'கைபேசி எண் 10 இலக்கங்களாக இருக்க வேண்டும்',
  phoneStart: 'கைபேசி எண் 6, 7, 8 அல்லது 9 இல் தொடங்க வேண்டும்',
  phoneDigits: 'கைபேசி எண்ணில் இலக்கங்கள் மட்டுமே இருக்க வேண்டும்',

  // §5 validation: email
  emailRequired: 'மின்னஞ்சல் தேவை',
  emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  emailTooLong: 'மின்னஞ்சல் முகவரி மிக நீளமாக உள்ளது',

  // §5 validation: address
  addressLabelRequired: 'முகவரி வகை தேவை',
  addressLabelInvalid: 'முகவரி வகை வீடு, அலுவலகம் அல்லது பிற என இருக்க வேண்டும்',
  addressInvalidChars: 'முகவரியில் ஏற்கப்படாத எழுத்துகள் உள்ளன',
  streetRequired: 'முகவரி தேவை',
  streetTooShort: 'முகவரி குறைந்தது 10 எழுத்துகள் இருக்க வேண்டும்',
  streetTooLong: 'முகவரி அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்',
  zipRequired: 'பின்கோடு தேவை',
  zipLength: 'பின்கோடு 6 இலக்கங்களாக இருக்க வேண்டும்',
  zipStart: 'பின்கோடு 0 இல் தொடங்கக் கூடாது',
  countryRequired: 'நாடு தேவை',

  // §5 validation: OTP
  otpRequired: 'OTP தேவை',
  otpLength: 'OTP 6 இலக்கங்களாக இருக்க வேண்டும்',

  // §5 cart quantity
  quantityInvalid: 'அளவு குறைந்தது 1 ஆன முழு எண்ணாக இருக்க வேண்டும்',

  // Contact form (§7)
  subjectRequired: 'தலைப்பு தேவை',
  messageRequired: 'செய்தி தேவை',

  // §2 shared UI

  // §8 success toasts that take a product name

  // §5 coupon minimum
  couponMinimum: (minRupees: number) => `குறைந்தபட்ச ஆர்டர் தொகை ${moneyText(minRupees)} தேவை`,

  // Customisable-label fields (the label arrives already in the page's language)
  fieldRequired: (label: string) => `${label} தேவை`,
  fieldTooShort: (label: string, min: number) => `${label} குறைந்தது ${min} எழுத்துகள் இருக்க வேண்டும்`,
  fieldTooLong: (label: string, max: number) => `${label} ${max} எழுத்துகளுக்குக் குறைவாக இருக்க வேண்டும்`,
  fieldAtMost: (label: string, max: number) => `${label} அதிகபட்சம் ${max} எழுத்துகள் இருக்கலாம்`,
  fieldNotText: (label: string) => `${label} உரையாக இருக்க வேண்டும்`,
  fieldLettersOnly: (label: string) =>
    `${label} இல் எழுத்துகள், இடைவெளிகள், ஹைஃபன்கள் (-), அபாஸ்ட்ரஃபிகள் (') மட்டுமே இருக்கலாம்`,
});
