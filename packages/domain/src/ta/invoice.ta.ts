// Tamil of invoice/shopper-texts.ts: the enquiry page's invoice link.
import { translation, type NamespaceTranslation } from '../i18n.ts';
import type { INVOICE_BUTTON } from '../invoice/shopper-texts.ts';

const button = translation<typeof INVOICE_BUTTON>('invoice-button', {
  idle: 'இன்வாய்ஸைப் பதிவிறக்கு',
  busy: 'இன்வாய்ஸ் தயாராகிறது…',
  failed: 'இன்வாய்ஸைப் பதிவிறக்க முடியவில்லை. மீண்டும் முயலவும்.',
  issued: (number: string) => `இன்வாய்ஸ் ${number}`,
});

export default button satisfies NamespaceTranslation;
