import { RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from '@pataka/domain/limits';
import { tooManyRequests, type LimitRule } from '../rate-limit/enforce-limits.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every SMS costs the shop money: caps beyond the spec's 5 per 60 s, per phone (DESIGN.md). */
export const OTP_SEND_POLICY = {
  resendCooldownMs: 60_000,
  perPhoneHour: 10,
  perPhoneDay: 20,
} as const;

export const otpCooldownKey = (tenantId: string, phone: string) => `otp-send:cooldown:${tenantId}:${phone}`;

const window = (key: string, limit: number, windowMs: number): LimitRule => ({
  key,
  limit,
  windowMs,
  message: tooManyRequests,
});

/**
 * Checked in this order, stopping at the first refusal: the IP first so one abuser cannot spend a
 * phone's or the shop's budget, the shop-wide cap last.
 */
export function otpSendRules(
  tenantId: string,
  phone: string,
  ip: string,
  tenantPerMinute: number,
): LimitRule[] {
  return [
    window(`otp-send:ip:${ip}`, RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS),
    {
      key: otpCooldownKey(tenantId, phone),
      limit: 1,
      windowMs: OTP_SEND_POLICY.resendCooldownMs,
      message: ACCOUNT_MESSAGES.otpCooldown,
    },
    window(`otp-send:phone:${tenantId}:${phone}`, RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS),
    window(`otp-send:phone-hour:${tenantId}:${phone}`, OTP_SEND_POLICY.perPhoneHour, HOUR),
    window(`otp-send:phone-day:${tenantId}:${phone}`, OTP_SEND_POLICY.perPhoneDay, DAY),
    window(`otp-send:tenant:${tenantId}`, tenantPerMinute, MINUTE),
  ];
}

export function otpVerifyRules(tenantId: string, phone: string, ip: string): LimitRule[] {
  return [
    window(`otp-verify:ip:${ip}`, RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS),
    window(`otp-verify:phone:${tenantId}:${phone}`, RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS),
  ];
}
