import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@pataka/domain/jobs';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { createJobTestApp, fakeWebhook, type Hook } from './job-test-app.ts';
import { eventually } from './queue-fixtures.ts';

let t: Awaited<ReturnType<typeof createJobTestApp>>;
let hook: Hook;
let owner: string;
let staff: string;
let otherShopOwner: string;

beforeAll(async () => {
  hook = await fakeWebhook(503);
  // No retries: the first failure is final, so the jobs show up at once.
  t = await createJobTestApp(
    { notifyWebhookUrl: hook.url },
    { jobs: { policies: { 'notify-webhook': { retryLimit: 0 } } } },
  );
  owner = (await adminToken(t.db, 'demo')).token;
  staff = (await staffWithToken(t.db, 'demo')).token;
  otherShopOwner = (await adminToken(t.db, 'demo2')).token;
});
afterAll(async () => {
  await t.app.close();
  await hook.close();
});

const listFailed = (tenant: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs/failed', headers: as(tenant, token) });
const retry = (tenant: string, token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/retry`, headers: as(tenant, token) });

async function placeEnquiry(tenant: string) {
  const shop = await seedOrderCatalogue(t.db, tenant);
  const { token } = await customerWithToken(t.db, tenant);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as(tenant, token),
    payload: orderBody([[shop.rocket.id, 3]]),
  });
  expect(res.statusCode).toBe(201);
}

describe('failed background jobs for staff', () => {
  it('lists only the shop’s own failed jobs, in plain words with their error', async () => {
    await placeEnquiry('demo');
    await placeEnquiry('demo2');
    expect(await eventually(() => hook.hits.length === 2, 5000)).toBe(true);
    expect(
      await eventually(async () => (await listFailed('demo', staff)).json().data.length === 1, 5000),
    ).toBe(true);
    const res = await listFailed('demo', staff);
    expect(res.statusCode).toBe(200);
    const [job] = res.json().data;
    expect(job).toMatchObject({
      name: 'notify-webhook',
      label: 'Notifying your webhook',
      error: 'webhook answered 503',
      attempts: 1,
    });
    expect(job).not.toHaveProperty('data');
    expect(Date.parse(job.failedAt)).toBeGreaterThan(Date.now() - 60_000);
    const demo2Failed = async () => (await listFailed('demo2', otherShopOwner)).json().data.length === 1;
    expect(await eventually(demo2Failed, 5000)).toBe(true);
    const other = (await listFailed('demo2', otherShopOwner)).json().data;
    expect(other).toHaveLength(1);
    expect(other[0].id).not.toBe(job.id);
  });

  it('refuses anonymous callers and customers', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs/failed', headers: as('demo') }))
        .statusCode,
    ).toBe(401);
    const buyer = await customerWithToken(t.db, 'demo');
    expect((await listFailed('demo', buyer.token)).statusCode).toBe(403);
  });

  it('lets the owner run a failed job again, not staff, and not another shop', async () => {
    const [job] = (await listFailed('demo', owner)).json().data;
    const [otherJob] = (await listFailed('demo2', otherShopOwner)).json().data;
    expect((await retry('demo', staff, job.id)).statusCode).toBe(403);
    const foreign = await retry('demo', owner, otherJob.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(JOB_MESSAGES.jobNotFound);

    hook.answer = 204;
    const hitsBefore = hook.hits.length;
    const res = await retry('demo', owner, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ retried: true });
    expect(await eventually(() => hook.hits.length === hitsBefore + 1, 5000)).toBe(true);
    expect((await listFailed('demo', owner)).json().data).toEqual([]);
    expect((await retry('demo', owner, job.id)).statusCode).toBe(404);
    expect(await auditEntries(t.db, 'demo', 'job.retry')).toHaveLength(1);
    // The other shop's job is untouched.
    expect((await listFailed('demo2', otherShopOwner)).json().data).toHaveLength(1);
  });
});
