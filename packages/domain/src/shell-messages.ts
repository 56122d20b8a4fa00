// The shared texts the storefront's first page needs (a failed call, the product grid and cards, the
// add-to-cart and favourite toasts): a catalogue of their own, so the first download does not carry all of
// MESSAGES (the initial JS budget). MESSAGES includes every one of them, so the API and later pages keep
// using MESSAGES; only modules on the first page import SHELL_MESSAGES.
import { defineMessages } from './i18n.ts';
import { CART_MAX_QUANTITY } from './limits.ts';

export const SHELL_TEXTS = {
  requestFailed: 'Request failed',
  unexpectedError: 'An unexpected error occurred',
  authRequired: 'Authentication required',
  invalidResponseFormat: 'Invalid response format',
  quantityTooLarge: `You can order at most ${CART_MAX_QUANTITY} of each product`,
  errorFallbackTitle: 'Oops! Something went wrong',
  noProducts: 'No products available',
  noCategories: 'No categories available',
  soldOut: 'Sold Out',
  loading: 'Loading',
  addedToCart: (name: string) => `${name} added to cart!`,
  addedToFavorites: (name: string) => `${name} added to favorites!`,
  removedFromFavorites: (name: string) => `${name} removed from favorites`,
} as const;

export const SHELL_MESSAGES = defineMessages('messages-shell', SHELL_TEXTS);
