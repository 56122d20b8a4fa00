import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { contactMessages, newsletterSubscriptions } from '../../src/db/schema/content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limits of one test do not spill into another. */
const nextIp = () => `203.0.113.${++ipCounter}`;
const post = (url: string, payload: unknown, ip: string, tenant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: as(tenant),
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /newsletter/subscribe', () => {
  it('subscribes a trimmed, lower-cased e-mail and answers with the subscription', async () => {
    const res = await post(
      '/newsletter/subscribe',
      { email: '  Priya.R@Example.COM ', name: 'Priya' },
      nextIp(),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ email: 'priya.r@example.com', name: 'Priya' });
    expect(Object.keys(data).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'name',
      'subscribedAt',
      'updatedAt',
    ]);
    expect(new Date(data.subscribedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('treats subscribing again as success without a second row, and leaks no stored name', async () => {
    const ip = nextIp();
    const first = (
      await post('/newsletter/subscribe', { email: 'twice@example.com', name: 'Arun' }, ip)
    ).json().data;
    const again = await post('/newsletter/subscribe', { email: 'TWICE@example.com' }, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, email: 'twice@example.com', name: null });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.tenantId, 'demo'),
          eq(newsletterSubscriptions.email, 'twice@example.com'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Arun');
  });

  it('keeps each shop’s list apart', async () => {
    const ip = nextIp();
    const demo = (await post('/newsletter/subscribe', { email: 'both@example.com' }, ip)).json().data;
    const demo2 = await post('/newsletter/subscribe', { email: 'both@example.com' }, ip, 'demo2');
    expect(demo2.statusCode).toBe(201);
    expect(demo2.json().data.id).not.toBe(demo.id);
  });

  it('sanitises the name', async () => {
    const res = await post(
      '/newsletter/subscribe',
      { email: 'tags@example.com', name: '<b>Ravi</b>' },
      nextIp(),
    );
    expect(res.json().data.name).toBe('bRavi/b');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{}, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.in` }, 'Email address is too long'],
  ])('refuses %j', async (payload, message) => {
    const res = await post('/newsletter/subscribe', payload, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'BAD_REQUEST', message } });
  });

  it('limits how many subscriptions one address can send', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      expect((await post('/newsletter/subscribe', { email: `bulk${i}@example.com` }, ip)).statusCode).toBe(
        201,
      );
    }
    const refused = await post('/newsletter/subscribe', { email: 'bulk-extra@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});

describe('POST /contact-messages', () => {
  const valid = {
    name: 'Karthik Raja',
    email: 'karthik@example.com',
    phone: '9876543210',
    subject: 'Bulk order for a wedding',
    message: 'Do you deliver 10000 walas to Tiruppur?',
  };

  it('stores the message and answers with it', async () => {
    const res = await post('/contact-messages', valid, nextIp());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ ...valid, status: 'new' });
    expect(Object.keys(data).sort()).toEqual(
      ['createdAt', 'email', 'id', 'message', 'name', 'phone', 'status', 'subject', 'updatedAt'].sort(),
    );
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.tenantId, 'demo'), eq(contactMessages.id, data.id)));
    expect(row).toMatchObject({ subject: valid.subject, phone: '9876543210' });
  });

  it('sanitises subject and message and caps them at 1000 characters', async () => {
    const res = await post(
      '/contact-messages',
      {
        ...valid,
        subject: '<script>alert(1)</script>Hello',
        message: `javascript:void(0) ${'x'.repeat(1200)}`,
      },
      nextIp(),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.subject).toBe('scriptalert(1)/scriptHello');
    expect(data.message.startsWith('void(0) ')).toBe(true);
    expect(data.message).toHaveLength(1000);
  });

  it('takes the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const res = await post('/contact-messages', withoutPhone, nextIp());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.phone).toBeNull();
    expect((await post('/contact-messages', { ...valid, phone: '' }, nextIp())).json().data.phone).toBeNull();
  });

  it.each([
    [{ phone: '12345' }, 'Phone number must be 10 digits'],
    [{ phone: '1234567890' }, 'Phone number must start with 6, 7, 8, or 9'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Email is required'],
    [{ name: 'R2D2' }, 'Name can contain only letters, spaces, hyphens and apostrophes'],
    [{ name: undefined }, 'Name is required'],
    [{ subject: '   ' }, 'Subject is required'],
    [{ subject: '<>' }, 'Subject is required'],
    [{ message: '' }, 'Message is required'],
  ])('refuses %j', async (change, message) => {
    const res = await post('/contact-messages', { ...valid, ...change }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('limits how many messages one address can send', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await post('/contact-messages', valid, ip)).statusCode).toBe(201);
    expect((await post('/contact-messages', valid, ip)).statusCode).toBe(429);
  });
});
