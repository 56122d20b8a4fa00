import { AppError } from '../../lib/errors.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export type LimitRule = {
  key: string;
  limit: number;
  windowMs: number;
  /** The refusal text, given the whole seconds to wait. */
  message: (seconds: number) => string;
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

/**
 * Applies the rules in order and stops at the first refusal, so an attempt refused by an early
 * (narrow) rule does not use up the budget of later (wider) ones. 429 with Retry-After otherwise.
 */
export async function enforceLimits(store: RateLimitStore, rules: LimitRule[]): Promise<void> {
  for (const rule of rules) {
    const result = await store.hit(rule.key, rule.limit, rule.windowMs);
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw new AppError('rate_limited', rule.message(seconds), { 'retry-after': String(seconds) });
    }
  }
}
