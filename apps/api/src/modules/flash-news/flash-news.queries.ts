import { and, asc, desc, eq, gte, isNull, lte, notExists, or, type SQL } from 'drizzle-orm';
import { flashNews, flashNewsDismissals } from '../../db/schema/content.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: flashNews.id,
  title: flashNews.title,
  message: flashNews.message,
  titleTa: flashNews.titleTa,
  messageTa: flashNews.messageTa,
  type: flashNews.type,
  linkText: flashNews.linkText,
  linkUrl: flashNews.linkUrl,
  isActive: flashNews.isActive,
  priority: flashNews.priority,
  startDate: flashNews.startDate,
  endDate: flashNews.endDate,
  createdAt: flashNews.createdAt,
};

function list(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(flashNews)
    .where(where)
    .orderBy(asc(flashNews.priority), desc(flashNews.createdAt), asc(flashNews.id));
}
export type FlashNewsRow = Awaited<ReturnType<typeof list>>[number];

/** Switched on and inside its window at `now` (§4: not before startDate, not past endDate). */
function showing(tenantId: string, now: Date) {
  return and(
    eq(flashNews.tenantId, tenantId),
    eq(flashNews.isActive, true),
    or(isNull(flashNews.startDate), lte(flashNews.startDate, now)),
    or(isNull(flashNews.endDate), gte(flashNews.endDate, now)),
  );
}

export function listShowingFlashNews(db: Db, tenantId: string, now: Date) {
  return list(db, showing(tenantId, now));
}

/** What one customer should see: showing now, minus what they dismissed. */
export function listShowingFlashNewsFor(db: Db, tenantId: string, customerId: string, now: Date) {
  const dismissed = db
    .select({ one: flashNewsDismissals.flashNewsId })
    .from(flashNewsDismissals)
    .where(
      and(
        eq(flashNewsDismissals.tenantId, tenantId),
        eq(flashNewsDismissals.customerId, customerId),
        eq(flashNewsDismissals.flashNewsId, flashNews.id),
      ),
    );
  return list(db, and(showing(tenantId, now), notExists(dismissed)));
}

/** Every switched-on item, scheduled and finished ones included (clients filter by window). */
export function listActiveFlashNews(db: Db, tenantId: string) {
  return list(db, and(eq(flashNews.tenantId, tenantId), eq(flashNews.isActive, true)));
}

export async function flashNewsExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: flashNews.id })
    .from(flashNews)
    .where(and(eq(flashNews.tenantId, tenantId), eq(flashNews.id, id)));
  return !!row;
}

/** Idempotent: a second dismissal keeps the first one's time. */
export async function recordDismissal(db: Db, tenantId: string, customerId: string, flashNewsId: string) {
  await db.insert(flashNewsDismissals).values({ tenantId, customerId, flashNewsId }).onConflictDoNothing();
  const [row] = await db
    .select({ dismissedAt: flashNewsDismissals.dismissedAt })
    .from(flashNewsDismissals)
    .where(
      and(
        eq(flashNewsDismissals.tenantId, tenantId),
        eq(flashNewsDismissals.customerId, customerId),
        eq(flashNewsDismissals.flashNewsId, flashNewsId),
      ),
    );
  return row!.dismissedAt;
}
