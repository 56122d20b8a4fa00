// Staff product edits: create, replace (PUT), change some fields (PATCH), archive, bulk actions, and
// the staff list. Every function taking a WriteContext runs inside catalogueWrite's transaction.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  mainMedia,
  slugCandidate,
  slugify,
  type AdminProductListQuery,
  type ProductBulk,
  type ProductInput,
  type ProductPatch,
} from '@pataka/domain/catalogue-admin';
import { MESSAGES } from '@pataka/domain/messages';
import { formatINR, toPaise, toRupees } from '@pataka/domain/money';
import { brands, categories, products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { productAuditView, type ProductRecord } from './admin-catalogue.dto.ts';
import type { WriteContext } from './catalogue-write.ts';

/** Every field a PUT sets; `slug` undefined = keep (update) or generate from the name (create). */
type ProductFields = Omit<ProductInput, 'slug'> & { slug?: string | undefined };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminProducts(db: Db, tenantId: string, q: AdminProductListQuery) {
  const where: SQL[] = [eq(products.tenantId, tenantId)];
  for (const word of (q.search ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    where.push(
      or(
        ilike(products.name, like),
        ilike(products.nameTa, like),
        ilike(products.sku, like),
        ilike(products.productCode, like),
      )!,
    );
  }
  if (q.categoryId) where.push(eq(products.categoryId, q.categoryId));
  if (q.brandId) where.push(eq(products.brandId, q.brandId));
  if (q.status) where.push(eq(products.status, q.status));
  if (q.inStock !== undefined) where.push(eq(products.inStock, q.inStock));
  if (q.lowStock) {
    // At or below the product's level, or sold out: what the dashboard's stock alert counts.
    where.push(
      sql`${products.stockQuantity} - ${products.stockReserved} <= coalesce(${products.lowStockLevel}, 0)`,
    );
  }
  if (q.tag) where.push(sql`${products.tags} @> array[${q.tag}]::text[]`);
  const order =
    q.sort === 'updated'
      ? [desc(products.updatedAt), asc(products.name)]
      : q.sort === 'price'
        ? [asc(products.pricePaise), asc(products.name)]
        : [asc(products.name), asc(products.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(...where))
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(products)
      .where(and(...where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(db: Db, tenantId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function assertCategory(tx: Db, tenantId: string, id: string | null) {
  if (!id) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  if (!row) throw invalid(M.unknownCategory);
}

async function assertBrand(tx: Db, tenantId: string, id: string | null) {
  if (!id) return;
  const [row] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)));
  if (!row) throw invalid(M.unknownBrand);
}

/** SKUs are unique per shop ignoring case: shoppers and the public SKU lookup do not tell case apart. */
async function assertSkuFree(tx: Db, tenantId: string, sku: string, exceptId: string | null) {
  const [clash] = await tx
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        sql`lower(${products.sku}) = ${sku.toLowerCase()}`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('conflict', M.skuTaken(clash.name));
}

async function slugOwner(tx: Db, tenantId: string, slug: string, exceptId: string | null) {
  const [row] = await tx
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.slug, slug),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** A slug staff chose must be free (409); one generated from the name gets -2, -3… until it is. */
async function resolveSlug(
  tx: Db,
  tenantId: string,
  chosen: string | undefined,
  name: string,
  exceptId: string | null,
) {
  if (chosen) {
    const owner = await slugOwner(tx, tenantId, chosen, exceptId);
    if (owner) throw new AppError('conflict', M.productSlugTaken(owner.name));
    return chosen;
  }
  const base = slugify(name) || 'product';
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!(await slugOwner(tx, tenantId, candidate, exceptId))) return candidate;
  }
}

/** Input (rupees, ordered medias with a main one) → columns (paise, image = the main picture). */
function columns(p: ProductFields) {
  const main = mainMedia(p.medias);
  return {
    name: p.name,
    nameTa: p.nameTa,
    description: p.description,
    pricePaise: toPaise(p.price),
    originalPricePaise: p.originalPrice == null ? null : toPaise(p.originalPrice),
    image: main?.url ?? null,
    medias: p.medias.map((m) => ({ url: m.url, type: m.type, ...(m.alt ? { alt: m.alt } : {}) })),
    categoryId: p.categoryId,
    brandId: p.brandId,
    productCode: p.productCode,
    sku: p.sku,
    packageType: p.packageType,
    piecesPerBox: p.piecesPerBox,
    hsn: p.hsn,
    gstRateBp: p.gstRate == null ? null : Math.round(p.gstRate * 100),
    tags: p.tags,
    status: p.status,
    inStock: p.inStock,
  };
}

/** A stored product as a full input, so a PATCH is a PUT of the current product with some fields changed. */
function asInput(row: ProductRecord): ProductFields {
  const medias = row.medias.length
    ? row.medias
    : row.image
      ? [{ url: row.image, type: 'image' as const }]
      : [];
  return {
    name: row.name,
    nameTa: row.nameTa,
    slug: row.slug,
    price: toRupees(row.pricePaise),
    originalPrice: row.originalPricePaise == null ? null : toRupees(row.originalPricePaise),
    categoryId: row.categoryId,
    brandId: row.brandId,
    description: row.description,
    inStock: row.inStock,
    tags: row.tags.filter((t): t is ProductInput['tags'][number] =>
      ['New', 'Featured', 'bestseller', 'sale'].includes(t),
    ),
    packageType: row.packageType,
    piecesPerBox: row.piecesPerBox,
    productCode: row.productCode,
    hsn: row.hsn,
    gstRate: row.gstRateBp == null ? null : row.gstRateBp / 100,
    sku: row.sku,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    medias: medias
      .filter((m) => m.type === 'image')
      .map((m) => ({
        url: m.url,
        type: 'image' as const,
        isMain: m.url === row.image,
        ...(m.alt ? { alt: m.alt } : {}),
      })),
  };
}

export async function createProduct({ tx, tenantId, staff }: WriteContext, input: ProductInput) {
  await assertCategory(tx, tenantId, input.categoryId);
  await assertBrand(tx, tenantId, input.brandId);
  await assertSkuFree(tx, tenantId, input.sku, null);
  const slug = await resolveSlug(tx, tenantId, input.slug, input.name, null);
  const now = new Date();
  const [row] = await tx
    .insert(products)
    .values({ tenantId, id: randomUUID(), slug, ...columns(input), createdAt: now, updatedAt: now })
    .returning();
  await recordAudit(tx, tenantId, staff, {
    action: 'product.create',
    entityType: 'product',
    entityId: row!.id,
    summary: `Added ${row!.name} (${row!.sku}) at ${formatINR(toRupees(row!.pricePaise))}`,
    after: productAuditView(row!),
  });
  return row!;
}

function describeChange(before: ProductRecord, after: ProductRecord): string {
  const parts: string[] = [];
  if (before.pricePaise !== after.pricePaise)
    parts.push(`price ${formatINR(toRupees(before.pricePaise))} → ${formatINR(toRupees(after.pricePaise))}`);
  if (before.inStock !== after.inStock) parts.push(after.inStock ? 'back in stock' : 'sold out');
  if (before.status !== after.status) parts.push(`${before.status} → ${after.status}`);
  if (before.name !== after.name) parts.push(`renamed from ${before.name}`);
  if (before.nameTa !== after.nameTa)
    parts.push(after.nameTa ? `Tamil name ${after.nameTa}` : 'Tamil name removed');
  return `${after.name} (${after.sku}): ${parts.length ? parts.join(', ') : 'details edited'}`;
}

/** PUT (every field; slug kept when omitted) or PATCH (only the fields sent). */
export async function updateProduct(
  { tx, tenantId, staff }: WriteContext,
  id: string,
  change: { replace: ProductInput } | { patch: ProductPatch },
) {
  const current = await findProduct(tx, tenantId, id, true);
  if (!current) throw notFound(MESSAGES.productNotFound);
  const next: ProductFields =
    'replace' in change
      ? { ...change.replace, slug: change.replace.slug ?? current.slug }
      : {
          ...asInput(current),
          ...(Object.fromEntries(
            Object.entries(change.patch).filter(([, v]) => v !== undefined),
          ) as Partial<ProductFields>),
        };
  if (next.originalPrice != null && next.originalPrice < next.price) throw invalid(M.originalPriceBelowPrice);
  if (next.categoryId !== current.categoryId) await assertCategory(tx, tenantId, next.categoryId);
  if (next.brandId !== current.brandId) await assertBrand(tx, tenantId, next.brandId);
  if (next.sku.toLowerCase() !== current.sku.toLowerCase()) await assertSkuFree(tx, tenantId, next.sku, id);
  const slug =
    next.slug === current.slug ? current.slug : await resolveSlug(tx, tenantId, next.slug, next.name, id);
  // A PATCH that leaves medias alone leaves the main picture alone too.
  const cols = columns(next);
  if ('patch' in change && change.patch.medias === undefined) cols.image = current.image;
  const [row] = await tx
    .update(products)
    .set({ ...cols, slug, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  await recordAudit(tx, tenantId, staff, {
    action: 'product.update',
    entityType: 'product',
    entityId: id,
    summary: describeChange(current, row!),
    before: productAuditView(current),
    after: productAuditView(row!),
  });
  return row!;
}

/** DELETE: the product leaves the storefront (status inactive); enquiries keep their line snapshots. */
export async function archiveProduct({ tx, tenantId, staff }: WriteContext, id: string) {
  const current = await findProduct(tx, tenantId, id, true);
  if (!current) throw notFound(MESSAGES.productNotFound);
  const [row] = await tx
    .update(products)
    .set({ status: 'inactive', updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  await recordAudit(tx, tenantId, staff, {
    action: 'product.archive',
    entityType: 'product',
    entityId: id,
    summary: `${current.name} (${current.sku}) archived: no longer on the storefront`,
    before: productAuditView(current),
    after: productAuditView(row!),
  });
  return row!;
}

const BULK_SUMMARY: Record<ProductBulk['action'], (n: number, b: ProductBulk) => string> = {
  in_stock: (n) => `Marked ${n} products in stock`,
  sold_out: (n) => `Marked ${n} products sold out`,
  add_tag: (n, b) => `Tagged ${n} products ${b.tag}`,
  remove_tag: (n, b) => `Removed tag ${b.tag} from ${n} products`,
  set_category: (n, b) =>
    b.categoryId
      ? `Moved ${n} products to category ${b.categoryId}`
      : `Removed the category of ${n} products`,
  archive: (n) => `Archived ${n} products`,
};

/** One action on many products, all or nothing; one audit entry lists every product's before and after. */
export async function bulkUpdateProducts({ tx, tenantId, staff }: WriteContext, bulk: ProductBulk) {
  const scope = and(eq(products.tenantId, tenantId), inArray(products.id, bulk.ids));
  const before = await tx.select().from(products).where(scope).for('update');
  if (before.length !== bulk.ids.length) throw notFound(M.someProductsNotFound);
  const updatedAt = new Date();
  let set: Partial<typeof products.$inferInsert> | Record<string, SQL | Date>;
  switch (bulk.action) {
    case 'in_stock':
    case 'sold_out':
      set = { inStock: bulk.action === 'in_stock', updatedAt };
      break;
    case 'archive':
      set = { status: 'inactive', updatedAt };
      break;
    case 'set_category':
      await assertCategory(tx, tenantId, bulk.categoryId ?? null);
      set = { categoryId: bulk.categoryId ?? null, updatedAt };
      break;
    case 'add_tag':
      set = {
        tags: sql`case when ${products.tags} @> array[${bulk.tag}]::text[] then ${products.tags} else array_append(${products.tags}, ${bulk.tag}::text) end`,
        updatedAt,
      };
      break;
    case 'remove_tag':
      set = { tags: sql`array_remove(${products.tags}, ${bulk.tag}::text)`, updatedAt };
      break;
  }
  const after = await tx.update(products).set(set).where(scope).returning();
  const brief = (r: ProductRecord) => ({
    id: r.id,
    name: r.name,
    inStock: r.inStock,
    status: r.status,
    tags: r.tags,
    categoryId: r.categoryId,
  });
  await recordAudit(tx, tenantId, staff, {
    action: `product.bulk.${bulk.action}`,
    entityType: 'product',
    entityId: null,
    summary: BULK_SUMMARY[bulk.action](after.length, bulk),
    before: before.map(brief),
    after: after.map(brief),
  });
  return after;
}
