import { defineMessages } from '@pataka/domain/i18n';

/**
 * Each page's title and description (page-copy.ts): set by the page in the browser and written by the
 * server into its <head>, with the shop's words (name, city) filled in.
 */
export const pagesText = defineMessages('pages', {
  categoriesTitle: 'All Categories',
  categoriesDescription: 'Sparklers, flower pots, ground chakkars, rockets, aerial shots and gift boxes.',
  quickBuyTitle: 'Quick Buy – Price List',
  quickBuyDescription:
    'The full Sivakasi crackers price list: MRP, our price and a quantity box for every item. Fill it in and add everything to your cart at once.',
  aboutTitle: (shopName: string) => `About ${shopName}`,
  aboutDescription: (shopName: string, city: string) =>
    `${shopName} is a licensed fireworks shop in ${city}: factory-price crackers, sparklers and gift boxes, sold by enquiry with a call back within 24 hours.`,
  contactTitle: 'Contact Us',
  contactDescription:
    'Questions about crackers, your enquiry or delivery? Call, WhatsApp or write to us: we reply within 24 hours.',
  shippingTitle: 'Shipping Information',
  shippingDescription:
    'How crackers reach you: enquiry, a call within 24 hours, UPI payment, and dispatch by road through parcel services. Packing charge, minimum order by state and delivery times.',
  privacyTitle: 'Privacy Policy',
  privacyDescription: (shopName: string) =>
    `How ${shopName} uses your phone number, address and enquiry details: only to handle your enquiry and delivery, never sold.`,
  termsTitle: 'Terms & Conditions',
  termsDescription: (shopName: string) =>
    `Terms of ${shopName}: an enquiry-only shop as required by the Supreme Court's 2018 order, no online payment on the site, prices confirmed on call.`,
  safetyTitle: 'Safety Guidelines',
  safetyDescription:
    'Burst crackers safely: permitted hours (8–10 pm on Deepavali, 11:55 pm–12:30 am on Christmas and New Year), green crackers, water and sand, first aid for burns, emergency numbers 101, 108, 112.',

  cartTitle: 'Your Cart',
  cartDescription: 'Review your crackers, apply a coupon and send your enquiry. We call you within 24 hours.',
  checkoutTitle: 'Submit Enquiry',
  favoritesTitle: 'My Favorites',
  profileTitle: 'My Profile',
  enquiriesTitle: 'My Enquiries',
  enquiryTitle: 'Enquiry Details',
  enquiryNumberTitle: (orderNumber: string) => `Enquiry ${orderNumber}`,
  loginTitle: 'Sign In',
  loginDescription: 'Sign in with your mobile number and a one-time code to send enquiries and track them.',

  allProductsTitle: 'All Products',
  searchTitle: (term: string) => `Search: ${term}`,
  productsDescription:
    'Browse our full range of Sivakasi crackers: filter by category and price, sort, and add to your enquiry cart.',
  pageNotFound: 'Page not found',
  productDescription: (product: string, price: string, shopName: string) =>
    `${product} at ${price} from ${shopName}. Send an enquiry online and we call you within 24 hours.`,
  categoryDescription: (category: string, shopName: string) =>
    `${category} from ${shopName}: Sivakasi crackers at factory prices. Add to your cart and send an enquiry; we call you within 24 hours.`,
  breadcrumbHome: 'Home',
  breadcrumbCategories: 'Categories',
});
