// The client-side limiter of §5 (5 attempts per 60 s per key) in front of "send me a code": it spares the
// shop's SMS budget from a stuck button or a bored child before the server's own limits even see it.
import { createRateLimiter, type RateLimitResult } from '@pataka/domain/rate-limiter';

const limiter = createRateLimiter();

/** Counts one "send code" for this phone; `allowed: false` means wait `retryAfterMs`. */
export function attemptOtpRequest(phone: string): RateLimitResult {
  return limiter.attempt(`otp:${phone}`);
}

/** Tests only. */
export function resetOtpRateLimit(phone: string) {
  limiter.reset(`otp:${phone}`);
}

/** The server lets a phone ask for a new code once a minute (DESIGN.md); the resend button waits as long. */
export const RESEND_COOLDOWN_MS = 60_000;
