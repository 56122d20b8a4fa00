import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../../db/migrate.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { shippedMigrations } from '../health/readiness-checks.ts';
import { BackupError, type BackupManifest } from './backup-manifest.ts';
import { countShopRecords, type ShopRecordCounts } from './backup-counts.ts';
import { appliedMigrations } from './database-dump.ts';
import { unpackBackup, unpackedFile } from './read-backup.ts';
import { assertEmptyTarget, describeKind, restoreDatabase, type RestoreTarget } from './restore-target.ts';

export type RestoreSummary = { manifest: BackupManifest; counts: ShopRecordCounts; migrations: number };

/** A database with migrations this build does not ship was made by a newer Pataka: its code must restore it. */
function assertNotNewer(manifest: BackupManifest) {
  const newestShipped = Math.max(0, ...shippedMigrations().map((m) => m.when));
  if ((manifest.database.latestMigrationAt ?? 0) > newestShipped) {
    throw new BackupError(
      'This backup was made by a newer version of Pataka (its database has migrations this version ' +
        'does not know). Restore it with that version or a newer one.',
    );
  }
}

/**
 * Restores a backup into an empty target: the database first, then every file (checksums verified before
 * anything is written, and again as each file is stored), then the migrations this build ships, so a
 * backup from an older version comes back upgraded.
 */
export async function restoreBackup(opts: {
  from: string;
  target: RestoreTarget;
  storage: FileStorage;
}): Promise<RestoreSummary> {
  // Private (mkdtemp makes it 0700): the unpacked proofs are customers' bank screenshots.
  const work = await mkdtemp(path.join(os.tmpdir(), 'pataka-restore-'));
  try {
    const manifest = await unpackBackup(path.resolve(opts.from), work);
    if (manifest.database.kind !== opts.target.kind) {
      throw new BackupError(
        `This backup holds ${describeKind(manifest.database.kind)}, but the target is ` +
          `${describeKind(opts.target.kind)}. A backup restores into the same kind of database: ` +
          (manifest.database.kind === 'postgres'
            ? 'set DATABASE_URL to an empty PostgreSQL database.'
            : 'unset DATABASE_URL and set DATA_DIR to an empty folder.'),
      );
    }
    assertNotNewer(manifest);
    await assertEmptyTarget(opts.target, opts.storage);

    const database = await restoreDatabase(opts.target, path.join(work, manifest.database.file));
    try {
      for (const entry of manifest.files.entries) {
        const bytes = await readFile(unpackedFile(work, entry.key));
        if (createHash('sha256').update(bytes).digest('hex') !== entry.sha256) {
          throw new BackupError(
            `${entry.key} changed on disk while it was being restored. The target now holds a partial ` +
              'restore: empty it before trying again.',
          );
        }
        await opts.storage.put(entry.key, bytes, { contentType: entry.contentType });
      }
      await runMigrations(database);
      return {
        manifest,
        counts: await countShopRecords(database),
        migrations: (await appliedMigrations(database)).length,
      };
    } finally {
      await database.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
