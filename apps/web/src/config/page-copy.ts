// The title and description of each page that needs no product or category, written once: the page
// sets them in the browser (usePageMeta) and the server writes the same words into its <head>
// (ssr/page-heads.ts). `shop` is the shop's name and city, from its company details.
import { pagesText as t } from './messages.ts';
import { paths } from './paths.ts';

export type PageCopy = { title: string; description: string };
export type ShopWords = { name: string; city: string };

export const PAGE_COPY = {
  categories: (): PageCopy => ({
    title: t.categoriesTitle,
    description: t.categoriesDescription,
  }),
  quickBuy: (): PageCopy => ({ title: t.quickBuyTitle, description: t.quickBuyDescription }),
  about: (shop: ShopWords): PageCopy => ({
    title: t.aboutTitle(shop.name),
    description: t.aboutDescription(shop.name, shop.city),
  }),
  contact: (): PageCopy => ({ title: t.contactTitle, description: t.contactDescription }),
  shipping: (): PageCopy => ({ title: t.shippingTitle, description: t.shippingDescription }),
  privacy: (shop: Pick<ShopWords, 'name'>): PageCopy => ({
    title: t.privacyTitle,
    description: t.privacyDescription(shop.name),
  }),
  terms: (shop: Pick<ShopWords, 'name'>): PageCopy => ({
    title: t.termsTitle,
    description: t.termsDescription(shop.name),
  }),
  safety: (): PageCopy => ({ title: t.safetyTitle, description: t.safetyDescription }),
} as const;

type PersonalCopy = { title: string; description?: string };

/**
 * The shopper's own pages (the server sends them as a shell, never indexed). Functions: the words are
 * read when a page renders, in that request's language.
 */
export const PERSONAL_COPY = {
  cart: (): PersonalCopy => ({ title: t.cartTitle, description: t.cartDescription }),
  checkout: (): PersonalCopy => ({ title: t.checkoutTitle }),
  favorites: (): PersonalCopy => ({ title: t.favoritesTitle }),
  profile: (): PersonalCopy => ({ title: t.profileTitle }),
  enquiries: (): PersonalCopy => ({ title: t.enquiriesTitle }),
  enquiry: (): PersonalCopy => ({ title: t.enquiryTitle }),
  login: (): PersonalCopy => ({ title: t.loginTitle, description: t.loginDescription }),
} as const;

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

export const PERSONAL_COPY_BY_PATH: Record<string, () => PersonalCopy> = {
  [paths.cart.path]: PERSONAL_COPY.cart,
  [paths.checkout.path]: PERSONAL_COPY.checkout,
  [paths.favorites.path]: PERSONAL_COPY.favorites,
  [paths.profile.path]: PERSONAL_COPY.profile,
  [paths.enquiries.path]: PERSONAL_COPY.enquiries,
  [paths.login.path]: PERSONAL_COPY.login,
};
