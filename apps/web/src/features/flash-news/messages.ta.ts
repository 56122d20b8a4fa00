import { translation } from '@pataka/domain/i18n';
import type { flashNewsText } from './messages.ts';

export default translation<typeof flashNewsText>('flash-news', {
  announcements: 'அறிவிப்புகள்',
  previous: 'முந்தைய அறிவிப்பு',
  next: 'அடுத்த அறிவிப்பு',
  choose: 'அறிவிப்பைத் தேர்ந்தெடு',
  nth: (index: number, count: number) => `அறிவிப்பு ${index} / ${count}`,
  dismiss: 'அறிவிப்பை மூடு',
  learnMore: 'மேலும் அறிய',
});
