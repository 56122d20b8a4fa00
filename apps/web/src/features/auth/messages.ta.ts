import { translation } from '@pataka/domain/i18n';
import type { authText } from './messages.ts';

export default translation<typeof authText>('auth', {
  signInTitle: 'உள்நுழைக',
  phoneIntro: 'உங்கள் கைபேசி எண்ணை உள்ளிடுங்கள். 6 இலக்கக் குறியீட்டை அனுப்புவோம்.',
  mobileNumber: 'கைபேசி எண்',
  sendingCode: 'குறியீடு அனுப்பப்படுகிறது...',
  sendOtp: 'OTP அனுப்பு',
  waitSeconds: (seconds: number) => `(${seconds} வினாடி)`,

  otpTitle: 'குறியீட்டை உள்ளிடுங்கள்',
  codeSentTo: (length: number) => `${length} இலக்கக் குறியீட்டை இந்த எண்ணுக்கு அனுப்பியுள்ளோம்:`,
  changeNumber: 'எண்ணை மாற்று',
  demoCode: 'டெமோ கடை: உங்கள் குறியீடு',
  oneTimeCode: 'ஒருமுறைக் குறியீடு (OTP)',
  newCustomerName: 'உங்கள் பெயர் (புதிய வாடிக்கையாளர்)',
  newCustomerNameHint: 'விருப்பமானது. புதியவரா? பெயரைச் சொன்னால் உங்கள் கணக்கு உடனே தயார்.',
  verifying: 'சரிபார்க்கப்படுகிறது...',
  verifyAndSignIn: 'சரிபார்த்து உள்நுழை',
  didNotGetIt: 'குறியீடு வரவில்லையா?',
  resendIn: (seconds: number) => `${seconds} வினாடியில் மீண்டும் அனுப்பலாம்`,
  resending: 'அனுப்பப்படுகிறது...',
  resendCode: 'மீண்டும் அனுப்பு',

  registerTitle: 'பதிவை நிறைவு செய்யுங்கள்',
  registerIntro: 'வணக்கம்! உங்கள் விசாரணைகள் குறித்து உங்களை அழைக்க, உங்களைப் பற்றிச் சொல்லுங்கள்.',
  fullName: 'முழுப் பெயர்',
  email: 'மின்னஞ்சல்',
  creatingAccount: 'கணக்கு உருவாக்கப்படுகிறது...',
  createAccount: 'கணக்கை உருவாக்கு',

  nameInErrors: 'பெயர்',
});
