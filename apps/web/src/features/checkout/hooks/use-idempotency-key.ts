import { useCallback, useState } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : // Old browsers on plain http: still unique enough for one shopper's retries.
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per checkout attempt: kept across retries of the same enquiry (a double click, a
 * dropped connection), renewed with `renew()` once the server has refused it for good (the shopper will
 * change something, and the same key with a different body is refused with 422).
 */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return [key, renew];
}
