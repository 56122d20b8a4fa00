import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.ts';
import { enforceLimits, formatWait } from '../../src/modules/rate-limit/enforce-limits.ts';
import { createMemoryRateLimitStore } from '../../src/modules/rate-limit/memory-rate-limit-store.ts';
import { otpSendRules } from '../../src/modules/auth/otp-limits.ts';

const MINUTE = 60_000;

/** Sends for one phone at the given minute offsets (each from a fresh IP); the refusals' messages. */
async function sendAt(minutes: number[]) {
  let now = 0;
  const store = createMemoryRateLimitStore(() => now);
  const outcomes: (string | 'sent')[] = [];
  for (const [i, minute] of minutes.entries()) {
    now = minute * MINUTE;
    try {
      await enforceLimits(store, otpSendRules('demo', '9876543210', `10.0.0.${i}`, 1000));
      outcomes.push('sent');
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcomes.push(`${err.message} [${err.headers['retry-after']}]`);
    }
  }
  return outcomes;
}

describe('OTP send policy for one phone', () => {
  it('allows one code a minute', async () => {
    expect(await sendAt([0, 0.5, 1])).toEqual([
      'sent',
      'Please wait 30 seconds before requesting a new code. [30]',
      'sent',
    ]);
  });

  it('allows 10 codes an hour, then says how many minutes to wait', async () => {
    const outcomes = await sendAt([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 60]);
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('sent'));
    expect(outcomes[10]).toBe('Too many requests. Please try again in 40 minutes. [2400]');
    expect(outcomes[11]).toBe('sent');
  });

  it('allows 20 codes a day, then says how many hours to wait', async () => {
    const hourly = Array.from({ length: 20 }, (_, i) => Math.floor(i / 10) * 60 + (i % 10) * 2);
    const outcomes = await sendAt([...hourly, 180, 24 * 60]);
    expect(outcomes.slice(0, 20)).toEqual(Array(20).fill('sent'));
    expect(outcomes[20]).toBe('Too many requests. Please try again in 21 hours. [75600]');
    expect(outcomes[21]).toBe('sent');
  });
});

describe('formatWait', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [120, '120 seconds'],
    [121, '3 minutes'],
    [3600, '60 minutes'],
    [7201, '3 hours'],
  ])('%i s → %s', (seconds, text) => expect(formatWait(seconds)).toBe(text));
});
