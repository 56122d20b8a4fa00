import { eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { NO_EXPECTED_PAYEE, type ExpectedPayee } from './payee-check.ts';

/**
 * The shop's own payee (company settings: UPI id and payee name), read when a screenshot is read so
 * the extraction can tell the shop's id misread by OCR from another payee (payee-check.ts).
 */
export async function loadExpectedPayee(db: Db, tenantId: string): Promise<ExpectedPayee> {
  const [row] = await db
    .select({ upiId: companySettings.upiId, payeeName: companySettings.upiPayeeName })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row ? { upiId: row.upiId, payeeName: row.payeeName } : NO_EXPECTED_PAYEE;
}
