// Tenant `demo2`: Kaveri Fireworks, a smaller Madurai shop. It shares some slugs and one coupon code
// with `demo` on purpose: the isolation tests prove each tenant sees only its own rows.
import type { ShopSeed } from './seed-types.ts';
import { withTamilNames } from './demo-tamil-names.ts';
import { buildProducts, type PriceListSection } from './product-lines.ts';
import { categoryList, pickupLocation, weekly } from './seed-builders.ts';

const media = (path: string) => `/media/demo2/${path}`;

// One line per product reads like the printed price list, so prettier leaves it alone.
// prettier-ignore
const priceList: PriceListSection[] = [
  {
    category: 'sparklers',
    code: 'SPK',
    safety: "Hold at arm's length and drop used wires into water.",
    lines: [
      ['10 cm Electric Sparklers', '1 Box', 10, 30, 120, 'Featured bestseller', 'vaigai', 'Silver sparks for about 35 seconds.'],
      ['15 cm Colour Sparklers', '1 Box', 10, 70, 280, 'New', 'vaigai', 'Sparks that turn red, green and gold, about a minute.'],
      ['30 cm Gold Sparklers', '1 Box', 5, 110, 440, '', 'kaveri-select', 'Long gold sparklers, nearly 2 minutes each.'],
    ],
  },
  {
    category: 'ground-items',
    code: 'GRD',
    safety: 'Place on flat open ground and step back 3 metres after lighting.',
    lines: [
      ['Flower Pot Big', '1 Box', 10, 130, 520, 'bestseller', 'vaigai', 'A 3-metre golden fountain, about 40 seconds.'],
      ['Flower Pot Meenakshi Special', '1 Box', 10, 240, 960, 'New Featured', 'kaveri-select', 'A temple-tall silver and gold fountain, about 50 seconds.'],
      ['Ground Chakkar Special', '1 Box', 10, 100, 400, '', 'vaigai', 'Spins in red and green sparks for about 20 seconds.'],
    ],
  },
  {
    category: 'sound-crackers',
    code: 'SND',
    safety: 'Light once at arm\'s length, move 5 metres away and never relight a dud.',
    lines: [
      ['4" Lakshmi Crackers', '1 Pkt', 5, 38, 150, 'bestseller', 'vaigai', 'The traditional Lakshmi cracker with a loud bang.'],
      ['Atom Bomb Green', '1 Box', 10, 95, 380, 'sale', 'vaigai', 'Classic green atom bomb with a loud boom.'],
      ['1000 Wala Kaveri Special', '1 Box', 1000, 420, 1680, 'Featured', 'kaveri-select', '1000 crackers in a continuous roar for about 45 seconds.'],
    ],
  },
  {
    category: 'sky-shots',
    code: 'SKY',
    safety: 'Fire from firm open ground and keep everyone 15 metres back.',
    lines: [
      ['Rocket Bomb', '1 Box', 10, 95, 380, '', 'vaigai', 'Climbs about 30 metres and ends with a loud bang.'],
      ['12 Shot Multicolour', '1 Box', 1, 280, 1120, 'bestseller', 'kaveri-select', 'Twelve colour bursts in about 20 seconds.'],
      ['30 Shot Thunder Colour', '1 Box', 1, 650, 2600, 'New', 'kaveri-select', 'Thirty shots of colour with a thunder finale, about 40 seconds.'],
      ['Temple Town 60 Shot', '1 Box', 1, 1200, 4800, 'Featured', 'kaveri-select', 'Sixty shots that light up the sky for a full minute.', { inStock: false }],
    ],
  },
  {
    category: 'gift-boxes',
    code: 'GFT',
    safety: 'Store in a cool, dry place away from flames.',
    lines: [
      ['Kaveri Family Gift Box', '1 Box', 25, 950, 3800, 'Featured bestseller', 'kaveri-select', 'Twenty-five items for the whole family.'],
      ['Kids Delight Gift Box', '1 Box', 12, 499, 1996, 'New', 'vaigai', 'Twelve gentle, low-noise items for children.'],
    ],
  },
];

