import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { createFileStorage } from '../../lib/storage/create-file-storage.ts';
import { formatBytes } from '../backup/backup-counts.ts';
import { exportShop } from './export-shop.ts';
import { importShop } from './import-shop.ts';

export type ShopExportCommand =
  { command: 'export-shop'; tenant: string; out: string } | { command: 'import-shop'; from: string };

/** `npm run admin -- export-shop|import-shop`, on the (migrated) database the server would use. */
export async function runShopExportCommand(config: Config, database: Database, cmd: ShopExportCommand) {
  const storage = createFileStorage(config);
  try {
    if (cmd.command === 'export-shop') {
      const { manifest, out, archiveBytes } = await exportShop({
        database,
        storage,
        tenantId: cmd.tenant,
        out: cmd.out,
      });
      const rows = manifest.database.tables.reduce((n, t) => n + t.rows, 0);
      return (
        `Exported shop "${manifest.shop.id}" (${manifest.shop.name}): ${rows} rows in ${manifest.database.tables.length} tables ` +
        `and ${manifest.files.count} files (${formatBytes(manifest.files.bytes)}) to ${out} (${formatBytes(archiveBytes)}).`
      );
    }
    const { manifest, rows, files } = await importShop({ database, storage, from: cmd.from });
    return (
      `Imported shop "${manifest.shop.id}" (${manifest.shop.name}) exported ${manifest.createdAt}: ` +
      `${rows} rows in ${manifest.database.tables.length} tables and ${files} files, every checksum verified. ` +
      'Its staff sign in again (sessions are not exported); a running server sees the shop within 10 s.'
    );
  } finally {
    await storage.close();
  }
}
