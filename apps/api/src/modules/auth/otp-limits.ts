import type { Config } from '../../config.ts';
import { perMinutes, tooManyRequests, type LimitRule } from '../rate-limit/enforce-limits.ts';
import { OTP_POLICY } from '../rate-limit/limit-policy.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The shop's budgets and the per-address bucket (settings); the per-phone numbers are in OTP_POLICY. */
export type OtpLimits = Pick<Config['otp'], 'tenantPerMinute' | 'tenantPerDay' | 'ipBurst' | 'ipPerMinute'>;

export const otpCooldownKey = (tenantId: string, phone: string) => `otp-send:cooldown:${tenantId}:${phone}`;
export const otpSendIpKey = (ip: string) => `otp-send:ip-bucket:${ip}`;

const window = (key: string, w: { limit: number; windowMs: number }): LimitRule => ({
  key,
  ...w,
  message: tooManyRequests,
});

/**
 * Checked in this order; a refusal gives back what the earlier rules took (enforceLimits), so the order
 * decides only the cost and the message. The address first: a flood from one address, the common
 * attack, is refused with one Redis call. Then the phone (its cooldown first, for its own message),
 * then the shop's SMS budget.
 */
export function otpSendRules(tenantId: string, phone: string, ip: string, limits: OtpLimits): LimitRule[] {
  return [
    {
      key: otpSendIpKey(ip),
      bucket: { capacity: limits.ipBurst, refillPerMs: perMinutes(limits.ipPerMinute, 1) },
      message: tooManyRequests,
    },
    {
      key: otpCooldownKey(tenantId, phone),
      limit: 1,
      windowMs: OTP_POLICY.resendCooldownMs,
      message: ACCOUNT_MESSAGES.otpCooldown,
    },
    window(`otp-send:phone:${tenantId}:${phone}`, OTP_POLICY.perPhone),
    window(`otp-send:phone-hour:${tenantId}:${phone}`, OTP_POLICY.perPhoneHour),
    window(`otp-send:phone-day:${tenantId}:${phone}`, OTP_POLICY.perPhoneDay),
    window(`otp-send:tenant:${tenantId}`, { limit: limits.tenantPerMinute, windowMs: MINUTE }),
    window(`otp-send:tenant-day:${tenantId}`, { limit: limits.tenantPerDay, windowMs: DAY }),
  ];
}

/** Per address a bucket of the same shape as sending's, per phone the spec's 5 per 60 s. */
export function otpVerifyRules(tenantId: string, phone: string, ip: string, limits: OtpLimits): LimitRule[] {
  const scale = OTP_POLICY.verifyPerSend;
  return [
    {
      key: `otp-verify:ip-bucket:${ip}`,
      bucket: { capacity: limits.ipBurst * scale, refillPerMs: perMinutes(limits.ipPerMinute * scale, 1) },
      message: tooManyRequests,
    },
    window(`otp-verify:phone:${tenantId}:${phone}`, OTP_POLICY.perPhone),
  ];
}
