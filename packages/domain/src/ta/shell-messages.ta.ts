// Tamil of shell-messages.ts; messages.ta.ts includes the same texts for MESSAGES.
import { translation, type Translation } from '../i18n.ts';
import { CART_MAX_QUANTITY } from '../limits.ts';
import type { SHELL_MESSAGES } from '../shell-messages.ts';

export const SHELL_TAMIL: Translation<typeof SHELL_MESSAGES> = {
  requestFailed: 'கோரிக்கை தோல்வியடைந்தது',
  unexpectedError: 'எதிர்பாராத பிழை ஏற்பட்டது',
  authRequired: 'உள்நுழைவு தேவை',
  invalidResponseFormat: 'பதிலின் வடிவம் தவறானது',
  quantityTooLarge: `ஒவ்வொரு பொருளிலும் அதிகபட்சம் ${CART_MAX_QUANTITY} மட்டுமே ஆர்டர் செய்யலாம்`,
  errorFallbackTitle: 'அச்சச்சோ! ஏதோ தவறு நடந்துவிட்டது',
  noProducts: 'பொருட்கள் எதுவும் இல்லை',
  noCategories: 'வகைகள் எதுவும் இல்லை',
  soldOut: 'விற்றுத் தீர்ந்தது',
  loading: 'ஏற்றுகிறது',
  addedToCart: (name: string) => `${name} வண்டியில் சேர்க்கப்பட்டது!`,
  addedToFavorites: (name: string) => `${name} விருப்பப் பட்டியலில் சேர்க்கப்பட்டது!`,
  removedFromFavorites: (name: string) => `${name} விருப்பப் பட்டியலிலிருந்து நீக்கப்பட்டது`,
};

export default translation<typeof SHELL_MESSAGES>('messages-shell', SHELL_TAMIL);
