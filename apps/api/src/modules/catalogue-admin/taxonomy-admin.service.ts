// Staff edits of categories and brands. Deleting one that products (of any status) still use is refused:
// staff hide it instead (isActive false), so archived products keep naming it.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  slugCandidate,
  slugify,
  type BrandInput,
  type BrandPatch,
  type CategoryInput,
  type CategoryPatch,
} from '@pataka/domain/catalogue-admin';
import { MESSAGES } from '@pataka/domain/messages';
import { brands, categories, products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { WriteContext } from './catalogue-write.ts';

type CategoryRecord = typeof categories.$inferSelect;
type BrandRecord = typeof brands.$inferSelect;

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
const auditView = <T extends { tenantId: string; createdAt: Date; updatedAt: Date }>(row: T) => {
  const { tenantId: _t, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
};

/** Products using each category or brand: all statuses, and active ones. */
async function usage(db: Db, tenantId: string, column: typeof products.categoryId | typeof products.brandId) {
  const rows = await db
    .select({
      id: column,
      all: count(),
      active: sql<number>`count(*) filter (where ${products.status} = 'active')`.mapWith(Number),
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sql`${column} is not null`))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id!, { all: r.all, active: r.active }]));
}

async function productsUsing(
  tx: Db,
  tenantId: string,
  column: typeof products.categoryId | typeof products.brandId,
  id: string,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(column, id)));
  return row?.n ?? 0;
}

// ---------- categories ----------

export async function listAdminCategories(db: Db, tenantId: string) {
  const [rows, used] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.tenantId, tenantId))
      .orderBy(asc(categories.displayOrder), asc(categories.name)),
    usage(db, tenantId, products.categoryId),
  ]);
  return rows.map((row) => categoryAdminDto(row, used.get(row.id)));
}

export function categoryAdminDto(row: CategoryRecord, used?: { all: number; active: number }) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.imageUrl,
    description: row.description,
    parentId: row.parentId,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    productCount: used?.all ?? 0,
    activeProductCount: used?.active ?? 0,
  };
}

async function findCategory(tx: Db, tenantId: string, id: string, lock = false) {
  const q = tx
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

async function categorySlug(
  tx: Db,
  tenantId: string,
  chosen: string | undefined,
  name: string,
  exceptId: string | null,
) {
  const owner = async (slug: string) =>
    (
      await tx
        .select({ name: categories.name })
        .from(categories)
        .where(
          and(
            eq(categories.tenantId, tenantId),
            eq(categories.slug, slug),
            exceptId ? ne(categories.id, exceptId) : undefined,
          ),
        )
        .limit(1)
    )[0];
  if (chosen) {
    const taken = await owner(chosen);
    if (taken) throw new AppError('conflict', M.categorySlugTaken(taken.name));
    return chosen;
  }
  const base = slugify(name) || 'category';
  for (let n = 1; ; n++) if (!(await owner(slugCandidate(base, n)))) return slugCandidate(base, n);
}

/** The parent must exist and must not be the category itself or one of its descendants. */
async function assertParent(tx: Db, tenantId: string, parentId: string | null, selfId: string | null) {
  if (!parentId) return;
  const all = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
  const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
  if (!parentOf.has(parentId)) throw invalid(M.unknownParent);
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at && !seen.has(at); at = parentOf.get(at)) {
    if (at === selfId) throw invalid(M.categoryParentLoop);
    seen.add(at);
  }
}

export async function createCategory({ tx, tenantId, staff }: WriteContext, input: CategoryInput) {
  await assertParent(tx, tenantId, input.parentId, null);
  const slug = await categorySlug(tx, tenantId, input.slug, input.name, null);
  const now = new Date();
  const [row] = await tx
    .insert(categories)
    .values({ ...input, slug, tenantId, id: randomUUID(), createdAt: now, updatedAt: now })
    .returning();
  await recordAudit(tx, tenantId, staff, {
    action: 'category.create',
    entityType: 'category',
    entityId: row!.id,
    summary: `Added category ${row!.name}`,
    after: auditView(row!),
  });
  return row!;
}

export async function updateCategory(
  { tx, tenantId, staff }: WriteContext,
  id: string,
  change: { replace: CategoryInput } | { patch: CategoryPatch },
) {
  const current = await findCategory(tx, tenantId, id, true);
  if (!current) throw notFound(MESSAGES.categoryNotFound);
  const fields = 'replace' in change ? change.replace : defined(change.patch);
  const next = { ...current, ...fields, slug: fields.slug ?? current.slug };
  if (next.parentId !== current.parentId) await assertParent(tx, tenantId, next.parentId, id);
  const slug =
    next.slug === current.slug ? current.slug : await categorySlug(tx, tenantId, next.slug, next.name, id);
  const [row] = await tx
    .update(categories)
    .set({
      name: next.name,
      slug,
      description: next.description,
      imageUrl: next.imageUrl,
      parentId: next.parentId,
      isActive: next.isActive,
      displayOrder: next.displayOrder,
      updatedAt: new Date(),
    })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  const hidden = current.isActive !== row!.isActive ? (row!.isActive ? ': shown' : ': hidden') : '';
  await recordAudit(tx, tenantId, staff, {
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    summary: `Edited category ${row!.name}${hidden}`,
    before: auditView(current),
    after: auditView(row!),
  });
  return row!;
}

