import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/schema/content.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  name: newsletterSubscriptions.name,
  subscribedAt: newsletterSubscriptions.subscribedAt,
  createdAt: newsletterSubscriptions.createdAt,
  updatedAt: newsletterSubscriptions.updatedAt,
};

/** Inserts the subscription unless the e-mail is already subscribed; says which happened. */
export async function subscribe(db: Db, tenantId: string, email: string, name: string | null) {
  const [created] = await db
    .insert(newsletterSubscriptions)
    .values({ tenantId, id: randomUUID(), email, name })
    .onConflictDoNothing()
    .returning(columns);
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.email, email)));
  return { row: existing!, created: false };
}
