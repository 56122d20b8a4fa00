import { translation } from '@pataka/domain/i18n';
import type { footerText } from './messages.ts';

export default translation<typeof footerText>('footer', {
  allProducts: 'அனைத்துப் பொருட்கள்',
  newArrivals: 'புதிய வரவுகள்',
  featured: 'சிறப்புப் பொருட்கள்',
  bestSellers: 'அதிகம் விற்பனையானவை',
  onSale: 'தள்ளுபடி விற்பனை',
  home: 'முகப்பு',
  quickBuy: 'விரைவு வாங்க',
  categories: 'வகைகள்',
  aboutUs: 'எங்களைப் பற்றி',
  contactUs: 'எங்களைத் தொடர்புகொள்ள',
  privacy: 'தனியுரிமைக் கொள்கை',
  terms: 'விதிமுறைகள் & நிபந்தனைகள்',
  shipping: 'அனுப்புதல் கொள்கை',
  safety: 'பாதுகாப்பு வழிகாட்டுதல்கள்',
  blurb:
    'சிவகாசி பட்டாசுகள், மத்தாப்புகள், கிஃப்ட் பாக்ஸ்கள் – ஆலை விலையில். ஆன்லைனில் விசாரணை அனுப்புங்கள்; 24 மணி நேரத்துக்குள் எங்கள் குழு உங்களுடன் பேசி இருப்பையும் டெலிவரியையும் உறுதிசெய்யும்.',
  socialMedia: 'சமூக ஊடகங்கள்',
  quickLinksNav: 'விரைவு இணைப்புகள்',
  quickLinks: 'விரைவு இணைப்புகள்',
  shopByCategory: 'வகை வாரியாக வாங்க',
  shop: 'கடை',
  alwaysOpen: '24/7 திறந்திருக்கும் - எப்போதும் கிடைக்கும்',
  newsletterTitle: 'எங்கள் செய்தி மடலுக்குப் பதிவுசெய்யுங்கள்',
  legalNav: 'சட்டத் தகவல்',
  copyright: (year: number, shopName: string) =>
    `© ${year} ${shopName}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை. விசாரணை மட்டுமே எடுக்கும் இணையக் கடை · தமிழ்நாடு, சிவகாசியில் அக்கறையுடன் உருவாக்கப்பட்டது.`,
});
