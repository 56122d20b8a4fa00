import { translation } from '@pataka/domain/i18n';
import type { freeShotsText } from './messages.ts';

export default translation<typeof freeShotsText>('free-shots', {
  freeShotsHint: (amount: string, shots: number) => `இன்னும் ${amount} சேர்த்தால் ${shots} இலவச ஷாட்கள்`,
  freeShotsEarned: (shots: number) => `${shots} இலவச ஷாட்கள் கிடைத்தன! `,
  freeShotsTop: 'இதுவே எங்களின் அதிகபட்ச இலவச ஷாட் சலுகை.',
  freeShotsProgress: 'அடுத்த இலவச ஷாட் சலுகைக்கான முன்னேற்றம்',
});
