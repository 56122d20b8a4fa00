// Text for the exports: rupees from paise by integer arithmetic (no float ever touches an amount),
// rates from basis points, dates on the India Standard Time calendar.

const IST_OFFSET_MS = 330 * 60_000; // UTC+05:30, no daylight saving

/** 123456 → '1234.56', -5 → '-0.05'. Exact for every safe integer. */
export function paiseText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const rest = abs - rupees * 100;
  return `${paise < 0 ? '-' : ''}${rupees}.${rest < 10 ? '0' : ''}${rest}`;
}

/** 1800 → '18', 250 → '2.5', 25 → '0.25'. */
export function rateText(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0)
    throw new RangeError(`Not a GST rate: ${basisPoints}`);
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The calendar day in India of an instant: year, month 1–12, day. */
export function istParts(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'DD-MM-YYYY' in IST, as Indian registers and the GST offline tool's CSVs write dates. */
export function istDayText(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${two(day)}-${two(month)}-${year}`;
}

/** 'YYYYMMDD' in IST, Tally's DATE. */
export function istTallyDate(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${year}${two(month)}${two(day)}`;
}

/** 'YYYY-MM-DD' in IST. */
export function istIsoDay(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The instant an IST calendar day ('2026-04-01') starts. */
export function istDayStart(isoDay: string): Date {
  return new Date(Date.parse(`${isoDay}T00:00:00.000Z`) - IST_OFFSET_MS);
}
