// What an import would do to a shop's catalogue, worked out in memory from one read of its products and
// categories: which rows create, update or leave a product, which categories are new, and what is wrong.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { toRupees } from '@pataka/domain/money';
import { STOCK_STAFF_MESSAGES } from '@pataka/domain/stock';
import {
  skuBase,
  slugify,
  uniqueValue,
  type ImportStatus,
  type InvalidRow,
  type ParsedPriceList,
  type PriceListRow,
} from '@pataka/domain/price-list';
import { categories, products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';

/** The product fields an import owns. Slugs are never changed by an import: a rename keeps the product's link. */
export type ImportedFields = {
  name: string;
  categoryId: string | null;
  packageType: string | null;
  piecesPerBox: number | null;
  pricePaise: number;
  originalPricePaise: number | null;
  productCode: string | null;
  sku: string;
  inStock: boolean;
  /** Units on hand; null = not counted. Written through the stock ledger, not the bulk statements. */
  stock: number | null;
  status: string;
};
type ExistingProduct = ImportedFields & { id: string; slug: string; reserved: number };
type CategoryRow = { id: string; name: string; slug: string; displayOrder: number };

export type Change = { from: unknown; to: unknown };
export type PlannedRow = {
  line: number;
  action: 'create' | 'update' | 'unchanged' | 'invalid';
  name: string;
  category: string | null;
  price: number | null;
  mrp: number | null;
  changes?: Record<string, Change>;
  reason?: string;
};

export type ImportPlan = {
  creates: (ImportedFields & { id: string; slug: string; line: number })[];
  updates: (ImportedFields & { id: string; line: number })[];
  unchanged: number;
  invalid: InvalidRow[];
  rows: PlannedRow[];
  newCategories: CategoryRow[];
};

const FIELD_LABELS: Record<keyof ImportedFields, string> = {
  name: 'name',
  categoryId: 'category',
  packageType: 'content',
  piecesPerBox: 'pieces',
  pricePaise: 'price',
  originalPricePaise: 'mrp',
  productCode: 'productCode',
  sku: 'sku',
  inStock: 'inStock',
  stock: 'stock',
  status: 'status',
};

const lower = (value: string) => value.toLowerCase();
const nameKey = (categoryId: string | null, name: string) => `${categoryId ?? ''}\u0000${lower(name)}`;

export async function loadCatalogueForImport(db: Db, tenantId: string) {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        categoryId: products.categoryId,
        packageType: products.packageType,
        piecesPerBox: products.piecesPerBox,
        pricePaise: products.pricePaise,
        originalPricePaise: products.originalPricePaise,
        productCode: products.productCode,
        sku: products.sku,
        inStock: products.inStock,
        stock: products.stockQuantity,
        reserved: products.stockReserved,
        status: products.status,
      })
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(asc(products.createdAt), asc(products.id)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        displayOrder: categories.displayOrder,
      })
      .from(categories)
      .where(eq(categories.tenantId, tenantId))
      .orderBy(asc(categories.displayOrder), asc(categories.name)),
  ]);
  return { products: productRows as ExistingProduct[], categories: categoryRows };
}

