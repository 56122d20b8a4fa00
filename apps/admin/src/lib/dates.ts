// Date inputs speak 'YYYY-MM-DD'; the API speaks ISO instants. The shop's days are India days.
const IST_OFFSET = '+05:30';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India calendar day of an instant, for <input type="date">; '' for none. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dayFormat.format(d);
}

/** The start (or last second) of that India day as an ISO instant; null for an empty input. */
export function fromDateInput(day: string, end = false): string | null {
  if (!day) return null;
  return new Date(`${day}T${end ? '23:59:59' : '00:00:00'}${IST_OFFSET}`).toISOString();
}

/** Same, for <input type="datetime-local"> (flash news starts at a time of day). */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const ist = new Date(d.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16);
}

export function fromDateTimeInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(`${value}:00${IST_OFFSET}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '5 Nov 2026' */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00${IST_OFFSET}` : iso);
  return Number.isNaN(d.getTime()) ? iso : shortDay.format(d);
}
