// Typed, failure-proof access to every browser-storage key of spec §3.
// Storage can throw (Safari private mode, quota, disabled cookies) and hold anything a user or an old
// version wrote, so every read validates and falls back instead of crashing the page.
import type { Customer } from '@pataka/domain/api-types';

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(which: Area, key: string, value: string | null) {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the app keeps working with in-memory state only.
  }
}

export type StorageItem<T> = {
  readonly key: string;
  readonly area: Area;
  get(): T | null;
  set(value: T): void;
  remove(): void;
};

/** A plain string value (tokens, phone numbers). */
export function stringItem(which: Area, key: string): StorageItem<string> {
  return {
    key,
    area: which,
    get: () => readRaw(which, key) || null,
    set: (value) => writeRaw(which, key, value),
    remove: () => writeRaw(which, key, null),
  };
}

/** A JSON value checked by `parse`, which returns null for anything malformed. */
export function jsonItem<T>(which: Area, key: string, parse: (raw: unknown) => T | null): StorageItem<T> {
  return {
    key,
    area: which,
    get() {
      const raw = readRaw(which, key);
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    set: (value) => writeRaw(which, key, JSON.stringify(value)),
    remove: () => writeRaw(which, key, null),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export type CartLine = { productId: string; quantity: number };
export type LegalNoticeAgreement = { agreed: true; date: string };
/** What the cart page keeps about the coupon it applied (session only: §3). */
export type AppliedCoupon = { code: string; discountAmount: number; [extra: string]: unknown };

function parseCustomer(raw: unknown): Customer | null {
  return isRecord(raw) && typeof raw.id === 'string' && typeof raw.phone === 'string'
    ? (raw as Customer)
    : null;
}

function parseStringList(raw: unknown): string[] | null {
  return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : null;
}

function parseCartLines(raw: unknown): CartLine[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.flatMap((line) =>
    isRecord(line) &&
    typeof line.productId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity) &&
    line.quantity > 0
      ? [{ productId: line.productId, quantity: Math.trunc(line.quantity) }]
      : [],
  );
}

function parseAgreement(raw: unknown): LegalNoticeAgreement | null {
  return isRecord(raw) && raw.agreed === true && typeof raw.date === 'string'
    ? { agreed: true, date: raw.date }
    : null;
}

function parseAppliedCoupon(raw: unknown): AppliedCoupon | null {
  return isRecord(raw) && typeof raw.code === 'string' && typeof raw.discountAmount === 'number'
    ? (raw as AppliedCoupon)
    : null;
}

function parseTrue(raw: unknown): true | null {
  return raw === true ? true : null;
}

// ---- localStorage (§3)
export const authToken = stringItem('local', 'auth_token');
export const authUser = jsonItem('local', 'auth_user', parseCustomer);
export const dismissedFlashNews = jsonItem('local', 'dismissed_flash_news', parseStringList);
export const legalNoticeAgreed = jsonItem('local', 'legal_notice_agreed', parseAgreement);
/** The how-to-order video's "Don't show again" (the key name is the spec's). */
export const dontShowVideoModal = jsonItem('local', 'dontShowYouTubeModal', parseTrue);
export const cartLines = jsonItem('local', 'cart', parseCartLines);
/** Demo shop override from `?shop=` (see config/env.ts). */
export const tenantOverride = stringItem('local', 'pataka_tenant');

// ---- sessionStorage (§3)
export const authPhone = stringItem('session', 'auth_phone');
export const appliedCoupon = jsonItem('session', 'applied_coupon', parseAppliedCoupon);
