// Tamil of price-list-pdf.ts: the price list link and the estimate button (the PDFs stay English).
import { translation, type NamespaceTranslation } from '../i18n.ts';
import type { ESTIMATE_BUTTON, PRICE_LIST_LINKS } from '../price-list-pdf.ts';

const links = translation<typeof PRICE_LIST_LINKS>('price-list-links', {
  download: 'விலைப் பட்டியலைப் பதிவிறக்கு',
  short: 'விலைப் பட்டியல்',
});

const estimate = translation<typeof ESTIMATE_BUTTON>('estimate-button', {
  idle: 'மதிப்பீட்டைப் பதிவிறக்கு',
  busy: 'மதிப்பீடு தயாராகிறது…',
  failed: 'மதிப்பீட்டைப் பதிவிறக்க முடியவில்லை. மீண்டும் முயலவும்.',
});

export default [links, estimate] satisfies NamespaceTranslation[];
