import { defineMessages } from '@pataka/domain/i18n';

/** /privacy. Texts with **bold** and [links](key) are shown with RichText. */
export const privacyText = defineMessages('privacy', {
  lead: 'We collect only what we need to handle your enquiry and deliver your crackers.',
  collectTitle: 'What we collect',
  collect1: '**Your mobile number**, to sign you in with a one-time code and to call you about your enquiry.',
  collect2: '**Your name, e-mail and delivery addresses**, for the enquiry and the parcel.',
  collect3: '**Your enquiries**: items, amounts, coupon used, pickup point and notes.',
  collect4:
    '**Payment screenshots** you upload, and the details we read from them (UPI reference, amount, date), to verify your payment.',
  collect5: '**Messages** you send through the contact form or newsletter sign-up.',
  useTitle: 'How we use it',
  use1: 'To confirm, pack and dispatch your enquiry, and to call or message you about it.',
  use2: 'To verify payments and prevent the same payment being claimed twice.',
  use3: 'To send offers by e-mail, only if you subscribed (you can unsubscribe at any time).',
  noSelling: 'We do not sell or rent your personal data, and we do not use advertising trackers.',
  shareTitle: 'Who we share it with',
  share1: 'The transport service carrying your parcel receives your name, phone number and delivery town.',
  share2: 'Our SMS provider receives your mobile number to deliver sign-in codes.',
  share3: 'Authorities, only when the law requires it.',
  browserTitle: 'What your browser keeps',
  browser:
    'This site uses your browser\'s storage instead of tracking cookies: your cart, your sign-in token, that you agreed to the legal notice, dismissed news and the "don\'t show again" choice for the video stay on your device. The coupon you applied and the phone number you are signing in with are kept only until you close the browser.',
  rightsTitle: 'How long we keep it and your rights',
  rights:
    'We keep enquiry and payment records for as long as tax law requires, and other data only while your account is in use. Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or delete your personal data, and withdraw consent for offers.',
  writeToEmail: (email: string) =>
    `Write to [${email}](email) or use the [contact form](contact); we reply within 7 working days.`,
  writeToUs: 'Write to us or use the [contact form](contact); we reply within 7 working days.',
});
