import { translation } from '@pataka/domain/i18n';
import type { cardText } from './card-messages.ts';

export default translation<typeof cardText>('catalog-cards', {
  viewAllProducts: 'அனைத்தையும் காண்க',
  badgeNew: 'புதியது',
  badgeFeatured: 'சிறப்பு',
  // Beside the cart icon on a half-width phone card, the long phrase wraps out of the button.
  addToCart: 'சேர்',
  categoryItems: (count: number) => `${count} பொருட்கள்`,
});
