import { tenants, companySettings } from '../schema/tenants.ts';
import { brands, categories, pickupLocations, products, transportProviders } from '../schema/catalogue.ts';
import { flashNews } from '../schema/content.ts';
import { coupons } from '../schema/orders.ts';
import { adminUsers } from '../schema/customers.ts';
import type { Db } from '../types.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import type { ShopSeed } from './seed-types.ts';
import type { SeedOptions } from './seed-demo.ts';
import { stableId } from './stable-id.ts';

/** Inserts a shop; every insert skips rows that already exist, so it can run again safely. */
export async function seedTenant(db: Db, shop: ShopSeed, opts: SeedOptions): Promise<void> {
  const t = shop.tenant.id;
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values(shop.tenant).onConflictDoNothing();
    await tx
      .insert(companySettings)
      .values({ ...shop.company, tenantId: t })
      .onConflictDoNothing();

    // Parents first: a category's parent must exist before it.
    const ordered = [...shop.categories].sort((a, b) => Number(!!a.parentSlug) - Number(!!b.parentSlug));
    for (const c of ordered) {
      await tx
        .insert(categories)
        .values({
          tenantId: t,
          id: stableId(t, 'category', c.slug),
          name: c.name,
          slug: c.slug,
          description: c.description,
          imageUrl: c.imageUrl,
          parentId: c.parentSlug ? stableId(t, 'category', c.parentSlug) : null,
          displayOrder: c.displayOrder ?? 0,
          isActive: c.isActive ?? true,
        })
        .onConflictDoNothing();
    }
    if (shop.brands.length) {
      await tx
        .insert(brands)
        .values(
          shop.brands.map((b, i) => ({
            ...b,
            tenantId: t,
            id: stableId(t, 'brand', b.slug),
            displayOrder: i,
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.products.length) {
      const now = Date.now();
      await tx
        .insert(products)
        .values(
          shop.products.map(({ categorySlug, brandSlug, ...p }, i) => ({
            ...p,
            tenantId: t,
            id: stableId(t, 'product', p.slug),
            categoryId: stableId(t, 'category', categorySlug),
            brandId: brandSlug ? stableId(t, 'brand', brandSlug) : null,
            // Distinct creation times so "newest" has a stable order.
            createdAt: p.createdAt ?? new Date(now - i * 60_000),
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.coupons.length) {
      await tx
        .insert(coupons)
        .values(shop.coupons.map((c) => ({ ...c, tenantId: t, id: stableId(t, 'coupon', c.code) })))
        .onConflictDoNothing();
    }
    if (shop.flashNews.length) {
      await tx
        .insert(flashNews)
        .values(shop.flashNews.map((n) => ({ ...n, tenantId: t, id: stableId(t, 'flash', n.title) })))
        .onConflictDoNothing();
    }
    for (const provider of shop.transportProviders) {
      const providerId = stableId(t, 'transport', provider.name);
      await tx
        .insert(transportProviders)
        .values({ tenantId: t, id: providerId, name: provider.name })
        .onConflictDoNothing();
      if (provider.locations.length) {
        await tx
          .insert(pickupLocations)
          .values(
            provider.locations.map((l) => ({
              ...l,
              tenantId: t,
              id: stableId(t, 'pickup', provider.name, l.name),
              transportProviderId: providerId,
            })),
          )
          .onConflictDoNothing();
      }
    }
  });

  if (shop.admin) {
    const email = opts.adminEmail ?? shop.admin.email;
    const given = opts.adminPassword;
    const password = given ?? generatePassword();
    const inserted = await db
      .insert(adminUsers)
      .values({
        tenantId: t,
        id: stableId(t, 'admin', email),
        email,
        name: shop.admin.name,
        passwordHash: await hashPassword(password),
      })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    // Printed once, at the start that created it, when no password was configured.
    if (inserted.length && !given) opts.log?.(`Staff sign-in for shop "${t}": ${email} / ${password}`);
  }
}
