import { defineMessages } from '@pataka/domain/i18n';

/** The header, its menus (categories, account, phone menu) and the language switch. */
export const layoutText = defineMessages('layout', {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  mainNav: 'Main',
  home: 'Home',
  allProducts: 'All Products',
  howToOrder: 'How to Order',
  quickBuy: 'Quick Buy',
  about: 'About',
  contact: 'Contact',
  searchProducts: 'Search products',
  favoritesCount: (count: number) => `Favorites, ${count} items`,
  cartCount: (count: number) => `Cart, ${count} items`,
  signIn: 'Sign In',
  changeLanguage: 'Change language',

  categories: 'Categories',
  viewAllCategories: 'View All Categories',

  menu: 'Menu',
  mobileNav: 'Mobile',
  cart: 'Cart',
  myProfile: 'My Profile',
  myEnquiries: 'My Enquiries',
  favorites: 'Favorites',
  signOut: 'Sign Out',
  accountMenu: (digits: string) => `Account menu, phone ending ${digits}`,
  account: 'Account',

  pagePreparing: 'This page is being prepared.',
  browseAllProducts: 'Browse all products',
});
