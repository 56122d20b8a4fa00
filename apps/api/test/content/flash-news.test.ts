import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { flashNews, flashNewsDismissals } from '../../src/db/schema/content.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { invalidateCatalogue } from '../../src/modules/catalogue/catalogue-store.ts';
import { get } from '../catalogue/request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type News = { id: string; title: string; type: string; priority: number; link: unknown };
const newsId = (title: string, tenant = 'demo') => stableId(tenant, 'flash', title);
const titles = (data: News[]) => data.map((n) => n.title);
const dismiss = (id: string, token?: string, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/v1/flashnews/${id}/dismiss`, headers: as(tenant, token) });

describe('GET /flashnews/active', () => {
  it('shows active news inside its window, by ascending priority, error shown as alert', async () => {
    const { status, body, res } = await get(t, '/flashnews/active');
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toContain('Authorization');
    const data = body.data as News[];
    expect(titles(data)).toEqual([
      'Festival price list is live',
      'Book early for on-time delivery',
      'Safety first',
    ]);
    expect(data.map((n) => n.type)).toEqual(['success', 'warning', 'alert']);
    expect(data[0]).toMatchObject({
      link: { text: 'See offers', url: '/products?tag=sale' },
      isActive: true,
    });
    expect(data[0]!.link).not.toBeNull();
    expect(data[1]!.link).toBeNull();
    expect(Object.keys(data[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'message',
        'titleTa',
        'messageTa',
        'type',
        'link',
        'isActive',
        'priority',
        'startDate',
        'endDate',
        'createdAt',
      ].sort(),
    );
  });

  it('reports a type it does not know as info', async () => {
    await t.db.insert(flashNews).values({
      tenantId: 'demo',
      id: newsId('Promo'),
      title: 'Promo',
      message: 'A type the storefront does not know.',
      type: 'promo',
      priority: 9,
    });
    invalidateCatalogue(t.app, 'demo');
    const data = (await get(t, '/flashnews/active')).body.data as News[];
    expect(data.at(-1)).toMatchObject({ title: 'Promo', type: 'info' });
    await t.db
      .delete(flashNews)
      .where(and(eq(flashNews.tenantId, 'demo'), eq(flashNews.id, newsId('Promo'))));
    invalidateCatalogue(t.app, 'demo');
  });
});

describe('GET /flashnews', () => {
  it('lists every switched-on item, scheduled and finished ones too, but not switched-off ones', async () => {
    const data = (await get(t, '/flashnews')).body.data as News[];
    expect(titles(data)).toEqual(
      expect.arrayContaining([
        'Festival price list is live',
        'Navratri weekend offer',
        'New Year sky shots arriving',
      ]),
    );
    expect(titles(data)).not.toContain('Pongal offers');
    expect(data).toHaveLength(5);
    const priorities = data.map((n) => n.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });
});

describe('POST /flashnews/{id}/dismiss', () => {
  it('needs a signed-in customer', async () => {
    const anonymous = await dismiss(newsId('Safety first'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Authentication required');
    const staff = await adminToken(t.db, 'demo');
    expect((await dismiss(newsId('Safety first'), staff.token)).statusCode).toBe(401);
  });

  it("answers 404 for news that does not exist in the customer's shop", async () => {
    const { token } = await customerWithToken(t.db, 'demo');
    for (const id of ['no-such-news', newsId('Now taking festival enquiries', 'demo2')]) {
      const res = await dismiss(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Flash news not found');
    }
  });

  it('records the dismissal once and hides the item from that customer only', async () => {
    const me = await customerWithToken(t.db, 'demo');
    const other = await customerWithToken(t.db, 'demo');
    const id = newsId('Book early for on-time delivery');

    const first = await dismiss(id, me.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id, dismissed: true });
    const second = await dismiss(id, me.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.dismissedAt).toBe(first.json().data.dismissedAt);
    const rows = await t.db
      .select()
      .from(flashNewsDismissals)
      .where(and(eq(flashNewsDismissals.tenantId, 'demo'), eq(flashNewsDismissals.customerId, me.id)));
    expect(rows).toHaveLength(1);

    const mine = await get(t, '/flashnews/active', 'demo', { authorization: `Bearer ${me.token}` });
    expect(titles(mine.body.data)).toEqual(['Festival price list is live', 'Safety first']);
    expect(mine.res.headers['cache-control']).toBe('private, no-store');
    expect(mine.res.headers.etag).toBeUndefined();

    const theirs = await get(t, '/flashnews/active', 'demo', { authorization: `Bearer ${other.token}` });
    expect(titles(theirs.body.data)).toContain('Book early for on-time delivery');
    const everyone = await get(t, '/flashnews/active');
    expect(titles(everyone.body.data)).toContain('Book early for on-time delivery');
    expect(everyone.res.headers['cache-control']).toBe('public, max-age=30');
  });

  it('ignores an unusable token on the public read', async () => {
    const demo2Customer = await customerWithToken(t.db, 'demo2');
    for (const token of ['not-a-real-token', demo2Customer.token]) {
      const res = await get(t, '/flashnews/active', 'demo', { authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(3);
    }
  });
});
