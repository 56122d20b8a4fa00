// Dates as Indian statements write them, always day first (05/10/2026 is 5 October, never 10 May):
// DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY, DD/MM/YY, DD-MMM-YYYY, DD MMM YYYY, DD-MMM-YY, YYYY-MM-DD, with
// or without a time, and Excel date cells (the sheet reader turns them into YYYY-MM-DD).
// A bare number is never read as a date: under HDFC's statement summary the Date column holds the
// opening balance, and ₹45,000 read as Excel day 45000 would be a transaction in 2023.
import type { CellValue } from '@pataka/domain/price-list';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const IST_MINUTES = 330;

type Ymd = { year: number; month: number; day: number };
type DateForm = { pattern: RegExp; ymd: (m: RegExpExecArray) => Ymd | null };

/** "Oct", "Sept", "October" → 10; any other word → null ("Octopus" is no month). */
function monthOf(word: string): number | null {
  const lower = word.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return null;
  return lower.length === 3 || lower === 'sept' || MONTH_NAMES[index] === lower ? index + 1 : null;
}

const yearOf = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Each form reads the date at the start of the text; what follows (a time, a zone) is group `rest`. */
const FORMS: DateForm[] = [
  {
    pattern: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)(?<rest>.*)$/,
    ymd: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    pattern: /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)(?<rest>.*)$/,
    ymd: (m) => ({ year: yearOf(m[3]!), month: Number(m[2]), day: Number(m[1]) }),
  },
  {
    pattern: /^(\d{1,2})[-\s/.]?([a-z]{3,9})\.?[-\s/.,]*(\d{4}|\d{2})(?!\d)(?<rest>.*)$/i,
    ymd: (m) => {
      const month = monthOf(m[2]!);
      return month ? { year: yearOf(m[3]!), month, day: Number(m[1]) } : null;
    },
  },
  {
    pattern: /^([a-z]{3,9})\.?[-\s]+(\d{1,2})(?:st|nd|rd|th)?,?[-\s]+(\d{4})(?!\d)(?<rest>.*)$/i,
    ymd: (m) => {
      const month = monthOf(m[1]!);
      return month ? { year: Number(m[3]), month, day: Number(m[2]) } : null;
    },
  },
];

/** What may follow the date: a time (24 h or am/pm) and a zone; anything else means it is not a date. */
const REST =
  /^(?:[\sT,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*([ap])\.?m\.?)?)?\s*(z|utc|gmt|ist|[+-]\d{2}:?\d{2})?$/i;

function zoneMinutes(zone: string): number {
  const lower = zone.toLowerCase();
  if (lower === 'ist') return IST_MINUTES;
  if (lower === 'z' || lower === 'utc' || lower === 'gmt') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Indian calendar day, YYYY-MM-DD, or null when the date does not exist (31/02) or is implausible. */
function dayOf({ year, month, day }: Ymd, rest: RegExpExecArray): string | null {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const midnight = Date.UTC(year, month - 1, day);
  if (new Date(midnight).getUTCDate() !== day) return null;
  const [, hh, mm, ss, meridiem, zone] = rest;
  // A time stamped in another zone ("…T20:30:00Z") is the next day in India: bank days are Indian days.
  if (!zone || zoneMinutes(zone) === IST_MINUTES) return iso(midnight);
  let hours = Number(hh ?? 0) % (meridiem ? 12 : 24);
  if (meridiem?.toLowerCase() === 'p') hours += 12;
  const instant = midnight + ((hours * 60 + Number(mm ?? 0)) * 60 + Number(ss ?? 0)) * 1000;
  return iso(instant - zoneMinutes(zone) * 60_000 + IST_MINUTES * 60_000);
}

/** YYYY-MM-DD, or null when the cell holds no date this reader knows. */
export function parseStatementDate(value: CellValue): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  for (const form of FORMS) {
    const match = form.pattern.exec(text);
    if (!match) continue;
    const rest = REST.exec(match.groups?.rest ?? '');
    const ymd = form.ymd(match);
    return rest && ymd ? dayOf(ymd, rest) : null;
  }
  return null;
}
