import { defineMessages } from '@pataka/domain/i18n';

/** The browse page's interface texts: grids, the filter bar, paging, the gallery (cards: card-messages.ts). */
export const catalogText = defineMessages('catalog', {
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  showMore: 'Show more products',
  previousProducts: 'Previous products',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,

  searchProducts: 'Search products',
  searchPlaceholder: 'Search sparklers, rockets, gift boxes…',
  category: 'Category',
  allCategories: 'All categories',
  price: 'Price',
  anyPrice: 'Any price',
  sortBy: 'Sort by',
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  inStockOnly: 'In stock only',
  products: 'Products',

  sortPopularity: 'Most popular',
  sortNewest: 'Newest first',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortNameAsc: 'Name: A to Z',

  priceUnder: (amount: string) => `Under ${amount}`,
  priceAbove: (amount: string) => `Above ${amount}`,

  tagNew: 'New Arrivals',
  tagFeatured: 'Featured Products',
  tagBestseller: 'Best Sellers',
  tagSale: 'On Sale',

  productImages: 'Product images',
  showImage: (number: number) => `Show image ${number}`,
  imageAlt: (name: string, number: number) => `${name} – image ${number}`,
});
