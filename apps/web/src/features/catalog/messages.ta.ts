import { translation } from '@pataka/domain/i18n';
import type { catalogText } from './messages.ts';

export default translation<typeof catalogText>('catalog', {
  pagination: 'பக்கங்கள்',
  previous: 'முந்தைய',
  next: 'அடுத்த',
  pageOf: (page: number, totalPages: number) => `பக்கம் ${page} / ${totalPages}`,
  showMore: 'மேலும் பொருட்கள்',
  previousProducts: 'முந்தைய பொருட்கள்',
  showing: (shown: number, total: number) => `${total} இல் ${shown} காட்டப்படுகின்றன`,

  searchProducts: 'பொருட்களைத் தேடுங்கள்',
  searchPlaceholder: 'கம்பி மத்தாப்பு, ராக்கெட், கிஃப்ட் பாக்ஸ் தேடுங்கள்…',
  category: 'வகை',
  allCategories: 'அனைத்து வகைகளும்',
  price: 'விலை',
  anyPrice: 'எந்த விலையும்',
  sortBy: 'வரிசைப்படுத்து',
  productCount: (count: number) => `${count} பொருட்கள்`,
  inStockOnly: 'கையிருப்பில் உள்ளவை மட்டும்',
  products: 'பொருட்கள்',

  sortPopularity: 'அதிகம் விரும்பப்பட்டவை',
  sortNewest: 'புதியவை முதலில்',
  sortPriceAsc: 'விலை: குறைவு முதல் அதிகம்',
  sortPriceDesc: 'விலை: அதிகம் முதல் குறைவு',
  sortNameAsc: 'பெயர்: A முதல் Z',

  priceUnder: (amount: string) => `${amount}க்குக் கீழ்`,
  priceAbove: (amount: string) => `${amount}க்கு மேல்`,

  tagNew: 'புதிய வரவுகள்',
  tagFeatured: 'சிறப்புப் பொருட்கள்',
  tagBestseller: 'அதிகம் விற்பனையானவை',
  tagSale: 'தள்ளுபடி விற்பனை',

  productImages: 'பொருளின் படங்கள்',
  showImage: (number: number) => `படம் ${number} காட்டு`,
  imageAlt: (name: string, number: number) => `${name} – படம் ${number}`,
});
