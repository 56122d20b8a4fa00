import { translation } from '@pataka/domain/i18n';
import type { newsletterText } from './messages.ts';

export default translation<typeof newsletterText>('newsletter', {
  willReach: (email: string) => `பண்டிகைச் சலுகைகளும் புதிய வரவுகளும் ${email} முகவரிக்கு வந்துசேரும்.`,
  subscribeAnother: 'வேறொரு மின்னஞ்சலைப் பதிவுசெய்',
  label: 'பண்டிகைச் சலுகைகளையும் புதிய வரவுகளையும் மின்னஞ்சலில் பெறுங்கள்',
  subscribe: 'பதிவுசெய்',
});
