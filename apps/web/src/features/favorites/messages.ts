import { defineMessages } from '@pataka/domain/i18n';

/** The favourite heart's labels (its toasts are the domain's MESSAGES). */
export const favoritesText = defineMessages('favorites', {
  addToFavorites: (name: string) => `Add ${name} to favorites`,
  removeFromFavorites: (name: string) => `Remove ${name} from favorites`,
});
