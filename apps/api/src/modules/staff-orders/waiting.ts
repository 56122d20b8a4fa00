import { and, eq, lte, type SQL } from 'drizzle-orm';
import { OVERDUE_AFTER_MS, URGENT_AFTER_MS } from '@pataka/domain/enquiry-urgency';
import { orders } from '../../db/schema/orders.ts';

/** Inbox filter: pending enquiries waiting at least 2 h ('overdue', urgent ones included) or 24 h. */
export const WAITING_LEVELS = ['overdue', 'urgent'] as const;
export type WaitingLevel = (typeof WAITING_LEVELS)[number];

export const waitingCutoff = (level: WaitingLevel, now: Date) =>
  new Date(now.getTime() - (level === 'urgent' ? URGENT_AFTER_MS : OVERDUE_AFTER_MS));

/** Status pending and created at or before the level's cutoff. */
export const waitingCondition = (level: WaitingLevel, now: Date): SQL =>
  and(eq(orders.status, 'pending'), lte(orders.createdAt, waitingCutoff(level, now)))!;
