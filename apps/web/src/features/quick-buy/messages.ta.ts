import { translation } from '@pataka/domain/i18n';
import type { quickBuyText } from './messages.ts';

export default translation<typeof quickBuyText>('quick-buy', {
  searchLabel: 'விலைப்பட்டியலில் தேடுங்கள்',
  searchPlaceholder: 'விலைப்பட்டியலில் தேடுங்கள் (எ.கா. மத்தாப்பு, 1000 வாலா)',
  noMatch: (query: string) => `“${query}” என்பதற்குப் பொருட்கள் இல்லை.`,
  jumpToCategory: 'வகைக்குச் செல்ல',
  otherCrackers: 'மற்ற பட்டாசுகள்',
  showGroup: (count: number) => `இதன் ${count} பொருட்களைப் பார்க்க`,

  tableCaption: 'விலைப்பட்டியல்: வேண்டிய ஒவ்வொரு பொருளுக்கும் அளவை உள்ளிடுங்கள்',
  columnProduct: 'பொருள்',
  columnMrp: 'MRP',
  columnPrice: 'விலை',
  columnQty: 'அளவு',
  columnAmount: 'தொகை',
  pieces: (count: number) => `${count} எண்ணம்`,
  mrpPrefix: 'MRP ',
  quantityOf: (name: string) => `${name} அளவு`,

  barCount: (products: number, pieces: number) => `${products} பொருட்கள் · ${pieces} அளவு`,
  youSave: (amount: string) => `${amount} சேமிப்பு`,
  addAllToCart: 'அனைத்தையும் வண்டியில் சேர்',
  viewCart: (count: number) => `வண்டியைக் காண்க (${count})`,

  enterQuantityFirst: 'முதலில் குறைந்தது ஒரு பொருளுக்காவது அளவை உள்ளிடுங்கள்.',
  cartUpdated: 'உங்கள் வண்டி புதுப்பிக்கப்பட்டது.',
  addedToCart: (products: number, pieces: number) =>
    `${products} பொருட்கள் (${pieces} அளவு) உங்கள் வண்டியில் சேர்ந்தன!`,
});
