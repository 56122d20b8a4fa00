// Tamil of stock.ts: what a shopper reads when a product runs short.
import { translation } from '../i18n.ts';
import type { STOCK_MESSAGES } from '../stock-messages.ts';

export default translation<typeof STOCK_MESSAGES>('stock', {
  onlyLeft: (name: string, available: number) =>
    available <= 0 ? `${name} விற்றுத் தீர்ந்தது` : `${name} இன்னும் ${available} மட்டுமே உள்ளது`,
  soldOutBadge: 'விற்றுத் தீர்ந்தது',
  fewLeft: (available: number) => `இன்னும் ${available} மட்டுமே`,
});
