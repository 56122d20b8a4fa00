import { eq } from 'drizzle-orm';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';

/** Today's date (YYYY-MM-DD) on the shop's clock: "dispatched today" means the shop's day, not UTC's. */
export async function shopToday(db: Db, tenantId: string, now = new Date()): Promise<string> {
  const [row] = await db
    .select({ timezone: companySettings.timezone })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: row?.timezone ?? 'Asia/Kolkata' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  }
}
