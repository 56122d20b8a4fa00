import { translation } from '@pataka/domain/i18n';
import type { favoritesText } from './messages.ts';

export default translation<typeof favoritesText>('favorites', {
  addToFavorites: (name: string) => `${name} விருப்பப் பட்டியலில் சேர்`,
  removeFromFavorites: (name: string) => `${name} விருப்பப் பட்டியலிலிருந்து நீக்கு`,
});
