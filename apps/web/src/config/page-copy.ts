// The title and description of each page that needs no product or category, written once: the page
// sets them in the browser (usePageMeta) and the server writes the same words into its <head>
// (ssr/page-heads.ts). `shop` is the shop's name and city, from its company details.
import { paths } from './paths.ts';

export type PageCopy = { title: string; description: string };
export type ShopWords = { name: string; city: string };

export const PAGE_COPY = {
  categories: (): PageCopy => ({
    title: 'All Categories',
    description: 'Sparklers, flower pots, ground chakkars, rockets, aerial shots and gift boxes.',
  }),
  quickBuy: (): PageCopy => ({
    title: 'Quick Buy – Price List',
    description:
      'The full Sivakasi crackers price list: MRP, our price and a quantity box for every item. Fill it in and add everything to your cart at once.',
  }),
  about: (shop: ShopWords): PageCopy => ({
    title: `About ${shop.name}`,
    description: `${shop.name} is a licensed fireworks shop in ${shop.city}: factory-price crackers, sparklers and gift boxes, sold by enquiry with a call back within 24 hours.`,
  }),
  contact: (): PageCopy => ({
    title: 'Contact Us',
    description:
      'Questions about crackers, your enquiry or delivery? Call, WhatsApp or write to us: we reply within 24 hours.',
  }),
  shipping: (): PageCopy => ({
    title: 'Shipping Information',
    description:
      'How crackers reach you: enquiry, a call within 24 hours, UPI payment, and dispatch by road through parcel services. Packing charge, minimum order by state and delivery times.',
  }),
  privacy: (shop: Pick<ShopWords, 'name'>): PageCopy => ({
    title: 'Privacy Policy',
    description: `How ${shop.name} uses your phone number, address and enquiry details: only to handle your enquiry and delivery, never sold.`,
  }),
  terms: (shop: Pick<ShopWords, 'name'>): PageCopy => ({
    title: 'Terms & Conditions',
    description: `Terms of ${shop.name}: an enquiry-only shop as required by the Supreme Court's 2018 order, no online payment on the site, prices confirmed on call.`,
  }),
  safety: (): PageCopy => ({
    title: 'Safety Guidelines',
    description:
      'Burst crackers safely: permitted hours (8–10 pm on Deepavali, 11:55 pm–12:30 am on Christmas and New Year), green crackers, water and sand, first aid for burns, emergency numbers 101, 108, 112.',
  }),
} as const;

/** The shopper's own pages (the server sends them as a shell, never indexed). */
export const PERSONAL_COPY = {
  cart: {
    title: 'Your Cart',
    description: 'Review your crackers, apply a coupon and send your enquiry. We call you within 24 hours.',
  },
  checkout: { title: 'Submit Enquiry' },
  favorites: { title: 'My Favorites' },
  profile: { title: 'My Profile' },
  enquiries: { title: 'My Enquiries' },
  enquiry: { title: 'Enquiry Details' },
  login: {
    title: 'Sign In',
    description: 'Sign in with your mobile number and a one-time code to send enquiries and track them.',
  },
} as const satisfies Record<string, { title: string; description?: string }>;

/** The copy of each content or list page by its path (for the server, which knows only the URL). */
export const PAGE_COPY_BY_PATH: Record<string, (shop: ShopWords) => PageCopy> = {
  [paths.categories.path]: PAGE_COPY.categories,
  [paths.quickBuy.path]: PAGE_COPY.quickBuy,
  [paths.about.path]: PAGE_COPY.about,
  [paths.contact.path]: PAGE_COPY.contact,
  [paths.shipping.path]: PAGE_COPY.shipping,
  [paths.privacy.path]: PAGE_COPY.privacy,
  [paths.terms.path]: PAGE_COPY.terms,
  [paths.safety.path]: PAGE_COPY.safety,
};

export const PERSONAL_COPY_BY_PATH: Record<string, { title: string; description?: string }> = {
  [paths.cart.path]: PERSONAL_COPY.cart,
  [paths.checkout.path]: PERSONAL_COPY.checkout,
  [paths.favorites.path]: PERSONAL_COPY.favorites,
  [paths.profile.path]: PERSONAL_COPY.profile,
  [paths.enquiries.path]: PERSONAL_COPY.enquiries,
  [paths.login.path]: PERSONAL_COPY.login,
};