export async function deleteCategory({ tx, tenantId, staff }: WriteContext, id: string) {
  const current = await findCategory(tx, tenantId, id, true);
  if (!current) throw notFound(MESSAGES.categoryNotFound);
  if ((await productsUsing(tx, tenantId, products.categoryId, id)) > 0)
    throw new AppError('conflict', M.categoryInUse);
  const [child] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.parentId, id)))
    .limit(1);
  if (child) throw new AppError('conflict', M.categoryHasChildren);
  await tx.delete(categories).where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  await recordAudit(tx, tenantId, staff, {
    action: 'category.delete',
    entityType: 'category',
    entityId: id,
    summary: `Deleted category ${current.name}`,
    before: auditView(current),
  });
}

/** Drag-and-drop: each listed category's displayOrder becomes its index. */
export async function orderCategories({ tx, tenantId, staff }: WriteContext, ids: string[]) {
  const before = await tx
    .select({ id: categories.id, name: categories.name, displayOrder: categories.displayOrder })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, ids)))
    .for('update');
  if (before.length !== ids.length) throw notFound(M.someCategoriesNotFound);
  const updatedAt = new Date();
  await tx
    .update(categories)
    .set({
      displayOrder: sql`case ${categories.id} ${sql.join(
        ids.map((id, i) => sql`when ${id} then ${i}::int`),
        sql` `,
      )} else ${categories.displayOrder} end`,
      updatedAt,
    })
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, ids)));
  const byId = new Map(before.map((c) => [c.id, c]));
  await recordAudit(tx, tenantId, staff, {
    action: 'category.order',
    entityType: 'category',
    summary: `Reordered ${ids.length} categories: ${ids.map((id) => byId.get(id)!.name).join(', ')}`.slice(
      0,
      500,
    ),
    before: before.map(({ id, displayOrder }) => ({ id, displayOrder })),
    after: ids.map((id, displayOrder) => ({ id, displayOrder })),
  });
}

// ---------- brands ----------

export function brandAdminDto(row: BrandRecord, used?: { all: number; active: number }) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logo,
    website: row.website,
    productsCount: used?.all ?? 0,
    activeProductsCount: used?.active ?? 0,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
  };
}

export async function listAdminBrands(db: Db, tenantId: string) {
  const [rows, used] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(eq(brands.tenantId, tenantId))
      .orderBy(asc(brands.displayOrder), asc(brands.name)),
    usage(db, tenantId, products.brandId),
  ]);
  return rows.map((row) => brandAdminDto(row, used.get(row.id)));
}

async function findBrand(tx: Db, tenantId: string, id: string, lock = false) {
  const q = tx
    .select()
    .from(brands)
    .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

async function brandSlug(
  tx: Db,
  tenantId: string,
  chosen: string | undefined,
  name: string,
  exceptId: string | null,
) {
  const owner = async (slug: string) =>
    (
      await tx
        .select({ name: brands.name })
        .from(brands)
        .where(
          and(
            eq(brands.tenantId, tenantId),
            eq(brands.slug, slug),
            exceptId ? ne(brands.id, exceptId) : undefined,
          ),
        )
        .limit(1)
    )[0];
  if (chosen) {
    const taken = await owner(chosen);
    if (taken) throw new AppError('conflict', M.brandSlugTaken(taken.name));
    return chosen;
  }
  const base = slugify(name) || 'brand';
  for (let n = 1; ; n++) if (!(await owner(slugCandidate(base, n)))) return slugCandidate(base, n);
}

export async function createBrand({ tx, tenantId, staff }: WriteContext, input: BrandInput) {
  const slug = await brandSlug(tx, tenantId, input.slug, input.name, null);
  const now = new Date();
  const [row] = await tx
    .insert(brands)
    .values({ ...input, slug, tenantId, id: randomUUID(), createdAt: now, updatedAt: now })
    .returning();
  await recordAudit(tx, tenantId, staff, {
    action: 'brand.create',
    entityType: 'brand',
    entityId: row!.id,
    summary: `Added brand ${row!.name}`,
    after: auditView(row!),
  });
  return row!;
}

export async function updateBrand(
  { tx, tenantId, staff }: WriteContext,
  id: string,
  change: { replace: BrandInput } | { patch: BrandPatch },
) {
  const current = await findBrand(tx, tenantId, id, true);
  if (!current) throw notFound(MESSAGES.brandNotFound);
  const fields = 'replace' in change ? change.replace : defined(change.patch);
  const next = { ...current, ...fields, slug: fields.slug ?? current.slug };
  const slug =
    next.slug === current.slug ? current.slug : await brandSlug(tx, tenantId, next.slug, next.name, id);
  const [row] = await tx
    .update(brands)
    .set({
      name: next.name,
      slug,
      description: next.description,
      logo: next.logo,
      website: next.website,
      isFeatured: next.isFeatured,
      isActive: next.isActive,
      displayOrder: next.displayOrder,
      updatedAt: new Date(),
    })
    .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)))
    .returning();
  await recordAudit(tx, tenantId, staff, {
    action: 'brand.update',
    entityType: 'brand',
    entityId: id,
    summary: `Edited brand ${row!.name}`,
    before: auditView(current),
    after: auditView(row!),
  });
  return row!;
}

export async function deleteBrand({ tx, tenantId, staff }: WriteContext, id: string) {
  const current = await findBrand(tx, tenantId, id, true);
  if (!current) throw notFound(MESSAGES.brandNotFound);
  if ((await productsUsing(tx, tenantId, products.brandId, id)) > 0)
    throw new AppError('conflict', M.brandInUse);
  await tx.delete(brands).where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)));
  await recordAudit(tx, tenantId, staff, {
    action: 'brand.delete',
    entityType: 'brand',
    entityId: id,
    summary: `Deleted brand ${current.name}`,
    before: auditView(current),
  });
}
