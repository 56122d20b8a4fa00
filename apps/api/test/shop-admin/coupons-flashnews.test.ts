import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ADMIN_MESSAGES } from '@pataka/domain/shop-admin';
import { coupons } from '../../src/db/schema/orders.ts';
import { adminToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries } from '../staff/staff-test-helpers.ts';
import { caller } from './shop-admin-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await adminToken(t.db, 'demo');
});
afterAll(() => t.app.close());

const publicCoupons = async (tenant = 'demo') =>
  (await call({ method: 'GET', url: '/coupons/public/active' }, undefined, tenant)).json().data as {
    code: string;
    discountValue: number;
    minimumOrderAmount: number | null;
  }[];

describe('coupons', () => {
  it('a new coupon shows at once in the public list, with its code in upper case', async () => {
    const before = await publicCoupons(); // fills the public cache
    expect(before.some((c) => c.code === 'KAVERI-50')).toBe(false);
    const res = await call(
      {
        method: 'POST',
        url: '/coupons',
        payload: {
          code: ' kaveri-50 ',
          description: 'Fifty off',
          discountType: 'fixed',
          discountValue: 50,
          minimumOrderAmount: 1500,
          validTo: '2099-12-31',
          perCustomerLimit: 1,
        },
      },
      staff.token,
    );
    expect(res.statusCode).toBe(201);
    const coupon = res.json().data;
    expect(coupon).toMatchObject({
      code: 'KAVERI-50',
      discountType: 'fixed',
      discountValue: 50,
      minimumOrderAmount: 1500,
      isActive: true,
      isPublic: true,
      perCustomerLimit: 1,
      usageCount: 0,
      redemptions: 0,
      validTo: '2099-12-31T18:29:59.999Z',
    });
    const [row] = await t.db
      .select({ minimumOrderPaise: coupons.minimumOrderPaise })
      .from(coupons)
      .where(and(eq(coupons.tenantId, 'demo'), eq(coupons.id, coupon.id)));
    expect(row!.minimumOrderPaise).toBe(150_000);
    expect((await publicCoupons()).find((c) => c.code === 'KAVERI-50')).toMatchObject({
      minimumOrderAmount: 1500,
    });
    expect((await publicCoupons('demo2')).some((c) => c.code === 'KAVERI-50')).toBe(false);

    const [entry] = await auditEntries(t.db, 'demo', 'coupon.create');
    expect(entry).toMatchObject({ actorId: staff.id, entityType: 'coupon', entityId: coupon.id });

    // Edited: the public list follows.
    const put = await call(
      { method: 'PUT', url: `/coupons/${coupon.id}`, payload: { discountValue: 75 } },
      staff.token,
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ discountValue: 75, code: 'KAVERI-50', minimumOrderAmount: 1500 });
    expect((await publicCoupons()).find((c) => c.code === 'KAVERI-50')?.discountValue).toBe(75);
    const [update] = await auditEntries(t.db, 'demo', 'coupon.update');
    expect(update).toMatchObject({
      entityId: coupon.id,
      before: { discountValue: 50 },
      after: { discountValue: 75 },
    });

    // Made private: it leaves the public list but still works by code.
    await call({ method: 'PUT', url: `/coupons/${coupon.id}`, payload: { isPublic: false } }, staff.token);
    expect((await publicCoupons()).some((c) => c.code === 'KAVERI-50')).toBe(false);
    const check = await call({
      method: 'POST',
      url: '/coupons/validate/kaveri-50',
      payload: { orderTotal: 2000 },
    });
    expect(check.json().data).toMatchObject({ isValid: true, discountAmount: 75 });

    // Deleted = switched off, kept.
    await call({ method: 'PUT', url: `/coupons/${coupon.id}`, payload: { isPublic: true } }, staff.token);
    expect((await publicCoupons()).some((c) => c.code === 'KAVERI-50')).toBe(true);
    const del = await call({ method: 'DELETE', url: `/coupons/${coupon.id}` }, staff.token);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.isActive).toBe(false);
    expect((await publicCoupons()).some((c) => c.code === 'KAVERI-50')).toBe(false);
    expect(await auditEntries(t.db, 'demo', 'coupon.deactivate')).toHaveLength(1);
  });

  it('refuses a code the shop already has, whatever its case (409)', async () => {
    const res = await call(
      {
        method: 'POST',
        url: '/coupons',
        payload: { code: 'diwali10', discountType: 'percentage', discountValue: 5 },
      },
      staff.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A coupon with the code DIWALI10 already exists');
    // Renaming onto an existing code is refused too; another shop may use the same code.
    const created = await call(
      {
        method: 'POST',
        url: '/coupons',
        payload: { code: 'RENAME-ME', discountType: 'fixed', discountValue: 5 },
      },
      staff.token,
    );
    const rename = await call(
      { method: 'PUT', url: `/coupons/${created.json().data.id}`, payload: { code: 'Flat200' } },
      staff.token,
    );
    expect(rename.statusCode).toBe(409);
  });

  it('checks the merged coupon on edit: a percentage above 100 is refused, naming the field', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/coupons',
        payload: { code: 'FIXED-500', discountType: 'fixed', discountValue: 500 },
      },
      staff.token,
    );
    const res = await call(
      { method: 'PUT', url: `/coupons/${created.json().data.id}`, payload: { discountType: 'percentage' } },
      staff.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SHOP_ADMIN_MESSAGES.couponPercent);
    const dates = await call(
      {
        method: 'POST',
        url: '/coupons',
        payload: {
          code: 'BAD-DATES',
          discountType: 'fixed',
          discountValue: 5,
          validFrom: '2026-11-02',
          validTo: '2026-11-01',
        },
      },
      staff.token,
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.message).toBe(SHOP_ADMIN_MESSAGES.couponDates);
    expect(
      (await call({ method: 'PUT', url: `/coupons/${randomUUID()}`, payload: {} }, staff.token)).statusCode,
    ).toBe(404);
  });

  it('lists coupons paged, searched by code, with their use so far', async () => {
    await t.db
      .update(coupons)
      .set({ usageCount: 3 })
      .where(and(eq(coupons.tenantId, 'demo'), eq(coupons.code, 'DIWALI10')));
    const res = await call({ method: 'GET', url: '/admin/coupons?search=diwali&limit=5' }, staff.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 5, total: 1, totalPages: 1 });
    expect(body.data[0]).toMatchObject({ code: 'DIWALI10', usageCount: 3, redemptions: 0 });
    const all = (await call({ method: 'GET', url: '/admin/coupons?limit=2&page=2' }, staff.token)).json();
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThan(8);
    // Inactive ones are listed too.
    expect(
      (await call({ method: 'GET', url: '/admin/coupons?search=OLDSALE' }, staff.token)).json().data,
    ).toHaveLength(1);
  });
});

