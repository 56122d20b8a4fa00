/** A token bucket: up to `capacity` requests at once, then one per 1/refillPerMs milliseconds. */
export type Bucket = { capacity: number; refillPerMs: number };

/** The outcome of one attempt against a limit. */
export type HitResult =
  | {
      allowed: true;
      retryAfterMs: 0;
      /**
       * Gives back what this attempt counted (a window entry, a bucket token), e.g. when a later rule
       * refused the request or the SMS could not be sent. Best effort: never throws.
       */
      refund(): Promise<void>;
    }
  | {
      allowed: false;
      /** How long until an attempt would be allowed: the oldest entry leaves the window, a token refills. */
      retryAfterMs: number;
    };

/**
 * Counts attempts per key. Refused attempts are not counted (like the domain's client-side limiter),
 * so hammering a refused endpoint does not extend the wait.
 * In-process by default; Redis when several API instances must agree.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Sliding window: at most `limit` allowed attempts in any `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /**
   * Token bucket: a small burst, then a steady rate. Shaped for many people behind one address
   * (carrier-grade NAT), where a window tight enough to stop a flood would lock out a busy tower.
   */
  take(key: string, bucket: Bucket): Promise<HitResult>;
  /** Forgets a key, e.g. a lockout after a successful staff sign-in. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const refused = (retryAfterMs: number): HitResult => ({
  allowed: false,
  retryAfterMs: Math.max(1, Math.ceil(retryAfterMs)),
});