export const demo2Shop: ShopSeed = {
  tenant: { id: 'demo2', name: 'Kaveri Fireworks, Madurai' },
  company: {
    companyName: 'Kaveri Fireworks',
    tagline: 'Light Up Every Festival',
    logo: media('logo.svg'),
    phone: '+91 90030 45678',
    alternatePhone: '+91 90030 45679',
    whatsappNumber: '919003045678',
    email: 'hello@kaverifireworks.example',
    supportEmail: 'care@kaverifireworks.example',
    address: {
      street: '41, West Masi Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    },
    billingAddress: {
      street: '41, West Masi Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    },
    socialMedia: {
      facebook: 'https://www.facebook.com/kaverifireworks.demo',
      instagram: 'https://www.instagram.com/kaverifireworks.demo',
    },
    businessHours: weekly('09:00', '21:00', '10:00', '14:00'),
    taxId: '33AAKFK7305M1Z4',
    registrationNumber: 'AAKFK7305M',
    licenseNumber: 'E/SC/TN/22/5678(E23456)',
    upiId: 'kaverifireworks@oksbi',
    upiPayeeName: 'Kaveri Fireworks',
    howToOrderVideoUrl: null,
    shippingSettings: {
      packingChargePercent: 2,
      minimumOrderPaise: 250000,
      stateMinimumsPaise: { 'tamil nadu': 250000, kerala: 400000 },
      unservedStates: ['jammu and kashmir', 'ladakh'],
    },
  },
  logoStyle: { monogram: 'KF', word: 'KAVERI', from: '#0ea5e9', to: '#1e3a8a', accent: '#fcd34d' },
  // prettier-ignore
  categories: withTamilNames(categoryList('demo2', [
    ['sparklers', 'Sparklers', 'sparkler', 'Hand-held sparklers.'],
    ['ground-items', 'Flower Pots & Chakkars', 'flowerpot', 'Fountains and spinners for the ground.'],
    ['sound-crackers', 'Sound Crackers', 'bomb', 'Lakshmi, atom bombs and walas.'],
    ['sky-shots', 'Sky Shots', 'cake', 'Rockets and multi-colour shots.'],
    ['gift-boxes', 'Gift Boxes', 'giftbox', 'Assorted boxes.'],
  ])),
  brands: [
    {
      slug: 'vaigai',
      name: 'Vaigai Fireworks',
      description: 'Everyday favourites.',
      logo: media('brands/vaigai.svg'),
    },
    {
      slug: 'kaveri-select',
      name: 'Kaveri Select',
      description: 'Our premium range.',
      logo: media('brands/kaveri-select.svg'),
      isFeatured: true,
    },
  ],
  products: withTamilNames(buildProducts('demo2', 'KF', priceList)),
  coupons: [
    {
      code: 'KAVERI20',
      description: '20% off, up to ₹300',
      descriptionTa: '20% தள்ளுபடி, அதிகபட்சம் ₹300',
      discountType: 'percentage',
      discountValue: 20,
      maximumDiscountPaise: 30000,
      startsInDays: -30,
      endsInDays: 365,
    },
    {
      code: 'MADURAI150',
      description: '₹150 off on enquiries of ₹2,000 or more',
      descriptionTa: '₹2,000 அல்லது அதற்கு மேற்பட்ட விசாரணைகளுக்கு ₹150 தள்ளுபடி',
      discountType: 'fixed',
      discountValue: 150,
      minimumOrderPaise: 200000,
      startsInDays: -30,
      endsInDays: 365,
    },
    // Same code as in `demo`, different terms: a coupon belongs to its shop.
    {
      code: 'WELCOME',
      description: '5% off your first enquiry, up to ₹250',
      descriptionTa: 'உங்கள் முதல் விசாரணைக்கு 5% தள்ளுபடி, அதிகபட்சம் ₹250',
      discountType: 'percentage',
      discountValue: 5,
      maximumDiscountPaise: 25000,
      startsInDays: -30,
      endsInDays: 365,
    },
  ],
  flashNews: [
    {
      title: 'Now taking festival enquiries',
      message: 'Kaveri Fireworks, Madurai: 75% off MRP on the whole range.',
      titleTa: 'பண்டிகை விசாரணைகளை இப்போது ஏற்கிறோம்',
      messageTa: 'காவேரி ஃபயர்வொர்க்ஸ், மதுரை: எல்லாப் பொருட்களுக்கும் MRP-யில் 75% தள்ளுபடி.',
      type: 'info',
      linkText: 'Browse',
      linkUrl: '/products',
      priority: 1,
      startsInDays: -3,
      endsInDays: 90,
    },
  ],
  // prettier-ignore
  transportProviders: [
    {
      name: 'Pandian Parcel Service',
      locations: [
        pickupLocation('Madurai Simmakkal', '12, North Veli Street', 'Simmakkal', 'Madurai', 'Tamil Nadu', '625001', 'Near Simmakkal bridge', '+91 90030 11001'),
        pickupLocation('Chennai Parrys', '8, Armenian Street', 'Parrys', 'Chennai', 'Tamil Nadu', '600001', 'Near Parrys Corner bus stop', '+91 90030 11002'),
      ],
    },
  ],
  admin: { email: 'admin@demo2.pataka.local', name: 'Demo Admin' },
};
