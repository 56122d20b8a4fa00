// A shop's limits on its record (SMS per day, products) and the purge of a closed shop 30 days after it
// closed (issue 29, decision 151), with an injected clock.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_LIFECYCLE_MESSAGES } from '@pataka/domain/shop-lifecycle';
import { products } from '../../src/db/schema/catalogue.ts';
import { shopDomains, tenants } from '../../src/db/schema/tenants.ts';
import { purgeClosedShop, shopsDueForPurge } from '../../src/modules/shops/shop-purge.ts';
import { setShopLimits, shopLimits, smsSentToday } from '../../src/modules/shops/shop-limits.ts';
import { changeShopStatusFor } from '../../src/modules/shops/shop-context.ts';
import { nextPhone } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { call, newProduct } from '../catalogue-admin/admin-request.ts';
import { seedOrderCatalogue } from '../orders/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    otp: {
      ...(await import('../../src/config.ts')).testConfig().otp,
      tenantPerMinute: 1000,
      ipPerMinute: 1000,
      ipBurst: 1000,
    },
  });
  await seedOrderCatalogue(t.db, 'demo2');
});
afterAll(() => t.app.close());

const otp = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customers/otp/generate',
    headers: as('demo2'),
    payload: { phone: nextPhone() },
  });

describe('limits', () => {
  it('platform defaults apply until the record sets its own', async () => {
    expect(await shopLimits(t.db, t.app.config, 'demo2')).toEqual(t.app.config.shopLimitDefaults);
    await setShopLimits(t.db, 'demo2', { smsPerDay: 2 });
    expect((await shopLimits(t.db, t.app.config, 'demo2')).smsPerDay).toBe(2);
  });

  it("SMS past the shop's daily limit are refused with the plain message; other shops are not affected", async () => {
    const before = await smsSentToday(t.db, 'demo2');
    expect(before).toBe(0);
    expect((await otp()).statusCode).toBe(200);
    expect((await otp()).statusCode).toBe(200);
    const third = await otp();
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(SHOP_LIFECYCLE_MESSAGES.smsDailyLimit);
    expect(await smsSentToday(t.db, 'demo2')).toBe(2);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/otp/generate',
      headers: as('demo'),
      payload: { phone: nextPhone() },
    });
    expect(other.statusCode).toBe(200);
    // Tomorrow (IST) the budget is whole again.
    expect(await smsSentToday(t.db, 'demo2', new Date(Date.now() + 86_400_000))).toBe(0);
  });

  it("a new product past the shop's product limit is refused", async () => {
    const { token } = await staffWithToken(t.db, 'demo2', { name: 'Catalogue Clerk' });
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.tenantId, 'demo2'))) as [{ n: number }];
    await setShopLimits(t.db, 'demo2', { maxProducts: n + 1 });
    expect((await call(t, token, 'POST', '/products', newProduct(), 'demo2')).status).toBe(201);
    const refused = await call(t, token, 'POST', '/products', newProduct(), 'demo2');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(SHOP_LIFECYCLE_MESSAGES.productLimit(n + 1));
    await setShopLimits(t.db, 'demo2', { maxProducts: null });
    expect((await call(t, token, 'POST', '/products', newProduct(), 'demo2')).status).toBe(201);
  });
});

describe('closing and the purge', () => {
  it('a closed shop is purged 30 days after closing, not before; the other shop keeps everything', async () => {
    await t.db
      .insert(shopDomains)
      .values({
        id: 'd-kaveri',
        tenantId: 'demo2',
        host: 'kaveri-purge.test',
        verificationToken: 'x',
        status: 'verified',
      });
    await t.app.storage.put('media/demo2/products/purge-me.webp', Buffer.from('picture'), {
      contentType: 'image/webp',
    });
    await t.app.storage.put('media/demo/products/keep-me.webp', Buffer.from('picture'), {
      contentType: 'image/webp',
    });
    const closedAt = new Date('2026-11-01T10:00:00Z');
    await changeShopStatusFor(t.app, {
      tenantId: 'demo2',
      status: 'closed',
      reason: 'Season over, owner took the export',
      actor: { kind: 'operator', id: 'op-1', name: 'Ravi' },
      now: closedAt,
    });
    // Closed: the storefront and the API refuse it at once.
    expect((await t.app.inject({ method: 'GET', url: '/?shop=demo2' })).statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/products', headers: as('demo2') })).statusCode,
    ).toBe(403);

    const day29 = new Date(closedAt.getTime() + 29 * 86_400_000);
    expect(await shopsDueForPurge(t.db, day29)).toEqual([]);
    expect(await purgeClosedShop(t.db, t.app.storage, 'demo2', day29)).toMatchObject({
      purged: false,
      reason: 'not due yet',
    });
    expect(await t.db.select().from(tenants).where(eq(tenants.id, 'demo2'))).toHaveLength(1);

    const day30 = new Date(closedAt.getTime() + 30 * 86_400_000);
    expect(await shopsDueForPurge(t.db, day30)).toEqual(['demo2']);
    const result = await purgeClosedShop(t.db, t.app.storage, 'demo2', day30);
    expect(result.purged).toBe(true);
    expect(result.rows).toBeGreaterThan(10);
    expect(result.files).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(tenants).where(eq(tenants.id, 'demo2'))).toHaveLength(0);
    expect(await t.db.select().from(products).where(eq(products.tenantId, 'demo2'))).toHaveLength(0);
    expect(await t.db.select().from(shopDomains).where(eq(shopDomains.tenantId, 'demo2'))).toHaveLength(0);
    expect(await t.app.storage.read('media/demo2/products/purge-me.webp')).toBeNull();
    expect(await t.app.storage.read('media/demo/products/keep-me.webp')).not.toBeNull();
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.tenantId, 'demo'))) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('a shop reopened before its day is not purged', async () => {
    // Closed yesterday by the real clock: the purge queued at closing (30 days out) must not be due.
    const closedAt = new Date(Date.now() - 86_400_000);
    const actor = { kind: 'operator' as const, id: 'op-1', name: 'Ravi' };
    await changeShopStatusFor(t.app, {
      tenantId: 'demo',
      status: 'closed',
      reason: 'closing',
      actor,
      now: closedAt,
    });
    await changeShopStatusFor(t.app, {
      tenantId: 'demo',
      status: 'active',
      reason: 'changed their mind',
      actor,
    });
    const later = new Date(closedAt.getTime() + 60 * 86_400_000);
    const r = await purgeClosedShop(t.db, t.app.storage, 'demo', later);
    expect(r).toMatchObject({
      purged: false,
      reason: 'not closed',
    });
  });
});
