import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions } from '../../src/db/schema/content.ts';
import { adminToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries } from '../staff/staff-test-helpers.ts';
import { caller } from './shop-admin-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: { id: string; token: string };

const SUBSCRIBERS = [
  { email: 'ravi@example.in', name: 'Ravi, "RK" Kumar' },
  { email: 'evil@example.in', name: '=HYPERLINK("http://evil.example","click")' },
  { email: 'plus@example.in', name: '+91 trick' },
  { email: 'lines@example.in', name: 'First line\nSecond line' },
  { email: 'tamil@example.in', name: 'முருகன்' },
];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await adminToken(t.db, 'demo');
  await t.db.insert(newsletterSubscriptions).values(
    SUBSCRIBERS.map((s, i) => ({
      tenantId: 'demo',
      id: randomUUID(),
      ...s,
      subscribedAt: new Date(Date.UTC(2026, 9, 1 + i)),
    })),
  );
  await t.db
    .insert(newsletterSubscriptions)
    .values({ tenantId: 'demo2', id: randomUUID(), email: 'other-shop@example.in', name: 'Other' });
});
afterAll(() => t.app.close());

const csvRows = (body: string) => parse(body, { bom: true }) as string[][];

describe('newsletter subscribers', () => {
  it('lists them paged, newest first, searched by e-mail or name', async () => {
    const res = await call({ method: 'GET', url: '/admin/newsletter?limit=2' }, staff.token);
    expect(res.json()).toMatchObject({ total: 5, page: 1, limit: 2, totalPages: 3 });
    expect(res.json().data.map((s: { email: string }) => s.email)).toEqual([
      'tamil@example.in',
      'lines@example.in',
    ]);
    const search = await call({ method: 'GET', url: '/admin/newsletter?search=kumar' }, staff.token);
    expect(search.json().data.map((s: { email: string }) => s.email)).toEqual(['ravi@example.in']);
  });

  it('exports a CSV file that spreadsheets read right and cannot run as formulas', async () => {
    const res = await call({ method: 'GET', url: '/admin/newsletter/export.csv' }, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="demo-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toContain('"Ravi, ""RK"" Kumar"');
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['email', 'name', 'subscribedAt']);
    const byEmail = Object.fromEntries(rows.slice(1).map((r) => [r[0], r[1]]));
    expect(byEmail).toEqual({
      'ravi@example.in': 'Ravi, "RK" Kumar',
      'evil@example.in': `'=HYPERLINK("http://evil.example","click")`,
      'plus@example.in': "'+91 trick",
      'lines@example.in': 'First line\nSecond line',
      'tamil@example.in': 'முருகன்',
    });
    expect(rows).toHaveLength(6); // demo2's subscriber is not in demo's file
  });
});

describe('contact messages', () => {
  it('lists new ones, marks one handled (audited), filters and exports', async () => {
    const sent = await call({
      method: 'POST',
      url: '/contact-messages',
      payload: {
        name: 'Lakshmi',
        email: 'lakshmi@example.in',
        phone: '9876543210',
        subject: '@bulk order',
        message: 'Need 50 gift boxes, delivered by Friday?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    await t.db.insert(contactMessages).values({
      tenantId: 'demo',
      id: randomUUID(),
      name: 'Old',
      email: 'old@example.in',
      subject: 'Old one',
      message: 'Handled already',
      status: 'handled',
    });

    const fresh = (
      await call({ method: 'GET', url: '/admin/contact-messages?status=new' }, staff.token)
    ).json();
    expect(fresh.data.map((m: { id: string }) => m.id)).toEqual([id]);

    const patch = await call(
      { method: 'PATCH', url: `/admin/contact-messages/${id}`, payload: { status: 'handled' } },
      staff.token,
    );
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.status).toBe('handled');
    const [entry] = await auditEntries(t.db, 'demo', 'contact.status');
    expect(entry).toMatchObject({ entityId: id, before: { status: 'new' }, after: { status: 'handled' } });

    expect(
      (await call({ method: 'GET', url: '/admin/contact-messages?status=new' }, staff.token)).json().total,
    ).toBe(0);
    expect(
      (await call({ method: 'GET', url: '/admin/contact-messages?status=handled' }, staff.token)).json()
        .total,
    ).toBe(2);
    const bad = await call({ method: 'GET', url: '/admin/contact-messages?status=spam' }, staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('status');
    expect(
      (
        await call(
          { method: 'PATCH', url: `/admin/contact-messages/${randomUUID()}`, payload: { status: 'new' } },
          staff.token,
        )
      ).statusCode,
    ).toBe(404);

    const csv = await call(
      { method: 'GET', url: '/admin/contact-messages/export.csv?search=lakshmi' },
      staff.token,
    );
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="demo-contact-messages-/);
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual(['receivedAt', 'name', 'email', 'phone', 'subject', 'message', 'status']);
    expect(rows[1]!.slice(1)).toEqual([
      'Lakshmi',
      'lakshmi@example.in',
      '9876543210',
      "'@bulk order",
      'Need 50 gift boxes, delivered by Friday?',
      'handled',
    ]);
  });
});
