// Every number the spec (§9, §5, §7) names lives here so api and web can never disagree.

/** Cart quantity per product (§5, §9). */
export const CART_MAX_QUANTITY = 99;

/** A cart line's quantity forced into 0…99 (0 means "remove"); fractions are dropped. */
export function clampCartQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(CART_MAX_QUANTITY, Math.max(0, Math.trunc(quantity)));
}

/** Page sizes (§7, §9). Orders are paged client-side. */
export const PRODUCTS_PAGE_SIZE = 100;
/**
 * Cards a storefront list (/products, /category/…) draws per page: a first screen, not the whole
 * catalogue (issue 30, decision 147). "More" adds the next page; without JavaScript it is ?page=2.
 */
export const BROWSE_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 10;

/** Catalogue section sizes (§7, §9). */
export const FEATURED_LIMIT = 8;
export const NEW_ARRIVALS_LIMIT = 10;
export const RELATED_LIMIT = 4;
export const HEADER_CATEGORIES_LIMIT = 10;
export const FOOTER_CATEGORIES_LIMIT = 5;

/** Header badges (§2, §9): the cart badge shows '9999+' from 10000; favourites '9+' above 9. */
export const CART_BADGE_CAP = 9999;
export const FAVORITES_BADGE_CAP = 9;

/** Cart badge text: the count itself, or '9999+' once it reaches 10000. */
export function formatCartBadge(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** Favourites badge text: the count itself, or '9+' above 9. */
export function formatFavoritesBadge(count: number): string {
  return count > FAVORITES_BADGE_CAP ? `${FAVORITES_BADGE_CAP}+` : String(count);
}

/** Field lengths (§5, §9). */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PINCODE_LENGTH = 6;
export const STREET_MIN = 10;
export const STREET_MAX = 200;
/** Names, cities and states: 2 to 50 characters; the spec's "under 50" makes 50 itself too long. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const SANITIZED_TEXT_MAX = 1000;

/** As-typed caps for the address form (§5). */
export const ADDRESS_PHONE_INPUT_MAX = 50;
export const ADDRESS_TEXT_INPUT_MAX = 50;

/** Client-side rate limiter: 5 attempts per 60 s per key (§5, §9). */
export const RATE_LIMIT_ATTEMPTS = 5;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Client request behaviour (§7, §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const DEDUP_MS = 5_000;
export const LIST_CACHE_MS = 60_000;

/** UI timings (§2, §4, §9). */
export const TIMINGS = {
  videoModalDelayMs: 1500,
  flyToCartMs: 1000,
  flyToCartReachMs: 720,
  couponOverlayMs: 2000,
  couponOverlayFadeMs: 300,
  flashNewsRotationMs: 5000,
  offerTierRotationMs: 3000,
  couponListCloseMs: 500,
  headerShrinkScrollPx: 20,
} as const;

/** OTP and registration (DESIGN.md "Decisions"). */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const REGISTRATION_WINDOW_MS = 600_000;

/** Locale defaults (§3, §9). */
export const DEFAULT_COUNTRY = 'India';
export const CURRENCY = 'INR';
export const DEFAULT_ADDRESS_LABEL = 'Home';
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export const PHONE_DISPLAY_PREFIX = '+91';

/** Business hours shown when the shop has set none (§9). */
export const DEFAULT_BUSINESS_HOURS_TEXT = '24 Hours';

/** Payment proof upload cap (DESIGN.md "Payment proof"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