/** Matches every valid row to a product (SKU, else product code, else name in the same category). */
export function planImport(
  parsed: ParsedPriceList,
  catalogue: { products: ExistingProduct[]; categories: CategoryRow[] },
): ImportPlan {
  const invalid = [...parsed.invalid];
  const bySku = new Map<string, ExistingProduct>();
  const byCode = new Map<string, ExistingProduct>();
  const byName = new Map<string, ExistingProduct>();
  const nameCount = new Map<string, number>();
  const byAnyName = new Map<string, ExistingProduct>();
  for (const p of catalogue.products) {
    if (!bySku.has(lower(p.sku))) bySku.set(lower(p.sku), p);
    if (p.productCode && !byCode.has(lower(p.productCode))) byCode.set(lower(p.productCode), p);
    if (!byName.has(nameKey(p.categoryId, p.name))) byName.set(nameKey(p.categoryId, p.name), p);
    nameCount.set(lower(p.name), (nameCount.get(lower(p.name)) ?? 0) + 1);
    if (!byAnyName.has(lower(p.name))) byAnyName.set(lower(p.name), p);
  }

  // Categories: by name, ignoring case and spacing; the sheet's new ones get a unique slug each.
  const categoryByName = new Map<string, CategoryRow>();
  const categoryName = new Map<string, string>();
  for (const c of catalogue.categories) {
    const key = lower(c.name.replace(/\s+/g, ' ').trim());
    if (!categoryByName.has(key)) categoryByName.set(key, c);
    categoryName.set(c.id, c.name);
  }
  const categorySlugs = new Set(catalogue.categories.map((c) => c.slug));
  let nextOrder = Math.max(0, ...catalogue.categories.map((c) => c.displayOrder)) + 1;
  const newCategories: CategoryRow[] = [];
  const categoryFor = (name: string | undefined): string | null | undefined => {
    if (name === undefined) return undefined;
    const key = lower(name);
    let found = categoryByName.get(key);
    if (!found) {
      found = {
        id: randomUUID(),
        name,
        slug: uniqueValue(slugify(name) || 'category', categorySlugs),
        displayOrder: nextOrder++,
      };
      categoryByName.set(key, found);
      categoryName.set(found.id, name);
      newCategories.push(found);
    }
    return found.id;
  };

  type Matched = { row: PriceListRow; categoryId: string | null | undefined; existing?: ExistingProduct };
  const matched: Matched[] = [];
  const claimed = new Map<string, number>();
  const newNames = new Map<string, number>();
  for (const row of parsed.rows) {
    const categoryId = categoryFor(row.category);
    let existing = row.sku ? bySku.get(lower(row.sku)) : undefined;
    if (!existing && row.productCode) existing = byCode.get(lower(row.productCode));
    if (!existing) {
      existing =
        categoryId !== undefined
          ? byName.get(nameKey(categoryId, row.name))
          : nameCount.get(lower(row.name)) === 1
            ? byAnyName.get(lower(row.name))
            : undefined;
    }
    if (existing) {
      const first = claimed.get(existing.id);
      if (first !== undefined) {
        invalid.push({
          line: row.line,
          reason: `Line ${row.line}: '${row.name}' is the same product as line ${first} ('${existing.name}')`,
        });
        continue;
      }
      claimed.set(existing.id, row.line);
    } else if (!row.sku && !row.productCode) {
      const key = nameKey(categoryId ?? null, row.name);
      const first = newNames.get(key);
      if (first !== undefined) {
        invalid.push({
          line: row.line,
          reason: `Line ${row.line}: '${row.name}' is also on line ${first}; give each a SKU or product code`,
        });
        continue;
      }
      newNames.set(key, row.line);
    }
    matched.push({ row, categoryId, existing });
  }

  // SKUs: the sheet's own and every existing one are taken before any is generated.
  const takenSkus = new Set<string>(catalogue.products.map((p) => lower(p.sku)));
  for (const { row } of matched) if (row.sku) takenSkus.add(lower(row.sku));
  const takenSlugs = new Set(catalogue.products.map((p) => p.slug));

  const creates: ImportPlan['creates'] = [];
  const updates: ImportPlan['updates'] = [];
  let unchanged = 0;
  const rowsByLine = new Map<number, PlannedRow>();
  const rupees = (paise: number | null) => (paise === null ? null : toRupees(paise));
  for (const { row, categoryId, existing } of matched) {
    const summary = { line: row.line, name: row.name, price: rupees(row.pricePaise) };
    if (!existing) {
      const fields: ImportedFields = {
        name: row.name,
        categoryId: categoryId ?? null,
        packageType: row.content ?? null,
        piecesPerBox: row.pieces ?? null,
        pricePaise: row.pricePaise,
        originalPricePaise: row.mrpPaise ?? null,
        productCode: row.productCode ?? null,
        sku: row.sku ?? uniqueValue(skuBase(row.category, row.name), takenSkus, lower),
        inStock: row.inStock ?? true,
        stock: row.stock ?? null,
        status: row.status ?? 'active',
      };
      creates.push({
        ...fields,
        id: randomUUID(),
        slug: uniqueValue(slugify(row.name) || 'product', takenSlugs),
        line: row.line,
      });
      rowsByLine.set(row.line, {
        ...summary,
        action: 'create',
        category: fields.categoryId ? (categoryName.get(fields.categoryId) ?? null) : null,
        mrp: rupees(fields.originalPricePaise),
      });
      continue;
    }
    const next: ImportedFields = {
      name: row.name,
      categoryId: categoryId === undefined ? existing.categoryId : categoryId,
      packageType: row.content === undefined ? existing.packageType : row.content,
      piecesPerBox: row.pieces === undefined ? existing.piecesPerBox : row.pieces,
      pricePaise: row.pricePaise,
      originalPricePaise: row.mrpPaise === undefined ? existing.originalPricePaise : row.mrpPaise,
      productCode: row.productCode === undefined ? existing.productCode : row.productCode,
      sku: row.sku ?? existing.sku,
      inStock: row.inStock ?? existing.inStock,
      stock: row.stock ?? existing.stock,
      status: (row.status as ImportStatus | undefined) ?? existing.status,
    };
    if (next.stock !== null && next.stock < existing.reserved) {
      invalid.push({
        line: row.line,
        reason: STOCK_STAFF_MESSAGES.importBelowReserved(
          row.line,
          existing.name,
          next.stock,
          existing.reserved,
        ),
      });
      continue;
    }
    const changes: Record<string, Change> = {};
    for (const field of Object.keys(FIELD_LABELS) as (keyof ImportedFields)[]) {
      if (next[field] === existing[field]) continue;
      const show = (value: unknown) =>
        field === 'categoryId'
          ? value
            ? (categoryName.get(value as string) ?? null)
            : null
          : field === 'pricePaise' || field === 'originalPricePaise'
            ? rupees(value as number | null)
            : value;
      changes[FIELD_LABELS[field]] = { from: show(existing[field]), to: show(next[field]) };
    }
    const changed = Object.keys(changes).length > 0;
    if (changed) updates.push({ ...next, id: existing.id, line: row.line });
    else unchanged++;
    rowsByLine.set(row.line, {
      ...summary,
      action: changed ? 'update' : 'unchanged',
      category: next.categoryId ? (categoryName.get(next.categoryId) ?? null) : null,
      mrp: rupees(next.originalPricePaise),
      ...(changed ? { changes } : {}),
    });
  }

  for (const { line, reason } of invalid) {
    rowsByLine.set(line, {
      line,
      action: 'invalid',
      name: '',
      category: null,
      price: null,
      mrp: null,
      reason,
    });
  }
  // Only categories a valid row uses are created.
  const used = new Set([...creates, ...updates].map((p) => p.categoryId));
  const rows = [...rowsByLine.values()].sort((a, b) => a.line - b.line);
  invalid.sort((a, b) => a.line - b.line);
  return {
    creates,
    updates,
    unchanged,
    invalid,
    rows,
    newCategories: newCategories.filter((c) => used.has(c.id)),
  };
}
