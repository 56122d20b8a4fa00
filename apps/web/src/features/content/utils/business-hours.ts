// Business hours as a shopper reads them (§3 businessHours per weekday; §9 default '24 Hours').
import type { BusinessHours, Weekday } from '@pataka/domain/api-types';
import { contentText as t } from '../messages.ts';

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** 'monday' → 'Monday' (or the day's name in the page's language). */
const dayName = (day: Weekday) => t[day];

/** '09:30' → '9:30 AM'; anything unreadable is shown as given. */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/** One day's hours: 'Closed', '24 Hours' (open all day) or '9:00 AM – 9:00 PM'. */
export function dayHours(day: BusinessHours[Weekday] | undefined): string {
  if (!day) return t.allDay;
  if (day.isClosed) return t.closed;
  const allDay = /^0?0:00/.test(day.open) && /^(23:59|24:00)/.test(day.close);
  return allDay ? t.allDay : `${formatTime(day.open)} – ${formatTime(day.close)}`;
}

export type HoursRow = { label: string; hours: string };

/** Days with the same hours in a row are merged: 'Monday – Saturday: 9:00 AM – 9:00 PM'. */
export function businessHoursRows(hours: BusinessHours | null | undefined): HoursRow[] {
  const perDay = WEEKDAYS.map((day) => ({ day, hours: dayHours(hours?.[day]) }));
  if (perDay.every((d) => d.hours === perDay[0]!.hours))
    return [{ label: t.everyDay, hours: perDay[0]!.hours }];
  const rows: { from: Weekday; to: Weekday; hours: string }[] = [];
  for (const { day, hours: text } of perDay) {
    const last = rows[rows.length - 1];
    if (last && last.hours === text) last.to = day;
    else rows.push({ from: day, to: day, hours: text });
  }
  return rows.map((r) => ({
    label: r.from === r.to ? dayName(r.from) : `${dayName(r.from)} – ${dayName(r.to)}`,
    hours: r.hours,
  }));
}
