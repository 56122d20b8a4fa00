import { translation } from '@pataka/domain/i18n';
import type { offlineText } from './messages.ts';

export default translation<typeof offlineText>('offline', {
  banner: 'நீங்கள் இணைய இணைப்பில் இல்லை',
  bannerHint: 'நீங்கள் பார்த்த பக்கங்கள் திறக்கும்; உங்கள் வண்டி அப்படியே இருக்கும்.',
  enquiryHeld: 'நீங்கள் இணைய இணைப்பில் இல்லை. உங்கள் விசாரணை இங்கே சேமிக்கப்பட்டுள்ளது; இணைப்பு திரும்பியதும் அனுப்பப்படும்.',
  enquirySending: 'இணைப்பு திரும்பியது: உங்கள் விசாரணை அனுப்பப்படுகிறது...',
  pageUnavailable: 'இந்தப் பக்கம் இன்னும் இந்த கைபேசியில் சேமிக்கப்படவில்லை. இணையத்துடன் இணைத்து மீண்டும் முயலவும்.',
});
