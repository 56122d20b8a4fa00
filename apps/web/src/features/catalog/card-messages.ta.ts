import { translation } from '@pataka/domain/i18n';
import type { cardText } from './card-messages.ts';

export default translation<typeof cardText>('catalog-cards', {
  viewAllProducts: 'அனைத்துப் பொருட்களையும் காண்க',
  badgeNew: 'புதியது',
  badgeFeatured: 'சிறப்பு',
  addToCart: 'வண்டியில் சேர்',
  categoryItems: (count: number) => `${count} பொருட்கள்`,
});
