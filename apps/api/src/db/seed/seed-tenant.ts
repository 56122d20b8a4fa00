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
  const seededAt = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values(shop.tenant).onConflictDoNothing();
    await tx
      .insert(companySettings)
      .values({ ...shop.company, tenantId: t })
      .onConflictDoNothing();

    // Parents before children (a child's parent must exist first), each level in one insert.
    for (const level of categoryLevels(shop.categories)) {
      await tx
        .insert(categories)
        .values(
          level.map((c) => ({
            tenantId: t,
            id: stableId(t, 'category', c.slug),
            name: c.name,
            nameTa: c.nameTa ?? null,
            slug: c.slug,
            description: c.description,
            imageUrl: c.imageUrl,
            parentId: c.parentSlug ? stableId(t, 'category', c.parentSlug) : null,
            displayOrder: c.displayOrder ?? 0,
            isActive: c.isActive ?? true,
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.brands.length) {
      await tx
        .insert(brands)
        .values(
          shop.brands.map((b, i) => ({
            ...b,
            isActive: b.isActive ?? true,
            tenantId: t,
            id: stableId(t, 'brand', b.slug),
            displayOrder: i,
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.products.length) {
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
            createdAt: p.createdAt ?? new Date(seededAt - i * 60_000),
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.coupons.length) {
      await tx
        .insert(coupons)
        .values(
          shop.coupons.map(({ startsInDays, endsInDays, ...c }) => ({
            ...c,
            tenantId: t,
            id: stableId(t, 'coupon', c.code),
            validFrom: daysFrom(seededAt, startsInDays),
            validTo: daysFrom(seededAt, endsInDays),
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.flashNews.length) {
      await tx
        .insert(flashNews)
        .values(
          shop.flashNews.map(({ startsInDays, endsInDays, ...n }, i) => ({
            ...n,
            tenantId: t,
            id: stableId(t, 'flash', n.title),
            startDate: daysFrom(seededAt, startsInDays),
            endDate: daysFrom(seededAt, endsInDays),
            createdAt: new Date(seededAt - i * 60_000),
          })),
        )
        .onConflictDoNothing();
    }
    if (shop.transportProviders.length) {
      const providerId = (name: string) => stableId(t, 'transport', name);
      await tx
        .insert(transportProviders)
        .values(shop.transportProviders.map((p) => ({ tenantId: t, id: providerId(p.name), name: p.name })))
        .onConflictDoNothing();
      const locations = shop.transportProviders.flatMap((p) =>
        p.locations.map((l) => ({
          ...l,
          tenantId: t,
          id: stableId(t, 'pickup', p.name, l.name),
          transportProviderId: providerId(p.name),
        })),
      );
      if (locations.length) await tx.insert(pickupLocations).values(locations).onConflictDoNothing();
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
        // The first account of a shop is its owner: the one who may add and manage staff.
        role: 'owner',
        passwordHash: await hashPassword(password),
      })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    // Printed once, at the start that created it, when no password was configured.
    if (inserted.length && !given) opts.log?.(`Staff sign-in for shop "${t}": ${email} / ${password}`);
  }
}

/** A date `days` from `from`; null for an open end. */
function daysFrom(from: number, days: number | null | undefined): Date | null {
  return days == null ? null : new Date(from + days * 86_400_000);
}

/** Categories grouped by depth: roots first, then their children, and so on. */
function categoryLevels<C extends { slug: string; parentSlug?: string }>(all: C[]): C[][] {
  const levels: C[][] = [];
  const placed = new Set<string>();
  let rest = all;
  while (rest.length) {
    const level = rest.filter((c) => !c.parentSlug || placed.has(c.parentSlug));
    // A parent that is not in the seed: insert the rest anyway and let the foreign key say so.
    if (!level.length) return [...levels, rest];
    levels.push(level);
    for (const c of level) placed.add(c.slug);
    rest = rest.filter((c) => !placed.has(c.slug));
  }
  return levels;
}
