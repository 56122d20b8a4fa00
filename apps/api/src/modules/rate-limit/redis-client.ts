import { Redis } from 'ioredis';

/**
 * A Redis client for limits that never makes a request wait for Redis: commands fail at once while it
 * is away (no offline queue, no retries) or after half a second when it hangs, and the client keeps
 * reconnecting in the background. Connecting starts now but is not awaited, so the server starts
 * with Redis down.
 */
export function createRateLimitRedis(url: string, connectionName: string): Redis {
  return new Redis(url, {
    // CLIENT SETNAME refuses spaces; the name only helps an operator reading CLIENT LIST.
    connectionName: connectionName.replace(/[^\w:.-]/g, '_'),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // A limit script runs in well under a millisecond; 500 ms means Redis is in trouble, not busy.
    commandTimeout: 500,
    // Forever, backing off to one attempt every 2 s: Redis coming back is noticed within 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}
