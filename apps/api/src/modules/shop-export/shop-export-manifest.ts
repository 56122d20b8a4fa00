import { z } from 'zod';
import { ManifestSchema } from '../backup/backup-manifest.ts';

/**
 * One shop's archive (issue 29, decision 152): the backup's layout (manifest.json first, checksums of
 * everything, stored files under files/<key>) with the database replaced by one JSON file per table,
 * holding that shop's rows only, so it loads into another deployment beside the shops already there.
 */
export const SHOP_EXPORT_FORMAT = 'pataka-shop-export';
export const SHOP_EXPORT_VERSION = 1;
export const TABLES_DIR = 'tables';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ShopManifestSchema = z.object({
  format: z.literal(SHOP_EXPORT_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  shop: z.object({ id: z.string(), name: z.string() }),
  database: z.object({
    /** The newest migration of the exporting build: an import into an older build is refused. */
    latestMigrationAt: z.number().int().nullable(),
    tables: z.array(
      z.object({
        name: z.string(),
        file: z.string(),
        rows: z.number().int().min(0),
        bytes: z.number().int(),
        sha256: Sha256,
      }),
    ),
  }),
  files: ManifestSchema.shape.files,
});
export type ShopManifest = z.infer<typeof ShopManifestSchema>;

/**
 * Rows that are not the shop's data but credentials or transient state of this deployment: sign-in
 * tokens and codes (its staff sign in again on the new deployment), operators' support sessions.
 */
export const NOT_EXPORTED = new Set([
  'sessions',
  'otp_codes',
  'staff_sign_in_challenges',
  'support_sessions',
]);
