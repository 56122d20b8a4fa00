import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';
import {
  CART_MAX_QUANTITY,
  clampCartQuantity,
  formatCartBadge,
  formatFavoritesBadge,
  MAX_UPLOAD_BYTES,
  TIMINGS,
} from './limits.ts';

describe('§9 constants', () => {
  it('carry the values the spec names', () => {
    expect(limits).toMatchObject({
      CART_MAX_QUANTITY: 99,
      PRODUCTS_PAGE_SIZE: 100,
      BROWSE_PAGE_SIZE: 12,
      ORDERS_PAGE_SIZE: 10,
      FEATURED_LIMIT: 8,
      NEW_ARRIVALS_LIMIT: 10,
      RELATED_LIMIT: 4,
      HEADER_CATEGORIES_LIMIT: 10,
      FOOTER_CATEGORIES_LIMIT: 5,
      CART_BADGE_CAP: 9999,
      FAVORITES_BADGE_CAP: 9,
      PHONE_LENGTH: 10,
      OTP_LENGTH: 6,
      PINCODE_LENGTH: 6,
      STREET_MIN: 10,
      STREET_MAX: 200,
      NAME_MIN: 2,
      NAME_MAX: 50,
      EMAIL_MAX: 254,
      SANITIZED_TEXT_MAX: 1000,
      RATE_LIMIT_ATTEMPTS: 5,
      RATE_LIMIT_WINDOW_MS: 60_000,
      REQUEST_TIMEOUT_MS: 30_000,
      DEDUP_MS: 5_000,
      LIST_CACHE_MS: 60_000,
      OTP_TTL_SECONDS: 300,
      OTP_MAX_ATTEMPTS: 5,
      REGISTRATION_WINDOW_MS: 600_000,
      DEFAULT_COUNTRY: 'India',
      CURRENCY: 'INR',
      DEFAULT_ADDRESS_LABEL: 'Home',
      ADDRESS_LABELS: ['Home', 'Work', 'Other'],
      PHONE_DISPLAY_PREFIX: '+91',
      DEFAULT_BUSINESS_HOURS_TEXT: '24 Hours',
    });
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
  });

  it('carry the §9 timings', () => {
    expect(TIMINGS).toEqual({
      videoModalDelayMs: 1500,
      flyToCartMs: 1000,
      flyToCartReachMs: 720,
      couponOverlayMs: 2000,
      couponOverlayFadeMs: 300,
      flashNewsRotationMs: 5000,
      offerTierRotationMs: 3000,
      couponListCloseMs: 500,
      headerShrinkScrollPx: 20,
    });
  });
});

describe('formatCartBadge', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [10000, '9999+'],
    [123456, '9999+'],
  ])('shows %i as %s', (count, text) => expect(formatCartBadge(count)).toBe(text));
});

describe('formatFavoritesBadge', () => {
  it.each([
    [0, '0'],
    [8, '8'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %i as %s', (count, text) => expect(formatFavoritesBadge(count)).toBe(text));
});

describe('clampCartQuantity', () => {
  it.each([
    [5, 5],
    [CART_MAX_QUANTITY, 99],
    [100, 99],
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('keeps %d as %d', (input, output) => expect(clampCartQuantity(input)).toBe(output));
});
