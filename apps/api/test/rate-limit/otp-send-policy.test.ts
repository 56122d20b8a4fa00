import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.ts';
import { enforceLimits, formatWait } from '../../src/modules/rate-limit/enforce-limits.ts';
import { createMemoryRateLimitStore } from '../../src/modules/rate-limit/memory-rate-limit-store.ts';
import { otpSendRules } from '../../src/modules/auth/otp-limits.ts';
import { otpConfig } from '../accounts/otp-flow.ts';

const MINUTE = 60_000;
const limits = otpConfig({ tenantPerMinute: 1000, tenantPerDay: 100_000 });

/** Sends for one phone at the given minute offsets (each from a fresh IP); the refusals' messages. */
async function sendAt(minutes: number[]) {
  let now = 0;
  const store = createMemoryRateLimitStore(() => now);
  const outcomes: (string | 'sent')[] = [];
  for (const [i, minute] of minutes.entries()) {
    now = minute * MINUTE;
    try {
      await enforceLimits(store, otpSendRules('demo', '9876543210', `10.0.0.${i}`, limits));
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

describe('OTP sends from one address behind carrier-grade NAT (default settings, fake clock)', () => {
  const defaults = otpConfig();
  /** Sends for distinct phones from one address at the given second offsets; 'sent' or the refusal. */
  async function sendFromOneAddress(seconds: number[], limits = defaults) {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    const outcomes: string[] = [];
    for (const [i, second] of seconds.entries()) {
      now = second * 1000;
      try {
        await enforceLimits(
          store,
          otpSendRules('demo', `98${String(i).padStart(8, '0')}`, '10.0.0.1', limits),
        );
        outcomes.push('sent');
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        outcomes.push(`${err.message} [${err.headers['retry-after']}]`);
      }
    }
    return outcomes;
  }

  it('sends to 50 distinct phones spread over one minute', async () => {
    const outcomes = await sendFromOneAddress(Array.from({ length: 50 }, (_, i) => i * 1.2));
    expect(outcomes).toEqual(Array(50).fill('sent'));
  });

  it('refuses most of a burst of 40 phones within 3 seconds, saying when to retry', async () => {
    const outcomes = await sendFromOneAddress(Array.from({ length: 40 }, (_, i) => i * 0.075));
    const sent = outcomes.filter((o) => o === 'sent').length;
    // The burst of 10, plus one token a second while it lasts.
    expect(sent).toBe(12);
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('sent'));
    expect(outcomes[10]).toBe('Too many requests. Please try again in 1 second. [1]');
  });

  it('keeps a steady 60 a minute from one address going all day (the shop budget permitting)', async () => {
    const outcomes = await sendFromOneAddress(Array.from({ length: 600 }, (_, i) => i));
    expect(outcomes.every((o) => o === 'sent')).toBe(true);
  });

  it('follows OTP_IP_BURST and OTP_IP_PER_MINUTE', async () => {
    const limits = otpConfig({ ipBurst: 2, ipPerMinute: 6 });
    // 2 at once, then one every 10 s.
    expect(await sendFromOneAddress([0, 0, 0, 5, 10], limits)).toEqual([
      'sent',
      'sent',
      'Too many requests. Please try again in 10 seconds. [10]',
      'Too many requests. Please try again in 5 seconds. [5]',
      'sent',
    ]);
  });
});
