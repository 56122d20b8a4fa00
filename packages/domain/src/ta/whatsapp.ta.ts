import { translation } from '../i18n.ts';
import type { WHATSAPP_COPY } from '../whatsapp.ts';

export default translation<typeof WHATSAPP_COPY>('whatsapp', {
  shareProduct: 'பகிர்',
  shareCart: 'பட்டியலைப் பகிர்',
  sendEnquiry: 'இந்த விசாரணையை WhatsApp-இல் அனுப்பு',
  chatWithUs: 'WhatsApp-இல் எங்களுடன் பேசுங்கள்',
});
