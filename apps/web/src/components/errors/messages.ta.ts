import { translation } from '@pataka/domain/i18n';
import type { errorsText } from './messages.ts';

export default translation<typeof errorsText>('errors', {
  body: 'இந்தப் பக்கத்தைக் காட்டும்போது எதிர்பாராத சிக்கல் ஏற்பட்டது. மீண்டும் முயலுங்கள்.',
  tryAgain: 'மீண்டும் முயல்க',
  reload: 'பக்கத்தை மீண்டும் ஏற்று',
  home: 'முகப்புக்குச் செல்',
  stillStuck: 'இன்னும் சிக்கலா? இந்த முகவரிக்கு எழுதுங்கள்:',
});
