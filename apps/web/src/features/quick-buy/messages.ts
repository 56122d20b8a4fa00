import { defineMessages } from '@pataka/domain/i18n';

/** The Quick Buy price list: its table, search, jump chips and the sticky totals bar. */
export const quickBuyText = defineMessages('quick-buy', {
  searchLabel: 'Search the price list',
  searchPlaceholder: 'Search the price list (e.g. sparklers, 1000 wala)',
  noMatch: (query: string) => `No products match “${query}”.`,
  jumpToCategory: 'Jump to category',
  otherCrackers: 'Other Crackers',
  showGroup: (count: number) => `See its ${count} ${count === 1 ? 'product' : 'products'}`,

  tableCaption: 'Price list: enter a quantity for each product you want',
  columnProduct: 'Product',
  columnMrp: 'MRP',
  columnPrice: 'Price',
  columnQty: 'Qty',
  columnAmount: 'Amount',
  pieces: (count: number) => `${count} pcs`,
  mrpPrefix: 'MRP ',
  quantityOf: (name: string) => `Quantity of ${name}`,

  barCount: (products: number, pieces: number) =>
    `${products} ${products === 1 ? 'item' : 'items'} · ${pieces} qty`,
  youSave: (amount: string) => `You save ${amount}`,
  addAllToCart: 'Add all to Cart',
  viewCart: (count: number) => `View Cart (${count})`,

  enterQuantityFirst: 'Enter a quantity for at least one product first.',
  cartUpdated: 'Your cart was updated.',
  addedToCart: (products: number, pieces: number) =>
    `${products} ${products === 1 ? 'product' : 'products'} (${pieces} qty) in your cart!`,
});
