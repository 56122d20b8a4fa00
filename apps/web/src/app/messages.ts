import { defineMessages } from '@pataka/domain/i18n';

/** The home page (its words load with the first page: keep them here, apart from the other pages'). */
export const homeText = defineMessages('home', {
  title: (shopName: string) => `${shopName} – Sivakasi Crackers Online Enquiry`,
  description:
    'Buy Sivakasi crackers at factory prices: sparklers, rockets, flower pots and gift boxes. Send an enquiry online and we call you within 24 hours.',
  happyCustomers: 'Happy Customers',
  productVarieties: 'Product Varieties',
  safeCertified: 'Safe & Certified',
  trustLicensed: 'Licensed Sivakasi crackers',
  trustFactory: 'Factory-direct prices',
  trustCall: 'We call you within 24 hours',
  trustTransport: 'Packed safely, sent by licensed transport',
  heroBadge: (year: number) => `Direct from Sivakasi · Deepavali ${year}`,
  heroHeadline: 'Light Up Every Celebration with ',
  heroHeadlineHighlight: "Sivakasi's Finest",
  heroLead:
    'Sparklers, flower pots, rockets and gift boxes at factory prices. Fill your cart, send an enquiry and our team calls you within 24 hours to confirm.',
  quickBuy: 'Quick Buy',
  viewProducts: 'View Products',
  averageRating: 'Average rating from our happy customers',
  featuredTitle: 'Featured Products',
  featuredSubtitle: 'Hand-picked favourites for this festival season',
  newArrivalsTitle: 'New Arrivals',
  newArrivalsSubtitle: 'Fresh from the factory this year',
  shopByCategory: 'Shop by Category',
  viewAllCategories: 'View All Categories',
});
