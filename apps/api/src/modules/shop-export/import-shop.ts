import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/tenants.ts';
import type { Database } from '../../db/types.ts';
import { assertSafeKey, type FileStorage } from '../../lib/storage/file-storage.ts';
import { BackupError, MANIFEST_NAME } from '../backup/backup-manifest.ts';
import { hashFile } from '../backup/file-hash.ts';
import { unpackedFile } from '../backup/read-backup.ts';
import { shippedMigrations } from '../health/readiness-checks.ts';
import {
  SHOP_EXPORT_VERSION,
  ShopManifestSchema,
  TABLES_DIR,
  type ShopManifest,
} from './shop-export-manifest.ts';
import { shopFilePrefixes } from './export-shop.ts';
import { insertRowsJson, shopTables } from './shop-tables.ts';

export type ShopImportSummary = { manifest: ShopManifest; rows: number; files: number };

/** Unpacks and checks the whole archive (format, every table and file against its checksum) before any write. */
async function unpackShopExport(from: string, dir: string): Promise<ShopManifest> {
  try {
    await tar.extract({
      file: from,
      cwd: dir,
      strict: true,
      filter: (_p, entry) => !('type' in entry) || entry.type === 'File' || entry.type === 'Directory',
    });
  } catch (err) {
    throw new BackupError(
      (err as NodeJS.ErrnoException).code === 'ENOENT'
        ? `There is no shop export at ${from}.`
        : `${from} is not a readable shop export (${(err as Error).message}).`,
    );
  }
  let manifest: ShopManifest;
  try {
    manifest = ShopManifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new BackupError(`${from} has no valid ${MANIFEST_NAME}: it is not a Pataka shop export.`);
  }
  if (manifest.version > SHOP_EXPORT_VERSION)
    throw new BackupError(
      `${from} is in shop export format ${manifest.version}; this version reads up to ${SHOP_EXPORT_VERSION}.`,
    );
  const expect = async (file: string, want: { bytes: number; sha256: string }, what: string) => {
    const got = await hashFile(file).catch(() => null);
    if (!got) throw new BackupError(`The export is incomplete: ${what} is missing.`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new BackupError(`The export is damaged: ${what} does not match its checksum.`);
  };
  for (const t of manifest.database.tables) {
    if (t.file !== `${TABLES_DIR}/${t.name}.json` || !/^[a-z_][a-z0-9_]*$/.test(t.name))
      throw new BackupError(`The export names an invalid table file ${t.file}.`);
    await expect(path.join(dir, t.file), t, `table ${t.name}`);
  }
  const prefixes = shopFilePrefixes(manifest.shop.id);
  for (const entry of manifest.files.entries) {
    try {
      assertSafeKey(entry.key);
    } catch {
      throw new BackupError(`The export names an invalid storage key ${JSON.stringify(entry.key)}.`);
    }
    // A shop's archive carries that shop's files only: nothing lands under another shop's prefix.
    if (!prefixes.some((p) => entry.key.startsWith(p)))
      throw new BackupError(`The export holds ${entry.key}, outside the shop's own files.`);
    await expect(unpackedFile(dir, entry.key), entry, entry.key);
  }
  return manifest;
}

/**
 * `npm run admin -- import-shop <archive>`: loads one shop's export into this deployment's (migrated)
 * database, keeping every id, beside the shops already there. Refused when the shop id is taken or the
 * export was made by a newer schema; the rows go in one transaction (all or nothing), then the files,
 * each checked against its checksum again as it is stored.
 */
export async function importShop(opts: {
  database: Database;
  storage: FileStorage;
  from: string;
}): Promise<ShopImportSummary> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'pataka-import-'));
  try {
    const manifest = await unpackShopExport(path.resolve(opts.from), work);
    const newestShipped = Math.max(0, ...shippedMigrations().map((m) => m.when));
    if ((manifest.database.latestMigrationAt ?? 0) > newestShipped)
      throw new BackupError(
        'This export was made by a newer version of Pataka: import it with that version or a newer one.',
      );
    // json_populate_recordset matches columns by name; an export from an older schema may lack a column
    // added since, which then is null — fine for nullable columns, refused by NOT NULL ones (clear error).
    const { db } = opts.database;
    const id = manifest.shop.id;
    const [taken] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
    if (taken)
      throw new BackupError(
        `This deployment already has a shop "${id}": an import never merges into a shop.`,
      );
    for (const prefix of shopFilePrefixes(id)) {
      for await (const key of opts.storage.list(prefix)) {
        throw new BackupError(
          `The file storage already holds files of shop "${id}" (${key}); remove them first.`,
        );
      }
    }
    const known = new Set(await shopTables(db));
    const unknown = manifest.database.tables.filter((t) => !known.has(t.name)).map((t) => t.name);
    if (unknown.length)
      throw new BackupError(`The export has tables this version does not know: ${unknown.join(', ')}.`);
    let rows = 0;
    await db.transaction(async (tx) => {
      // The export lists tables parents first (shop-tables.ts); keep that order.
      for (const t of manifest.database.tables) {
        const inserted = await insertRowsJson(tx, t.name, await readFile(path.join(work, t.file), 'utf8'));
        if (inserted !== t.rows)
          throw new BackupError(`Table ${t.name}: ${inserted} rows loaded, ${t.rows} expected.`);
        rows += inserted;
      }
    });
    for (const entry of manifest.files.entries) {
      const bytes = await readFile(unpackedFile(work, entry.key));
      if (createHash('sha256').update(bytes).digest('hex') !== entry.sha256)
        throw new BackupError(`${entry.key} changed on disk while it was being imported.`);
      await opts.storage.put(entry.key, bytes, { contentType: entry.contentType });
    }
    return { manifest, rows, files: manifest.files.count };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