describe('flash news', () => {
  const showing = async () =>
    (
      (await call({ method: 'GET', url: '/flashnews/active' })).json().data as { id: string; title: string }[]
    ).map((n) => n.title);

  it('a new item shows at once in the bar; edits and deletes follow; the admin list has every state', async () => {
    expect(await showing()).not.toContain('Stock arriving Friday');
    const res = await call(
      {
        method: 'POST',
        url: '/flashnews',
        payload: {
          title: 'Stock arriving Friday',
          message: 'New gift boxes in stock from Friday',
          type: 'alert',
          link: { text: 'See gift boxes', url: '/category/gift-boxes' },
          priority: 1,
        },
      },
      staff.token,
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ type: 'alert', state: 'live', link: { url: '/category/gift-boxes' } });
    expect(await showing()).toContain('Stock arriving Friday');

    const scheduled = await call(
      {
        method: 'POST',
        url: '/flashnews',
        payload: { title: 'Pongal sale', message: 'From January', startDate: '2099-01-10' },
      },
      staff.token,
    );
    expect(scheduled.json().data.state).toBe('scheduled');
    expect(await showing()).not.toContain('Pongal sale');

    const put = await call(
      {
        method: 'PUT',
        url: `/flashnews/${item.id}`,
        payload: { title: 'Stock arriving Saturday', link: null },
      },
      staff.token,
    );
    expect(put.json().data).toMatchObject({ title: 'Stock arriving Saturday', link: null });
    expect(await showing()).toContain('Stock arriving Saturday');

    await call({ method: 'PUT', url: `/flashnews/${item.id}`, payload: { isActive: false } }, staff.token);
    expect(await showing()).not.toContain('Stock arriving Saturday');

    const list = (await call({ method: 'GET', url: '/admin/flashnews' }, staff.token)).json().data as {
      id: string;
      state: string;
    }[];
    expect(list.find((n) => n.id === item.id)?.state).toBe('inactive');
    expect(list.find((n) => n.id === scheduled.json().data.id)?.state).toBe('scheduled');

    const del = await call({ method: 'DELETE', url: `/flashnews/${item.id}` }, staff.token);
    expect(del.json().data).toEqual({ id: item.id, deleted: true });
    expect((await call({ method: 'DELETE', url: `/flashnews/${item.id}` }, staff.token)).statusCode).toBe(
      404,
    );

    for (const action of ['flashnews.create', 'flashnews.update', 'flashnews.delete']) {
      expect((await auditEntries(t.db, 'demo', action)).length, action).toBeGreaterThan(0);
    }
  });

  it('refuses an end before the start, even when only one of them is edited', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/flashnews',
        payload: { title: 'Window', message: 'M', startDate: '2099-02-10' },
      },
      staff.token,
    );
    const res = await call(
      { method: 'PUT', url: `/flashnews/${created.json().data.id}`, payload: { endDate: '2099-02-01' } },
      staff.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SHOP_ADMIN_MESSAGES.flashNewsDates);
  });
});
