import { z } from 'zod';

/** Bumped when the archive layout changes; restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

/** Every stored file lives under one of these (lib/storage/file-storage.ts): proofs, pictures, originals. */
export const BACKUP_PREFIXES = ['uploads/', 'media/', 'product-sources/'] as const;

export const MANIFEST_NAME = 'manifest.json';
/** Stored files sit under files/<storage key> in the archive. */
export const FILES_DIR = 'files';
export const DATABASE_FILE = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const FileEntrySchema = z.object({
  key: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: Sha256,
  contentType: z.string().min(1),
});
export type BackupFileEntry = z.infer<typeof FileEntrySchema>;

export const ManifestSchema = z.object({
  format: z.literal('pataka-backup'),
  version: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    bytes: z.number().int().min(0),
    sha256: Sha256,
    /** drizzle migrations applied when the dump was taken: restore migrates from there. */
    migrations: z.number().int().min(0),
    /** The newest applied migration's journal timestamp: a backup newer than this build is refused. */
    latestMigrationAt: z.number().int().nullable(),
    /** PostgreSQL's server_version (for pg_restore version trouble), PGlite's for the embedded one. */
    serverVersion: z.string(),
  }),
  files: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    entries: z.array(FileEntrySchema),
  }),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** An operator's mistake or a damaged archive: the CLI prints the message alone, without a stack. */
export class BackupError extends Error {}
