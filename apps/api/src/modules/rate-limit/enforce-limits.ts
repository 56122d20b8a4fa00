import { AppError } from '../../lib/errors.ts';
import type { Bucket, HitResult, RateLimitStore } from './rate-limit-store.ts';

type RuleBase = {
  key: string;
  /** The refusal text, given the whole seconds to wait. */
  message: (seconds: number) => string;
};
/** At most `limit` attempts in any `windowMs`. */
export type WindowRule = RuleBase & { limit: number; windowMs: number };
/** A token bucket: a burst of `capacity`, then `refillPerMs` attempts per millisecond. */
export type BucketRule = RuleBase & { bucket: Bucket };
export type LimitRule = WindowRule | BucketRule;

/** What a request was granted; refund() gives it back (the SMS could not be sent, say). */
export type Granted = {
  /** Refunds every rule but the keys in `keep`. Best effort: never throws. */
  refund(keep?: readonly string[]): Promise<void>;
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Seconds for short waits; minutes or hours for the long caps ('3540 seconds' helps nobody). */
export function formatWait(seconds: number): string {
  if (seconds <= 120) return plural(seconds, 'second');
  if (seconds <= 2 * 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

export const tooManyRequests = (seconds: number) =>
  `Too many requests. Please try again in ${formatWait(seconds)}.`;

/** `n` attempts per `minutes` minutes, as a bucket's refill rate. */
export const perMinutes = (n: number, minutes: number) => n / (minutes * 60_000);

const attempt = (store: RateLimitStore, rule: LimitRule): Promise<HitResult> =>
  'bucket' in rule ? store.take(rule.key, rule.bucket) : store.hit(rule.key, rule.limit, rule.windowMs);

/**
 * Applies the rules in order and stops at the first refusal, giving back what the earlier rules counted:
 * a request refused by one rule spends nothing of the others (a phone's cooldown is not burnt because the
 * shop's budget was out). 429 with Retry-After otherwise.
 */
export async function enforceLimits(store: RateLimitStore, rules: readonly LimitRule[]): Promise<Granted> {
  const granted: { key: string; refund: () => Promise<void> }[] = [];
  const refundAll = (keep: readonly string[] = []) =>
    Promise.all(granted.filter((g) => !keep.includes(g.key)).map((g) => g.refund())).then(() => undefined);
  for (const rule of rules) {
    const result = await attempt(store, rule);
    if (!result.allowed) {
      await refundAll();
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw new AppError('rate_limited', rule.message(seconds), { 'retry-after': String(seconds) });
    }
    granted.push({ key: rule.key, refund: result.refund });
  }
  return { refund: refundAll };
}
