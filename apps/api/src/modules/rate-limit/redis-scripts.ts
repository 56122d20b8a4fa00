// Each limit is checked and updated by one Lua script, so concurrent instances agree. The time comes from
// Redis itself (TIME): instances with skewed clocks still share one window or bucket.

const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/**
 * A sliding-window log in a sorted set: KEYS[1]; ARGV limit, windowMs, a unique entry id.
 * Returns {1, 0} when counted (the id is the entry to remove on a refund), {0, ms to wait} otherwise.
 */
export const WINDOW_HIT_SCRIPT = `${NOW}
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', key, now, ARGV[3])
redis.call('PEXPIRE', key, window)
return {1, 0}
`;

/**
 * A token bucket in a hash {tokens, at}: KEYS[1]; ARGV capacity, refill per ms, cost (1 takes a token,
 * -1 gives one back). A missing key is a full bucket, so the key expires once it would have refilled.
 * Returns {1, 0} when taken (or given back), {0, ms until a token is there} otherwise.
 */
export const BUCKET_TAKE_SCRIPT = `${NOW}
local key = KEYS[1]
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local state = redis.call('HMGET', key, 'tokens', 'at')
local tokens = capacity
if state[1] then
  tokens = math.min(capacity, tonumber(state[1]) + math.max(0, now - tonumber(state[2])) * rate)
end
local allowed = 1
local wait = 0
if cost > 0 and tokens < cost then
  allowed = 0
  wait = math.ceil((cost - tokens) / rate)
else
  tokens = math.min(capacity, tokens - cost)
end
redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', key, math.max(1, math.ceil((capacity - tokens) / rate)))
return {allowed, wait}
`;
