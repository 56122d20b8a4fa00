// Writes an import plan with a handful of statements, never one per row: one multi-row INSERT for the new
// categories, one INSERT … SELECT FROM jsonb_to_recordset per 500 new products, and one
// UPDATE … FROM (VALUES …) per 500 changed products. Run it inside a transaction.
import { sql, type SQL } from 'drizzle-orm';
import { STOCK_STAFF_MESSAGES } from '@pataka/domain/stock';
import { categories } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { setOnHand } from '../stock/stock-adjust.service.ts';
import type { StockActor } from '../stock/stock-ledger.ts';
import type { ImportPlan } from './price-list.plan.ts';

/** Rows per statement: 500 × 12 parameters stays far below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function applyImportPlan(
  tx: Db,
  tenantId: string,
  plan: ImportPlan,
  by: StockActor,
): Promise<void> {
  for (const chunk of chunks(plan.newCategories)) {
    await tx
      .insert(categories)
      .values(
        chunk.map((c) => ({ tenantId, id: c.id, name: c.name, slug: c.slug, displayOrder: c.displayOrder })),
      );
  }

  for (const chunk of chunks(plan.creates)) {
    // One JSON parameter per statement: PGlite binds thousands of separate parameters slowly.
    const rows = JSON.stringify(
      chunk.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        category_id: p.categoryId,
        package_type: p.packageType,
        pieces_per_box: p.piecesPerBox,
        price_paise: p.pricePaise,
        original_price_paise: p.originalPricePaise,
        product_code: p.productCode,
        sku: p.sku,
        in_stock: p.inStock,
        status: p.status,
      })),
    );
    await tx.execute(sql`
      insert into products (tenant_id, id, name, slug, category_id, package_type, pieces_per_box, price_paise,
        original_price_paise, product_code, sku, in_stock, status)
      select ${tenantId}, x.id, x.name, x.slug, x.category_id, x.package_type, x.pieces_per_box, x.price_paise,
        x.original_price_paise, x.product_code, x.sku, x.in_stock, x.status
      from jsonb_to_recordset(${rows}::jsonb) as x(id text, name text, slug text, category_id text,
        package_type text, pieces_per_box integer, price_paise integer, original_price_paise integer,
        product_code text, sku text, in_stock boolean, status text)`);
  }

  for (const chunk of chunks(plan.updates)) {
    // Every value is cast so PostgreSQL types the VALUES list (and NULLs in it) without guessing.
    const values: SQL[] = chunk.map(
      (p) =>
        sql`(${p.id}::text, ${p.name}::text, ${p.categoryId}::text, ${p.packageType}::text, ${p.piecesPerBox}::integer, ${p.pricePaise}::integer, ${p.originalPricePaise}::integer, ${p.productCode}::text, ${p.sku}::text, ${p.inStock}::boolean, ${p.status}::text)`,
    );
    await tx.execute(sql`
      update products as p set
        name = v.name,
        category_id = v.category_id,
        package_type = v.package_type,
        pieces_per_box = v.pieces_per_box,
        price_paise = v.price_paise,
        original_price_paise = v.original_price_paise,
        product_code = v.product_code,
        sku = v.sku,
        in_stock = v.in_stock,
        status = v.status,
        updated_at = now()
      from (values ${sql.join(values, sql`, `)})
        as v(id, name, category_id, package_type, pieces_per_box, price_paise, original_price_paise, product_code, sku, in_stock, status)
      where p.tenant_id = ${tenantId} and p.id = v.id`);
  }

  // Stock counts go through the ledger one product at a time (decision 143): each is a row lock, an
  // update and a ledger entry, and only rows that carry a count pay for it.
  for (const p of [...plan.creates, ...plan.updates]) {
    if (p.stock === null) continue;
    await setOnHand(tx, tenantId, p.id, p.stock, by, {
      kind: 'import',
      reason: STOCK_STAFF_MESSAGES.importReason(p.line),
    });
  }
}
