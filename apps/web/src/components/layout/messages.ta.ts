import { translation } from '@pataka/domain/i18n';
import type { layoutText } from './messages.ts';

export default translation<typeof layoutText>('layout', {
  skipToContent: 'உள்ளடக்கத்துக்குச் செல்ல',
  openMenu: 'பட்டியலைத் திற',
  mainNav: 'முதன்மை',
  home: 'முகப்பு',
  allProducts: 'அனைத்துப் பொருட்கள்',
  howToOrder: 'ஆர்டர் செய்வது எப்படி',
  quickBuy: 'விரைவு வாங்க',
  about: 'எங்களைப் பற்றி',
  contact: 'தொடர்பு',
  searchProducts: 'பொருட்களைத் தேடுங்கள்',
  favoritesCount: (count: number) => `விருப்பங்கள், ${count} பொருட்கள்`,
  cartCount: (count: number) => `வண்டி, ${count} பொருட்கள்`,
  signIn: 'உள்நுழை',
  changeLanguage: 'மொழியை மாற்று',

  categories: 'வகைகள்',
  viewAllCategories: 'அனைத்து வகைகளையும் காண்க',

  menu: 'பட்டியல்',
  mobileNav: 'கைபேசி',
  cart: 'வண்டி',
  myProfile: 'என் சுயவிவரம்',
  myEnquiries: 'என் விசாரணைகள்',
  favorites: 'விருப்பங்கள்',
  signOut: 'வெளியேறு',
  accountMenu: (digits: string) => `கணக்குப் பட்டியல், கைபேசி எண் ${digits} இல் முடிகிறது`,
  account: 'கணக்கு',

  pagePreparing: 'இந்தப் பக்கம் தயாராகிக்கொண்டிருக்கிறது.',
  browseAllProducts: 'அனைத்துப் பொருட்களையும் பாருங்கள்',
});
