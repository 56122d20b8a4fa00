import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@pataka/domain/limits';

/** A uniformly random code of OTP_LENGTH digits from the CSPRNG ('004217' included). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

// Without OTP_SECRET the hash is still bound to tenant and phone, but a leaked row could be
// brute-forced (a million codes); with it, not without the secret too.
export const FALLBACK_KEY = 'pataka-otp-v1';

/** What is stored instead of the code: HMAC-SHA-256 over tenant, phone and code. */
export function hashOtp(secret: string | undefined, tenantId: string, phone: string, code: string): string {
  return createHmac('sha256', secret ?? FALLBACK_KEY)
    .update(`${tenantId}\u0000${phone}\u0000${code}`)
    .digest('hex');
}
