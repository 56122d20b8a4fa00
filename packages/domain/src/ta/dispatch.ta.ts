// Tamil of dispatch.ts: the dispatch form's rules and the timeline's dispatch notes.
import type { DISPATCH_MESSAGES } from '../dispatch.ts';
import { translation } from '../i18n.ts';
import { moneyText } from '../money.ts';
import { STATUS_LABELS, type OrderStatus } from '../order-status.ts';

export default translation<typeof DISPATCH_MESSAGES>('dispatch', {
  notFound: 'அனுப்புதல் பதிவு கிடைக்கவில்லை',
  notPaid: 'இந்த விசாரணையை இன்னும் அனுப்ப முடியாது: அதன் பணம் சரிபார்க்கப்படவில்லை',
  cancelled: 'ரத்து செய்யப்பட்ட விசாரணையை அனுப்ப முடியாது',
  wrongStatus: (status: OrderStatus) =>
    `${STATUS_LABELS[status]} நிலையில் உள்ள விசாரணையை அனுப்ப முடியாது: உறுதிசெய்யப்பட்ட அல்லது தயாராகும் விசாரணை மட்டும் (பகுதி அனுப்புதலுக்கு ஏற்கனவே அனுப்பப்பட்டதும்)`,
  transportRequired: 'transportProviderId: டிரான்ஸ்போர்ட் தேவை',
  transportNotFound: 'transportProviderId: டிரான்ஸ்போர்ட் கிடைக்கவில்லை',
  lrRequired: 'lrNumber: LR எண் தேவை',
  lrInvalid: 'LR எண் 1 முதல் 30 எழுத்துகள், எண்கள், / அல்லது - ஆக இருக்க வேண்டும்',
  bookedOnInvalid: 'புக்கிங் தேதி ஒரு தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)',
  casesInvalid: 'பெட்டிகளின் எண்ணிக்கை 1 முதல் 999 வரை முழு எண்ணாக இருக்க வேண்டும்',
  freightRequired: 'freight: சரக்குக் கட்டணம் (செலுத்தப்பட்டது அல்லது செலுத்த வேண்டியது) தேவை',
  freightModeInvalid: 'சரக்குக் கட்டணம் செலுத்தப்பட்டது அல்லது செலுத்த வேண்டியது என இருக்க வேண்டும்',
  freightAmountInvalid: 'சரக்குக் கட்டணம் ரூபாயில், ₹0 அல்லது அதற்கு மேல் இருக்க வேண்டும்',
  branchRequired: 'branchId: சேரும் கிளை தேவை',
  branchNotFound: 'branchId: சேரும் கிளை கிடைக்கவில்லை',
  branchOfOtherTransport: 'branchId: இந்தக் கிளை வேறு டிரான்ஸ்போர்ட்டுடையது',
  ewayBillInvalid: 'இ-வே பில் எண் 12 இலக்கங்களாக இருக்க வேண்டும்',
  ewayBillRequired: (threshold: number) =>
    `ewayBillNumber: ${moneyText(threshold)}-க்கு மேற்பட்ட விசாரணைக்கு இ-வே பில் எண் தேவை`,
  lrCopyNotFound: 'LR நகல் கிடைக்கவில்லை',
  historyDispatched: (transport: string, lr: string, cases: number) =>
    `${transport} மூலம் அனுப்பப்பட்டது, LR ${lr}, ${cases} பெட்டி`,
  historyReady: (cases: number) => `பிக்கப்புக்குத் தயார்: ${cases} பெட்டி`,
  historyCorrected: (what: string) => `அனுப்புதல் திருத்தப்பட்டது: ${what}`,
});
