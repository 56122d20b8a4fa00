import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle.ts';

describe('Lifecycle', () => {
  it('is not ready while starting, ready once marked, and not ready again once stopping', async () => {
    const lifecycle = new Lifecycle();
    lifecycle.addCheck('database', async () => ({ status: 'ok' }));
    expect(await lifecycle.report()).toMatchObject({ ready: false, phase: 'starting' });
    lifecycle.markReady();
    expect(await lifecycle.report()).toMatchObject({ ready: true, phase: 'ready' });
    lifecycle.markStopping();
    lifecycle.markReady(); // a late onReady cannot undo a shutdown
    expect(await lifecycle.report()).toMatchObject({ ready: false, phase: 'stopping' });
  });

  it('reads a check that does not answer in time as failed, without waiting for it', async () => {
    const lifecycle = new Lifecycle();
    lifecycle.markReady();
    lifecycle.addCheck('queue', () => new Promise(() => {}));
    const started = performance.now();
    const report = await lifecycle.report(50);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report).toEqual({
      ready: false,
      phase: 'ready',
      checks: { queue: { status: 'failed', detail: 'no answer in 50 ms' } },
    });
  });

  it('lists the requests still open, oldest first, without their query strings', () => {
    const lifecycle = new Lifecycle();
    const doneFirst = lifecycle.openRequest('POST', '/api/v1/uploads/payment-proof');
    const doneSecond = lifecycle.openRequest('GET', '/api/v1/products?limit=20');
    expect(lifecycle.openRequests()).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/uploads\/payment-proof \(\d+\.\d s\)$/),
      expect.stringMatching(/^GET \/api\/v1\/products \(\d+\.\d s\)$/),
    ]);
    doneFirst();
    doneFirst();
    expect(lifecycle.openRequests()).toHaveLength(1);
    doneSecond();
    expect(lifecycle.openRequests()).toEqual([]);
  });

  it('gives what is left of a shutdown budget since stopping began, never less than 0', async () => {
    const lifecycle = new Lifecycle();
    expect(lifecycle.remainingOf(10_000)).toBe(10_000);
    lifecycle.markStopping();
    await new Promise((r) => setTimeout(r, 60));
    const left = lifecycle.remainingOf(10_000);
    expect(left).toBeLessThanOrEqual(9_950);
    expect(left).toBeGreaterThan(8_000);
    lifecycle.markStopping(); // a second close does not restart the clock
    expect(lifecycle.remainingOf(10_000)).toBeLessThanOrEqual(left);
    expect(lifecycle.remainingOf(10)).toBe(0);
  });
});
