// Tamil of pincode.ts: the words around the pincode lookup.
import { translation } from '../i18n.ts';
import type { PINCODE_TEXT } from '../pincode.ts';

export default translation<typeof PINCODE_TEXT>('pincode', {
  notFound: 'பின்கோடு கிடைக்கவில்லை',
  unknown: 'இந்தப் பின்கோடு எங்களிடம் இல்லை. சரிபார்த்து, நகரம் மற்றும் மாநிலத்தை நீங்களே நிரப்பவும்.',
  found: (district: string, state: string) => `${district} மாவட்டம், ${state}`,
});
