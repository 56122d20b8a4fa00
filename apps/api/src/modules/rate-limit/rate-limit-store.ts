/** The outcome of one attempt against a sliding-window limit. */
export type HitResult = {
  allowed: boolean;
  /** 0 when allowed; otherwise how long until the oldest counted attempt leaves the window. */
  retryAfterMs: number;
};

/**
 * Counts attempts per key in a sliding window. Refused attempts are not counted (like the domain's
 * client-side limiter), so hammering a refused endpoint does not extend the wait.
 * In-process by default; Redis when several API instances must agree.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** Forgets a key, e.g. a resend cooldown when the SMS could not be sent. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
