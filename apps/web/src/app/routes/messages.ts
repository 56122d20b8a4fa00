import { defineMessages } from '@pataka/domain/i18n';

/** The pages' own words (apart from home, app/messages.ts, and the information pages, features/content). */
export const routesText = defineMessages('routes', {
  home: 'Home',
  categories: 'Categories',
  products: 'Products',
  viewAllCategories: 'View All Categories',
  browseAllProducts: 'Browse all products',
  browseProducts: 'Browse Products',
  goHome: 'Go to Homepage',
  viewProducts: 'View Products',
  tryAgain: 'Try Again',
  tryAgainLower: 'Try again',
  myEnquiries: 'My Enquiries',
  favorites: 'Favorites',
  couponRemoved: 'Coupon removed',

  // 404
  notFoundBody: 'The page you are looking for has fizzled out or moved.',

  // sign-in
  welcome: 'Welcome!',
  welcomeName: (name: string) => `Welcome, ${name}!`,
  loginNote: 'We only use your number to confirm your enquiries. No passwords to remember.',

  // cart
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  loadingCart: 'Loading your cart…',
  loadingShop: 'Loading shop details…',
  chooseServedState: 'Please choose a state we deliver to.',
  belowMinimum: (shortBy: string, minimum: string, state: string) =>
    `Add ${shortBy} more to reach the minimum order of ${minimum} for ${state}.`,
  continueShopping: '← Continue shopping',
  openQuickBuy: 'Open the Quick Buy price list',
  couponsAndSummary: 'Coupons and order summary',
  submitEnquiry: 'Submit Enquiry',
  noPaymentNow: 'No payment now: we call you within 24 hours to confirm availability and delivery.',

  // checkout
  cartEmpty: 'Your cart is empty',
  cartEmptyHint: 'Add some crackers to your cart, then send us your enquiry.',
  backToCart: '← Back to cart',

  // enquiries
  loadingEnquiries: 'Loading enquiries',
  payByUpi: 'Pay by UPI',
  payment: 'Payment',
  uploadProof: 'Upload payment proof',
  proofsSent: 'Payment proofs sent',
  enquiryMissingHint: 'It may belong to another account, or the link is incomplete.',

  // favourites
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  noFavorites: 'No favorites yet',
  noFavoritesHint: 'Tap the heart on any product to keep it here.',

  // quick buy
  quickBuyHowTo: 'Type the quantity you want beside each item (up to 99), then press ',
  quickBuyHowToEnd: '.',
  addAllToCart: 'Add all to Cart',
  quickBuyPrefilled: 'Items already in your cart are filled in: ',
  quickBuySets: ' sets your cart to the quantities on this list (clear a box to take an item out).',
  loadingPriceList: 'Loading the price list',

  // product
  badgeNew: 'New',
  badgeFeatured: 'Featured',
  inStock: 'In stock',
  goToCart: 'Go to Cart',
  addToCart: 'Add to Cart',
  packSize: 'Pack size',
  piecesPerBox: 'Pieces per box',
  sku: 'SKU',
  productCode: 'Product code',
  brand: 'Brand',
  description: 'Description',
  enquiryNote:
    'This is an enquiry: add to cart and submit your details — we call you within 24 hours to confirm availability and delivery.',
  relatedProducts: 'Related Products',
  breadcrumb: 'Breadcrumb',

  // profile
  personalDetails: 'Personal details',
  editProfile: 'Edit Profile',
});
