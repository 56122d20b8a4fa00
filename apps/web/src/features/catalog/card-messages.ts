import { defineMessages } from '@pataka/domain/i18n';

/**
 * The words on product and category cards: apart from the browse page's catalogue (messages.ts), because
 * the home page shows cards and its first download should carry only these.
 */
export const cardText = defineMessages('catalog-cards', {
  viewAllProducts: 'View All Products',
  badgeNew: 'New',
  badgeFeatured: 'Featured',
  addToCart: 'Add to Cart',
  categoryItems: (count: number) => `${count} items`,
});
