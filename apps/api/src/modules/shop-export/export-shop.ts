import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/tenants.ts';
import type { Database } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import {
  BACKUP_PREFIXES,
  BackupError,
  FILES_DIR,
  MANIFEST_NAME,
  type BackupFileEntry,
} from '../backup/backup-manifest.ts';
import { appliedMigrations } from '../backup/database-dump.ts';
import { copyStoredFile } from '../backup/create-backup.ts';
import {
  SHOP_EXPORT_FORMAT,
  SHOP_EXPORT_VERSION,
  TABLES_DIR,
  type ShopManifest,
} from './shop-export-manifest.ts';
import { shopRowsJson, shopTables } from './shop-tables.ts';

export type ShopExportSummary = { out: string; manifest: ShopManifest; archiveBytes: number };

/** Storage prefixes of one shop's files: every stored key is <kind>/<tenant>/… (lib/storage/file-storage.ts). */
export const shopFilePrefixes = (tenantId: string) => BACKUP_PREFIXES.map((p) => `${p}${tenantId}/`);

/**
 * Writes one shop's archive to `out`: manifest.json, tables/<table>.json with the shop's rows, and
 * files/<key> for every file under the shop's storage prefixes. The rows are read in one transaction (a
 * consistent picture of the shop), the files after it, as backup does: a file is stored before the row
 * naming it commits, so every file the rows refer to exists when the copy starts.
 */
export async function exportShop(opts: {
  database: Database;
  storage: FileStorage;
  tenantId: string;
  out: string;
}): Promise<ShopExportSummary> {
  const { db } = opts.database;
  const [shop] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, opts.tenantId));
  if (!shop) throw new BackupError(`There is no shop "${opts.tenantId}" in this database.`);
  const out = path.resolve(opts.out);
  await mkdir(path.dirname(out), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.partial-`));
  try {
    await mkdir(path.join(staging, TABLES_DIR));
    const tables: ShopManifest['database']['tables'] = [];
    await db.transaction(async (tx) => {
      for (const name of await shopTables(tx)) {
        const { json, rows } = await shopRowsJson(tx, name, shop.id);
        const file = `${TABLES_DIR}/${name}.json`;
        await writeFile(path.join(staging, file), json, { mode: 0o600 });
        const bytes = Buffer.byteLength(json);
        tables.push({ name, file, rows, bytes, sha256: createHash('sha256').update(json).digest('hex') });
      }
    });

    await mkdir(path.join(staging, FILES_DIR));
    const entries: BackupFileEntry[] = [];
    for (const prefix of shopFilePrefixes(shop.id)) {
      for await (const key of opts.storage.list(prefix)) {
        const entry = await copyStoredFile(opts.storage, key, staging);
        if (entry) entries.push(entry);
      }
    }
    const migrations = await appliedMigrations(opts.database);
    const manifest: ShopManifest = {
      format: SHOP_EXPORT_FORMAT,
      version: SHOP_EXPORT_VERSION,
      createdAt: new Date().toISOString(),
      shop,
      database: { latestMigrationAt: migrations.at(-1) ?? null, tables },
      files: { count: entries.length, bytes: entries.reduce((n, e) => n + e.bytes, 0), entries },
    };
    await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
    const archive = path.join(staging, `archive-${randomBytes(4).toString('hex')}.tar.gz`);
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, [
      MANIFEST_NAME,
      TABLES_DIR,
      FILES_DIR,
    ]);
    await chmod(archive, 0o600);
    await rename(archive, out);
    return { out, manifest, archiveBytes: (await stat(out)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
