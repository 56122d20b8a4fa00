import { expect } from 'vitest';

export const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds?\.$/;

/** A 429 as a shopper gets it: the envelope, the text, and a Retry-After that agrees with the text. */
export function expectRateLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  pattern: RegExp,
) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { success: boolean; error: { code: string; message: string } };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message).toMatch(pattern);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(body.error.message).toContain(`${seconds} second`);
}
