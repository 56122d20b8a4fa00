import { translation } from '@pataka/domain/i18n';
import type { offersText } from './messages.ts';

export default translation<typeof offersText>('offers', {
  label: 'இலவச ஷாட் சலுகை',
  heading: 'இலவச ஷாட்கள்:',
  shots: (shots: number) => `${shots} ஷாட்கள்`,
  buy: (range: string) => `${range} வாங்கினால் `,
  shotsFree: (shots: number) => `${shots} ஷாட்கள் இலவசம்`,
  freeShots: 'இலவச ஷாட்கள்',
  fromUpTo: (amount: string) => ` – ${amount} முதல் ஆர்டர்களுக்கு · அதிகபட்சம் `,
});
