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

// ---------- shared by categories and brands ----------

type TaxonomyTable = typeof categories | typeof brands;
type TaxonomyKind = 'category' | 'brand';

const byId = (table: TaxonomyTable, tenantId: string, id: string) =>
  and(eq(table.tenantId, tenantId), eq(table.id, id));

/** The row, locked for update; a 404 with `missing` when the tenant has none with this id. */
async function lockedRow<T extends TaxonomyTable>(
  tx: Db,
  table: T,
  tenantId: string,
  id: string,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as TaxonomyTable)
    .where(byId(table, tenantId, id))
    .for('update');
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}

/** The chosen slug if free (else a conflict naming its owner), or the first free one made from the name. */
async function uniqueSlug(
  tx: Db,
  table: TaxonomyTable,
  tenantId: string,
  { chosen, name, exceptId }: { chosen: string | undefined; name: string; exceptId: string | null },
  { fallback, taken }: { fallback: string; taken: (owner: string) => string },
) {
  const owner = async (slug: string) =>
    (
      await tx
        .select({ name: table.name })
        .from(table as TaxonomyTable)
        .where(
          and(
            eq(table.tenantId, tenantId),
            eq(table.slug, slug),
            exceptId ? ne(table.id, exceptId) : undefined,
          ),
        )
        .limit(1)
    )[0];
  if (chosen) {
    const found = await owner(chosen);
    if (found) throw new AppError('conflict', taken(found.name));
    return chosen;
  }
  const base = slugify(name) || fallback;
  for (let n = 1; ; n++) if (!(await owner(slugCandidate(base, n)))) return slugCandidate(base, n);
}

/** Refuses (409 `inUse`) while any product of any status still uses the category or brand. */
async function assertUnused(
  tx: Db,
  tenantId: string,
  column: typeof products.categoryId | typeof products.brandId,
  id: string,
  inUse: string,
) {
  if ((await productsUsing(tx, tenantId, column, id)) > 0) throw new AppError('conflict', inUse);
}

function auditTaxonomy(
  { tx, tenantId, staff }: WriteContext,
  kind: TaxonomyKind,
  verb: 'create' | 'update' | 'delete',
  entry: { entityId: string; summary: string; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, tenantId, staff, { action: `${kind}.${verb}`, entityType: kind, ...entry });
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
    nameTa: row.nameTa,
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

const categorySlugRules = { fallback: 'category', taken: M.categorySlugTaken };
const brandSlugRules = { fallback: 'brand', taken: M.brandSlugTaken };

export async function createCategory(ctx: WriteContext, input: CategoryInput) {
  const { tx, tenantId } = ctx;
  await assertParent(tx, tenantId, input.parentId, null);
  const slug = await uniqueSlug(
    tx,
    categories,
    tenantId,
    { chosen: input.slug, name: input.name, exceptId: null },
    categorySlugRules,
  );
  const now = new Date();
  const [row] = await tx
    .insert(categories)
    .values({ ...input, slug, tenantId, id: randomUUID(), createdAt: now, updatedAt: now })
    .returning();
  await auditTaxonomy(ctx, 'category', 'create', {
    entityId: row!.id,
    summary: `Added category ${row!.name}`,
    after: auditView(row!),
  });
  return row!;
}

export async function updateCategory(
  ctx: WriteContext,
  id: string,
  change: { replace: CategoryInput } | { patch: CategoryPatch },
) {
  const { tx, tenantId } = ctx;
  const current = await lockedRow(tx, categories, tenantId, id, MESSAGES.categoryNotFound);
  const fields = 'replace' in change ? change.replace : defined(change.patch);
  const next = { ...current, ...fields, slug: fields.slug ?? current.slug };
  if (next.parentId !== current.parentId) await assertParent(tx, tenantId, next.parentId, id);
  const slug =
    next.slug === current.slug
      ? current.slug
      : await uniqueSlug(
          tx,
          categories,
          tenantId,
          { chosen: next.slug, name: next.name, exceptId: id },
          categorySlugRules,
        );
  const [row] = await tx
    .update(categories)
    .set({
      name: next.name,
      nameTa: next.nameTa,
      slug,
      description: next.description,
      imageUrl: next.imageUrl,
      parentId: next.parentId,
      isActive: next.isActive,
      displayOrder: next.displayOrder,
      updatedAt: new Date(),
    })
    .where(byId(categories, tenantId, id))
    .returning();
  const hidden = current.isActive !== row!.isActive ? (row!.isActive ? ': shown' : ': hidden') : '';
  await auditTaxonomy(ctx, 'category', 'update', {
    entityId: id,
    summary: `Edited category ${row!.name}${hidden}`,
    before: auditView(current),
    after: auditView(row!),
  });
  return row!;
}

export async function deleteCategory(ctx: WriteContext, id: string) {
  const { tx, tenantId } = ctx;
  const current = await lockedRow(tx, categories, tenantId, id, MESSAGES.categoryNotFound);
  await assertUnused(tx, tenantId, products.categoryId, id, M.categoryInUse);
  const [child] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.parentId, id)))
    .limit(1);
  if (child) throw new AppError('conflict', M.categoryHasChildren);
  await tx.delete(categories).where(byId(categories, tenantId, id));
  await auditTaxonomy(ctx, 'category', 'delete', {
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

export async function createBrand(ctx: WriteContext, input: BrandInput) {
  const { tx, tenantId } = ctx;
  const slug = await uniqueSlug(
    tx,
    brands,
    tenantId,
    { chosen: input.slug, name: input.name, exceptId: null },
    brandSlugRules,
  );
  const now = new Date();
  const [row] = await tx
    .insert(brands)
    .values({ ...input, slug, tenantId, id: randomUUID(), createdAt: now, updatedAt: now })
    .returning();
  await auditTaxonomy(ctx, 'brand', 'create', {
    entityId: row!.id,
    summary: `Added brand ${row!.name}`,
    after: auditView(row!),
  });
  return row!;
}

export async function updateBrand(
  ctx: WriteContext,
  id: string,
  change: { replace: BrandInput } | { patch: BrandPatch },
) {
  const { tx, tenantId } = ctx;
  const current = await lockedRow(tx, brands, tenantId, id, MESSAGES.brandNotFound);
  const fields = 'replace' in change ? change.replace : defined(change.patch);
  const next = { ...current, ...fields, slug: fields.slug ?? current.slug };
  const slug =
    next.slug === current.slug
      ? current.slug
      : await uniqueSlug(
          tx,
          brands,
          tenantId,
          { chosen: next.slug, name: next.name, exceptId: id },
          brandSlugRules,
        );
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
    .where(byId(brands, tenantId, id))
    .returning();
  await auditTaxonomy(ctx, 'brand', 'update', {
    entityId: id,
    summary: `Edited brand ${row!.name}`,
    before: auditView(current),
    after: auditView(row!),
  });
  return row!;
}

export async function deleteBrand(ctx: WriteContext, id: string) {
  const { tx, tenantId } = ctx;
  const current = await lockedRow(tx, brands, tenantId, id, MESSAGES.brandNotFound);
  await assertUnused(tx, tenantId, products.brandId, id, M.brandInUse);
  await tx.delete(brands).where(byId(brands, tenantId, id));
  await auditTaxonomy(ctx, 'brand', 'delete', {
    entityId: id,
    summary: `Deleted brand ${current.name}`,
    before: auditView(current),
  });
}
