// Every rate-limit number of the API, with the reason for it. Shaped for Indian mobile networks: most
// shoppers reach us through carrier-grade NAT, hundreds to one address, so per-address limits are token
// buckets (a small burst, a generous steady rate) and the tight limits key on the phone, the customer or
// the staff member instead. The shop-wide OTP budgets and the per-address OTP bucket are settings
// (OTP_TENANT_PER_MINUTE, OTP_TENANT_PER_DAY, OTP_IP_BURST, OTP_IP_PER_MINUTE in config.ts).
import { RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from '@pataka/domain/limits';
import type { Bucket } from './rate-limit-store.ts';
import { perMinutes } from './enforce-limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const window = (limit: number, windowMs: number) => ({ limit, windowMs });
const bucket = (capacity: number, perMinute: number): Bucket => ({
  capacity,
  refillPerMs: perMinutes(perMinute, 1),
});

/** OTP per phone: every SMS costs the shop money and lands on someone's handset. */
export const OTP_POLICY = {
  /** One code a minute: long enough for an SMS to arrive, short enough not to annoy. */
  resendCooldownMs: MINUTE,
  /** The spec's 5 per 60 s (§9), per phone, for sending and for checking codes. */
  perPhone: window(RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS),
  /** A shopper who needs more than 10 codes an hour is not getting them; SMS bombing a number stops here. */
  perPhoneHour: window(10, HOUR),
  perPhoneDay: window(20, DAY),
  /**
   * Code checks per address, as a multiple of the send bucket: one sign-in is one send and one or two
   * checks (a typo). Guessing is bounded per code (OTP_MAX_ATTEMPTS) and per phone, not here.
   */
  verifyPerSend: 2,
} as const;

/**
 * Coupon checks run on every cart change (debounced 400 ms) once a coupon is applied: a shopper tapping
 * quantities makes a few a second for a moment. Per address generous (NAT); per customer tighter.
 */
export const COUPON_CHECK_POLICY = {
  perAddress: bucket(60, 120),
  perCustomer: bucket(30, 30),
} as const;

/** A household subscribes a few addresses; a script fills the list with thousands. */
export const NEWSLETTER_POLICY = { perAddress: bucket(20, 2) } as const;

/** A person sends a handful of messages; a script sends hundreds. */
export const CONTACT_POLICY = { perAddress: bucket(10, 1) } as const;

/**
 * Payment proofs: a shopper uploads one per enquiry, a few more when a screenshot was wrong; each one
 * is stored and read by OCR (about a second of CPU). Staff upload proofs received on WhatsApp, many
 * in a row on a busy evening, so they get a bucket instead.
 */
export const PROOF_UPLOAD_POLICY = {
  perCustomer: window(10, 10 * MINUTE),
  perStaff: bucket(30, 6),
} as const;

/**
 * Product pictures are re-encoded to four sizes (seconds of CPU for a 10 MB photo). Staff adding a
 * catalogue upload one per product: 40 at once, then one every 10 s keeps a human unhindered.
 */
export const PRODUCT_IMAGE_POLICY = { perStaff: bucket(40, 6) } as const;
