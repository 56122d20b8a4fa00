import { translation } from '@pataka/domain/i18n';
import type { howToOrderText } from './messages.ts';

export default translation<typeof howToOrderText>('how-to-order', {
  title: 'ஆர்டர் செய்வது எப்படி',
  intro:
    'பொருட்களைப் பாருங்கள், வண்டியில் சேருங்கள், விசாரணையை அனுப்புங்கள் — 24 மணி நேரத்துக்குள் அழைப்போம்; UPI மூலம் செலுத்தி ஸ்கிரீன்ஷாட்டைப் பதிவேற்றுங்கள்.',
  noVideo: 'உங்கள் உலாவியில் இந்த வீடியோவை இயக்க முடியாது.',
  dontShowAgain: 'மீண்டும் காட்டாதே',
  close: 'மூடு',
});
