// How long an enquiry has waited, and when the shop is reminded (issue "Shop desk"; DESIGN.md "Staff console").

/** A pending enquiry is overdue after 2 hours and urgent after 24 (the shop promised a call in 24 h). */
export const OVERDUE_AFTER_MS = 2 * 60 * 60 * 1000;
export const URGENT_AFTER_MS = 24 * 60 * 60 * 1000;
/** Reminders: first 2 h after arrival, then every 2 h until handled, never more often. */
export const REMINDER_INTERVAL_MS = 2 * 60 * 60 * 1000;
/** No reminders from 22:00 to 07:00 in the shop's time zone. */
export const QUIET_HOURS = { startHour: 22, endHour: 7 } as const;
export const DEFAULT_SHOP_TIMEZONE = 'Asia/Kolkata';

export type WaitLevel = 'fresh' | 'overdue' | 'urgent';

/** Only a pending enquiry waits on the shop; anything else is 'fresh' (handled). */
export function waitLevel(status: string, createdAt: Date | string, now: Date = new Date()): WaitLevel {
  if (status !== 'pending') return 'fresh';
  const waited = now.getTime() - new Date(createdAt).getTime();
  if (waited >= URGENT_AFTER_MS) return 'urgent';
  if (waited >= OVERDUE_AFTER_MS) return 'overdue';
  return 'fresh';
}

/** "5 min", "3 h 20 min", "2 d 4 h": how long it has waited, for a glance at the inbox. */
export function formatWaited(from: Date | string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The hour (0–23) on the shop's clock; an unknown zone falls back to India time. */
export function shopHour(now: Date, timeZone: string = DEFAULT_SHOP_TIMEZONE): number {
  const hourIn = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(now),
    );
  try {
    return hourIn(timeZone);
  } catch {
    return hourIn(DEFAULT_SHOP_TIMEZONE);
  }
}

/** True between 22:00 and 07:00 shop time: reminders wait for the morning. */
export function isQuietHours(now: Date, timeZone: string = DEFAULT_SHOP_TIMEZONE): boolean {
  const hour = shopHour(now, timeZone);
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

/**
 * Whether a reminder is due for something that arrived at `since` and was last reminded at `lastRemindedAt`:
 * 2 h after arrival, then 2 h after the last reminder, never in quiet hours.
 */
export function isReminderDue(
  since: Date,
  lastRemindedAt: Date | null,
  now: Date,
  timeZone: string = DEFAULT_SHOP_TIMEZONE,
): boolean {
  if (isQuietHours(now, timeZone)) return false;
  if (now.getTime() - since.getTime() < REMINDER_INTERVAL_MS) return false;
  return !lastRemindedAt || now.getTime() - lastRemindedAt.getTime() >= REMINDER_INTERVAL_MS;
}
