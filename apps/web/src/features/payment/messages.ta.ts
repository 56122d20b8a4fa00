import { translation } from '@pataka/domain/i18n';
import type { paymentText } from './messages.ts';

export default translation<typeof paymentText>('payment', {
  // The enquiry page's payment cards
  payByUpi: 'UPI மூலம் செலுத்துங்கள்',
  payment: 'பணம் செலுத்துதல்',
  uploadProof: 'பணம் செலுத்திய சான்றைப் பதிவேற்றவும்',
  proofsSent: 'அனுப்பிய பணச் சான்றுகள்',

  // Before the shop asks for payment, without a UPI ID
  detailsOnCall: 'இந்த விசாரணையை உறுதி செய்ய உங்களை அழைக்கும்போது பணம் செலுத்தும் விவரங்களைத் தெரிவிப்போம்.',

  // The UPI QR panel
  qrAlt: (amount: string, payee: string) => `${payee} க்கு ${amount} செலுத்த UPI QR குறியீடு`,
  qrUnavailable: 'QR குறியீடு கிடைக்கவில்லை. இங்கே காட்டப்பட்டுள்ள UPI ID க்குச் செலுத்துங்கள்.',
  amountDue: 'செலுத்த வேண்டிய தொகை',
  payTo: 'பெறுநர்',
  upiId: 'UPI ID:',
  copyUpiId: 'UPI ID ஐ நகலெடு',
  copy: 'நகலெடு',
  copied: 'நகலெடுக்கப்பட்டது!',
  reference: (orderNumber: string) => `குறிப்பு எண்: ${orderNumber}`,
  openUpiApp: 'UPI செயலியைத் திற',
  scanWithAnyApp: 'எந்த UPI செயலியிலும் ஸ்கேன் செய்யலாம்',
  supportedApps: 'ஏற்கப்படும் UPI செயலிகள்',
  afterPaying:
    'பணம் செலுத்திய பிறகு, சரிபார்ப்புக்காக அதன் ஸ்கிரீன்ஷாட் அல்லது சான்றை இங்கே, உங்கள் விசாரணை விவரங்களில் பதிவேற்றவும்.',

  // The proof upload
  fileLabel: 'பணம் செலுத்திய ஸ்கிரீன்ஷாட் அல்லது PDF',
  fileHint: 'PNG, JPEG, WebP அல்லது PDF, 5 MB வரை.',
  fileEmpty: 'இந்தக் கோப்பு காலியாக உள்ளது',
  previewAlt: 'பணம் செலுத்திய ஸ்கிரீன்ஷாட்டின் முன்னோட்டம்',
  uploadProgress: 'பதிவேற்ற முன்னேற்றம்',
  uploading: (percent: number) => `பதிவேற்றுகிறது… ${percent}%`,
  sending: 'கடைக்கு அனுப்புகிறது…',
  uploadButton: 'பணச் சான்றைப் பதிவேற்று',
  tryAgain: 'மீண்டும் முயல்க',
  uploaded: 'பணம் செலுத்திய சான்று பதிவேற்றப்பட்டது. விரைவில் சரிபார்ப்போம்.',
  sentForVerification: 'பணம் செலுத்திய சான்று சரிபார்ப்புக்கு அனுப்பப்பட்டது',
  uploadAnother: 'இன்னொன்றைப் பதிவேற்று',

  // What was read from the screenshot
  utr: 'UTR / பரிவர்த்தனை எண்',
  amount: 'தொகை',
  date: 'தேதி',
  paidTo: 'பெறுநர்',
  app: 'செயலி',
  paymentState: 'நிலை',
  notFound: 'கிடைக்கவில்லை',

  // Warnings about a proof (the server's flags)
  flagUtrReused: 'இந்தப் பரிவர்த்தனை எண் (UTR) ஏற்கனவே வேறு ஒரு விசாரணையில் பயன்படுத்தப்பட்டது.',
  flagDuplicateImage: 'இந்த ஸ்கிரீன்ஷாட் முன்பே பதிவேற்றப்பட்டது.',
  flagAmountMismatch: 'செலுத்திய தொகை விசாரணையின் மொத்தத் தொகையுடன் பொருந்தவில்லை.',
  flagPayeeMismatch: 'பணம் கடையின் UPI ID க்குச் செலுத்தப்படவில்லை.',

  // The proofs sent
  proofAwaiting: 'சரிபார்ப்புக்குக் காத்திருக்கிறது',
  proofVerified: 'சரிபார்க்கப்பட்டது',
  proofRejected: 'நிராகரிக்கப்பட்டது',
  sentAt: (when: string) => `அனுப்பியது ${when}`,
  shopNote: (note: string) => `கடையின் குறிப்பு: ${note}`,
});
