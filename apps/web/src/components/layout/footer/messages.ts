import { defineMessages } from '@pataka/domain/i18n';

/** The footer (its own lazily loaded chunk: these words are not in the first download). */
export const footerText = defineMessages('footer', {
  allProducts: 'All Products',
  newArrivals: 'New Arrivals',
  featured: 'Featured',
  bestSellers: 'Best Sellers',
  onSale: 'On Sale',
  home: 'Home',
  quickBuy: 'Quick Buy',
  categories: 'Categories',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  privacy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  shipping: 'Shipping Policy',
  safety: 'Safety Guidelines',
  blurb:
    'Sivakasi crackers, sparklers and gift boxes at factory prices. Send us an enquiry online and our team confirms availability and delivery with you within 24 hours.',
  socialMedia: 'Social media',
  quickLinksNav: 'Quick links',
  quickLinks: 'Quick Links',
  shopByCategory: 'Shop by category',
  shop: 'Shop',
  alwaysOpen: 'Open 24/7 - Always Available',
  newsletterTitle: 'Subscribe to our newsletter',
  legalNav: 'Legal',
  copyright: (year: number, shopName: string) =>
    `© ${year} ${shopName}. All rights reserved. Enquiry-only storefront · Made with care in Sivakasi, Tamil Nadu.`,
});
