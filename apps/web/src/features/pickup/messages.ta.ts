import { translation } from '@pataka/domain/i18n';
import type { pickupText } from './messages.ts';

export default translation<typeof pickupText>('pickup', {
  transportProvider: 'போக்குவரத்து நிறுவனம்',
  selectProvider: 'போக்குவரத்து நிறுவனத்தைத் தேர்ந்தெடுக்கவும்',
  locationCount: (count: number) => `${count} ${count === 1 ? 'இடம்' : 'இடங்கள்'}`,
  chooseProviderFirst: 'பிக்அப் இடங்களைப் பார்க்க, போக்குவரத்து நிறுவனத்தைத் தேர்ந்தெடுக்கவும்.',
  search: 'பிக்அப் இடங்களைத் தேடு',
  searchPlaceholder: 'பகுதி, நகரம் அல்லது பின்கோடு மூலம் தேடுங்கள்',
  loading: 'பிக்அப் இடங்கள் ஏற்றப்படுகின்றன',
  tryAgain: 'மீண்டும் முயலவும்',
  noMatch: (provider: string, search: string) =>
    `"${search}" என்பதற்குப் பொருந்தும் ${provider} பிக்அப் இடங்கள் இல்லை.`,
  noLocations: (provider: string) => `${provider} நிறுவனத்திற்கு இன்னும் பிக்அப் இடங்கள் இல்லை.`,
  locationsOf: (provider: string) => `${provider} பிக்அப் இடங்கள்`,
  selected: 'தேர்வானது',
  landmark: (landmark: string) => `அடையாளம்: ${landmark}`,
});
