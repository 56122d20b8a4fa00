// Tamil of order-status.ts: the enquiry and payment status labels and the §4 descriptions.
import { translation, type NamespaceTranslation } from '../i18n.ts';
import type { PAYMENT_STATUS_LABELS, STATUS_LABELS, StatusDescriptionTexts } from '../order-status.ts';

const labels = translation<typeof STATUS_LABELS>('order-status', {
  pending: 'நிலுவையில்',
  confirmed: 'உறுதி செய்யப்பட்டது',
  processing: 'தயாராகிறது',
  ready_for_pickup: 'பிக்கப்புக்குத் தயார்',
  ready_for_delivery: 'டெலிவரிக்குத் தயார்',
  out_for_delivery: 'டெலிவரிக்குப் புறப்பட்டது',
  shipped: 'அனுப்பப்பட்டது',
  delivered: 'டெலிவரி ஆனது',
  completed: 'முடிந்தது',
  cancelled: 'ரத்து செய்யப்பட்டது',
  refunded: 'பணம் திருப்பித் தரப்பட்டது',
  on_hold: 'நிறுத்தி வைக்கப்பட்டது',
});

const descriptions = translation<StatusDescriptionTexts>('order-status-descriptions', {
  pending: 'ஆர்டர் வெற்றிகரமாகப் பதிவு செய்யப்பட்டது',
  confirmed: 'ஆர்டர் உறுதி செய்யப்பட்டு, பணம் சரிபார்க்கப்பட்டது',
  processing: 'ஆர்டர் தயாராகிக் கொண்டிருக்கிறது',
  delivered: 'ஆர்டர் வெற்றிகரமாக டெலிவரி செய்யப்பட்டது',
});

const paymentLabels = translation<typeof PAYMENT_STATUS_LABELS>('payment-status', {
  pending: 'பணம் நிலுவையில்',
  submitted: 'சான்று அனுப்பப்பட்டது',
  verified: 'பணம் சரிபார்க்கப்பட்டது',
  rejected: 'பணம் நிராகரிக்கப்பட்டது',
});

export default [labels, descriptions, paymentLabels] satisfies NamespaceTranslation[];
