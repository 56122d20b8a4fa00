import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { planKey, ReplyPlans, type ReplyPlan } from './reply-plans.ts';

const plan = (bytes: number, live = () => true): ReplyPlan => ({
  status: 200,
  headers: ['x-request-id', ''],
  idAt: 1,
  body: Buffer.alloc(bytes),
  route: '/*',
  stillLive: live,
});

describe('ReplyPlans', () => {
  it('replays a plan while it is live, and drops it (and its bytes) once it is not', () => {
    const plans = new ReplyPlans();
    let live = true;
    plans.remember(
      'a',
      plan(100, () => live),
    );
    expect(plans.live('a')?.body?.length).toBe(100);
    live = false;
    expect(plans.live('a')).toBeUndefined();
    expect(plans.held).toEqual({ plans: 0, bytes: 0 });
  });

  it('starts again past its count or its bytes, so evicted pages are not kept alive by their plans', () => {
    const byCount = new ReplyPlans(2, 1_000_000);
    byCount.remember('a', plan(10));
    byCount.remember('b', plan(10));
    byCount.remember('c', plan(10));
    expect(byCount.held).toEqual({ plans: 1, bytes: 10 });
    const byBytes = new ReplyPlans(1000, 250);
    byBytes.remember('a', plan(100));
    byBytes.remember('a', plan(100)); // the same request again: counted once
    byBytes.remember('b', plan(100));
    expect(byBytes.held).toEqual({ plans: 2, bytes: 200 });
    byBytes.remember('c', plan(100));
    expect(byBytes.held).toEqual({ plans: 1, bytes: 100 });
    expect(byBytes.live('a')).toBeUndefined();
  });
});

describe('planKey', () => {
  const req = (headers: Record<string, string>, method = 'GET') =>
    ({ method, headers }) as unknown as IncomingMessage;

  it('tells apart every input a resolver may read, and an absent header from an empty one', () => {
    const base: Record<string, string> = {
      host: 'a.test',
      'accept-encoding': 'br',
      cookie: 'x=1',
      'if-none-match': '"e"',
      'x-tenant-id': 'demo',
    };
    const key = planKey(req(base), '/p', 'a.test');
    expect(planKey(req(base, 'HEAD'), '/p', 'a.test')).not.toBe(key);
    expect(planKey(req(base), '/q', 'a.test')).not.toBe(key);
    expect(planKey(req(base), '/p', 'b.test')).not.toBe(key);
    for (const name of Object.keys(base)) {
      expect(planKey(req({ ...base, [name]: 'other' }), '/p', 'a.test')).not.toBe(key);
      const { [name]: _gone, ...without } = base;
      expect(planKey(req({ ...without, [name]: '' }), '/p', 'a.test')).not.toBe(
        planKey(req(without), '/p', 'a.test'),
      );
    }
    expect(planKey(req({ ...base }), '/p', 'a.test')).toBe(key);
  });
});
