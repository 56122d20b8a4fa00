import { translation } from '@pataka/domain/i18n';
import type { uiText } from './messages.ts';

export default translation<typeof uiText>('ui', {
  success: 'வெற்றி',
  error: 'பிழை',
  warning: 'எச்சரிக்கை',
  info: 'தகவல்',
  closeNotification: 'அறிவிப்பை மூடு',
  close: 'மூடு',
});
