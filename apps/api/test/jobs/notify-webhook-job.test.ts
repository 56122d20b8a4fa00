import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { createJobTestApp, fakeWebhook, type Hook } from './job-test-app.ts';
import { eventually } from './queue-fixtures.ts';

let t: Awaited<ReturnType<typeof createJobTestApp>>;
let hook: Hook;
let place: () => Promise<{ statusCode: number; json(): { data: { orderNumber: string } } }>;

beforeAll(async () => {
  hook = await fakeWebhook(500);
  t = await createJobTestApp({ notifyWebhookUrl: hook.url });
  const shop = await seedOrderCatalogue(t.db, 'demo');
  const { token } = await customerWithToken(t.db, 'demo');
  place = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo', token),
      payload: orderBody([[shop.rocket.id, 3]]),
    });
});
afterAll(async () => {
  await t.app.close();
  await hook.close();
});

describe('the new-enquiry webhook as a job', () => {
  it('is retried after a failure and delivered once the endpoint answers, with one delivery id', async () => {
    hook.answer = 500;
    const res = await place();
    expect(res.statusCode).toBe(201);
    expect(await eventually(() => hook.hits.length === 1, 5000)).toBe(true);
    hook.answer = 204;
    // The first retry comes 1–2 s later (backoff from 1 s in this test's policy).
    expect(await eventually(() => hook.hits.length === 2, 5000)).toBe(true);
    await new Promise((r) => setTimeout(r, 2500));
    expect(hook.hits).toHaveLength(2);
    const [first, second] = hook.hits;
    expect(second!.body).toEqual(first!.body);
    expect(first!.body).toMatchObject({ event: 'enquiry.created', orderNumber: res.json().data.orderNumber });
    expect(first!.delivery).toMatch(/\S+/);
    expect(second!.delivery).toBe(first!.delivery);
    expect(await t.app.jobs.failed('demo', 10)).toEqual([]);
  });
});
