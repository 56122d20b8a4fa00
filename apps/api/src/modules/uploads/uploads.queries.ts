import { and, eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

export const uploadColumns = {
  id: uploads.id,
  customerId: uploads.customerId,
  adminUserId: uploads.adminUserId,
  storageKey: uploads.storageKey,
  fileName: uploads.fileName,
  fileType: uploads.fileType,
  sizeBytes: uploads.sizeBytes,
  contentHash: uploads.contentHash,
  extractedData: uploads.extractedData,
  createdAt: uploads.createdAt,
};
export type UploadRow = Pick<typeof uploads.$inferSelect, keyof typeof uploadColumns>;

export async function insertUpload(
  db: Db,
  tenantId: string,
  row: Omit<UploadRow, 'createdAt'>,
): Promise<UploadRow> {
  const [inserted] = await db
    .insert(uploads)
    .values({ tenantId, ...row })
    .returning(uploadColumns);
  if (!inserted) throw new Error('upload insert returned nothing');
  return inserted;
}

export async function findUpload(db: Db, tenantId: string, id: string): Promise<UploadRow | null> {
  const [row] = await db
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)));
  return row ?? null;
}

export async function setUploadExtraction(
  db: Db,
  tenantId: string,
  id: string,
  extractedData: Record<string, unknown>,
): Promise<void> {
  await db
    .update(uploads)
    .set({ extractedData })
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)));
}
