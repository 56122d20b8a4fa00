import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { NOT_EXPORTED } from './shop-export-manifest.ts';

type Rows<T> = { rows: T[] };

/**
 * The tables holding a shop's rows: `tenants` itself, then every public table with a tenant_id column,
 * parents before children (by their foreign keys), so an import inserts them in this order. Read from the
 * catalogue, not a hand-kept list: a table added later is exported without anyone remembering to.
 */
export async function shopTables(db: Db): Promise<string[]> {
  const tables = (
    (await db.execute(sql`
      select table_name as name from information_schema.columns
       where table_schema = 'public' and column_name = 'tenant_id'
       order by table_name`)) as Rows<{ name: string }>
  ).rows
    .map((r) => r.name)
    .filter((t) => !NOT_EXPORTED.has(t));
  const edges = (
    (await db.execute(sql`
      select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
       where k.contype = 'f' and n.nspname = 'public'`)) as Rows<{ child: string; parent: string }>
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>(['tenants']);
  let left = tables;
  // Repeatedly place the tables whose parents are placed; a self-reference is no obstacle (one INSERT
  // statement checks its own rows' foreign keys at its end).
  while (left.length) {
    const ready = left.filter((t) =>
      edges.every((e) => e.child !== t || e.parent === t || placed.has(e.parent) || !left.includes(e.parent)),
    );
    if (!ready.length) throw new Error(`foreign keys form a cycle among ${left.join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
    left = left.filter((t) => !placed.has(t));
  }
  return ['tenants', ...ordered];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The shop's rows of one table as a JSON array, exactly as PostgreSQL renders them (round-trips on import). */
export async function shopRowsJson(
  db: Db,
  table: string,
  tenantId: string,
): Promise<{ json: string; rows: number }> {
  const key = table === 'tenants' ? 'id' : 'tenant_id';
  const result = (await db.execute(
    sql`select coalesce(json_agg(t), '[]'::json)::text as json, count(*)::int as rows
          from ${sql.raw(quoteIdent(table))} t where ${sql.raw(key)} = ${tenantId}`,
  )) as Rows<{ json: string; rows: number }>;
  return result.rows[0]!;
}

/** Loads one table's rows from the export's JSON, column by name (same schema version: see import-shop.ts). */
export async function insertRowsJson(db: Db, table: string, json: string): Promise<number> {
  const t = quoteIdent(table);
  const result = (await db.execute(
    sql`insert into ${sql.raw(t)} select * from json_populate_recordset(null::${sql.raw(t)}, ${json}::json)`,
  )) as { affectedRows?: number; rowCount?: number };
  return result.affectedRows ?? result.rowCount ?? 0;
}

/** Rows of the shop in a table, for comparing an import with its export. */
export async function countShopRows(db: Db, table: string, tenantId: string): Promise<number> {
  return (await shopRowsJson(db, table, tenantId)).rows;
}
