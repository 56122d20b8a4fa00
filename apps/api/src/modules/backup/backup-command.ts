import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import type { Database } from '../../db/types.ts';
import { createFileStorage } from '../../lib/storage/create-file-storage.ts';
import { BackupError } from './backup-manifest.ts';
import { countShopRecords, formatBytes, formatCounts } from './backup-counts.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';
import { pgliteFolder, type RestoreTarget } from './restore-target.ts';

export type BackupCommand = { command: 'backup'; out: string } | { command: 'restore'; from: string };

const kindName = (kind: Database['kind']) => (kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL');

/** The database to back up, as it is: no migrations, no seed (a backup must not change what it copies). */
async function openSource(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, 2).catch((err: Error) => {
      throw new BackupError(`Cannot connect to DATABASE_URL: ${err.message}`);
    });
  }
  // Opening a missing folder would create an empty database and back that up without complaint.
  if (!existsSync(path.join(pgliteFolder(config.dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in DATA_DIR ${config.dataDir}.`);
  }
  try {
    return await openPglite(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new BackupError(err.message);
    throw err;
  }
}

async function backup(config: Config, out: string): Promise<string> {
  const storage = createFileStorage(config);
  const database = await openSource(config);
  try {
    const counts = await countShopRecords(database);
    const {
      manifest,
      archiveBytes,
      vanished,
      out: file,
    } = await createBackup({
      database,
      databaseUrl: config.databaseUrl,
      storage,
      out,
    });
    return [
      `Backed up the ${kindName(manifest.database.kind)} database (${manifest.database.migrations} migrations; ` +
        `${formatCounts(counts)})`,
      `and ${manifest.files.count} stored files (${formatBytes(manifest.files.bytes)}) to ${file} ` +
        `(${formatBytes(archiveBytes)}).`,
      ...(vanished ? [`${vanished} files were deleted while the backup ran and are not in it.`] : []),
    ].join('\n');
  } finally {
    await database.close();
    await storage.close();
  }
}

async function restore(config: Config, from: string): Promise<string> {
  const storage = createFileStorage(config);
  const target: RestoreTarget = config.databaseUrl
    ? { kind: 'postgres', databaseUrl: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  try {
    const { manifest, counts, migrations } = await restoreBackup({ from, target, storage });
    const upgraded =
      migrations > manifest.database.migrations
        ? `, upgraded from ${manifest.database.migrations} to ${migrations} migrations`
        : '';
    return [
      `Restored the ${kindName(manifest.database.kind)} database of ${manifest.createdAt}${upgraded}:`,
      `  ${formatCounts(counts)}`,
      `  ${manifest.files.count} stored files (${formatBytes(manifest.files.bytes)}), every checksum verified.`,
    ].join('\n');
  } finally {
    await storage.close();
  }
}

/** `npm run admin -- backup|restore`: opens what it needs itself (see ADMIN_CLI_USAGE). */
export function runBackupCommand(config: Config, cmd: BackupCommand): Promise<string> {
  return cmd.command === 'backup' ? backup(config, cmd.out) : restore(config, cmd.from);
}
