// Tamil of order-messages.ts: the enquiry texts (creation, cancel, status changes, payment proofs).
import { translation } from '../i18n.ts';
import { CART_MAX_QUANTITY } from '../limits.ts';
import { moneyText } from '../money.ts';
import type { ORDER_MESSAGES } from '../order-messages.ts';
import { STATUS_LABELS, type OrderStatus } from '../order-status.ts';

const label = (status: OrderStatus) => STATUS_LABELS[status] ?? status;

export default translation<typeof ORDER_MESSAGES>('order-messages', {
  deliveryRequired: 'டெலிவரி முகவரியைச் சேர்க்கவும் அல்லது பிக்கப் இடத்தைத் தேர்ந்தெடுக்கவும்',
  pickupLocationNotFound: 'பிக்கப் இடம் கிடைக்கவில்லை',
  idempotencyKeyInvalid: 'Idempotency-Key 1 முதல் 100 வரை காணக்கூடிய எழுத்துகளாக இருக்க வேண்டும்',
  tooManyLines: 'ஒரு விசாரணையில் அதிகபட்சம் 200 வெவ்வேறு பொருட்கள் மட்டுமே இருக்கலாம்',
  productNotFound: (name: string) => `பொருள் கிடைக்கவில்லை: ${name}`,
  productSoldOut: (name: string) => `${name} விற்றுத் தீர்ந்தது`,
  mergedQuantityTooLarge: (name: string) =>
    `ஒவ்வொரு பொருளிலும் அதிகபட்சம் ${CART_MAX_QUANTITY} மட்டுமே ஆர்டர் செய்யலாம் (${name})`,
  minimumNotMet: (minimum: number, shortBy: number) =>
    `குறைந்தபட்ச ஆர்டர் தொகை ${moneyText(minimum)} தேவை (இன்னும் ${moneyText(shortBy)} சேர்க்கவும்)`,
  cancelNotAllowed: (status: OrderStatus) =>
    `ஆர்டரை ரத்து செய்ய முடியவில்லை: இந்த விசாரணை "${label(status)}" நிலையில் உள்ளதால் இனி ரத்து செய்ய முடியாது`,
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `இந்த நிலை மாற்றம் அனுமதிக்கப்படவில்லை: ${label(from)} → ${label(to)}`,
  refundNeedsVerifiedPayment: 'பணம் செலுத்திய சான்று சரிபார்க்கப்பட்ட பிறகே விசாரணைக்குப் பணத்தைத் திருப்பித் தர முடியும்',
  cancelledByCustomer: 'வாடிக்கையாளரால் ரத்து செய்யப்பட்டது',
  proofUploadUnknown: 'முதலில் பணம் செலுத்திய சான்றுக் கோப்பைப் பதிவேற்றி, பிறகு இணைக்கவும்',
  proofUploadAlreadyAttached: 'இந்தக் கோப்பு ஏற்கனவே ஒரு விசாரணையுடன் இணைக்கப்பட்டுள்ளது',
  proofOrderClosed: (status: OrderStatus) =>
    `"${label(status)}" நிலையில் உள்ள விசாரணையில் பணம் செலுத்திய சான்றைச் சேர்க்க முடியாது`,
  proofNotFound: 'பணம் செலுத்திய சான்று கிடைக்கவில்லை',
  uploadNotFound: 'கோப்பு கிடைக்கவில்லை',
  uploadMissingFile: 'பதிவேற்ற ஒரு கோப்பைத் தேர்ந்தெடுக்கவும் (படிவப் புலம் "file")',
  uploadUnreadable: 'இந்தக் கோப்பைப் படமாகப் படிக்க முடியவில்லை',
  extractionProcessing: 'பணம் செலுத்திய விவரங்களைப் படிக்கிறோம்…',
  extractionPdf:
    'பணம் செலுத்திய விவரங்கள் படங்களிலிருந்து மட்டுமே படிக்கப்படும்; இந்த PDF-ஐக் கடை ஊழியர்கள் நேரடியாகச் சரிபார்ப்பார்கள்',
  staffOnly: 'ஊழியர் அனுமதி தேவை',
});
