import { fixDigitLookalikes, toLines } from './receipt-lines.ts';

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type Found = { iso: string; start: number; end: number };

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 2016 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
}

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => string | null }[] = [
  // 11 Sep 2023 · 11 September, 2023 · 11th Sep 2023
  {
    re: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?[\s-]+${MONTH},?[\s-]+(\d{4})\b`, 'i'),
    read: (m) => isoDate(+m[3]!, MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, +m[1]!),
  },
  // Sep 11, 2023
  {
    re: new RegExp(String.raw`\b${MONTH}\s+(\d{1,2}),?\s+(\d{4})\b`, 'i'),
    read: (m) => isoDate(+m[3]!, MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, +m[2]!),
  },
  // 2023-09-11
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/, read: (m) => isoDate(+m[1]!, +m[2]!, +m[3]!) },
  // 11/09/2023 · 11-09-23: Indian apps put the day first.
  { re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/, read: (m) => isoDate(+m[3]!, +m[2]!, +m[1]!) },
];

const TIME =
  /\b(\d{1,2})\s?[:.]\s?(\d{2})(?::\d{2})?\s*([AaPp])\.?\s?[Mm]\b\.?|\b(\d{1,2}):(\d{2})(?::\d{2})?(?![\d:])/g;

function findDate(line: string): Found | null {
  for (const { re, read } of DATE_PATTERNS) {
    const m = re.exec(line);
    const iso = m ? read(m) : null;
    if (m && iso) return { iso, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** First time on the line outside the date's own characters; 12-hour times need their am/pm. */
function findTime(line: string, skip?: Found): string | null {
  for (const m of line.matchAll(TIME)) {
    if (skip && m.index < skip.end && m.index + m[0].length > skip.start) continue;
    if (m[3]) {
      const h = +m[1]!;
      const min = +m[2]!;
      if (h < 1 || h > 12 || min > 59) continue;
      const pm = m[3].toLowerCase() === 'p';
      return `${pad((h % 12) + (pm ? 12 : 0))}:${pad(min)}`;
    }
    const h = +m[4]!;
    const min = +m[5]!;
    if (h <= 23 && min <= 59) return `${pad(h)}:${pad(min)}`;
  }
  return null;
}

/**
 * The payment's date and time: a date, and a time on the same line or on a neighbouring line that
 * holds little else. A time standing alone elsewhere (the phone's status-bar clock) is not taken.
 */
export function parseDateTime(text: string): { date: string | null; time: string | null } {
  const lines = toLines(text).map(fixDigitLookalikes);
  for (let i = 0; i < lines.length; i += 1) {
    const date = findDate(lines[i]!);
    if (!date) continue;
    let time = findTime(lines[i]!, date);
    for (const j of [i - 1, i + 1]) {
      const near = lines[j];
      if (time || !near || near.replace(/[\d:.\sAaPpMm,]/g, '').length > 4) continue;
      time = findTime(near);
    }
    return { date: date.iso, time };
  }
  return { date: null, time: null };
}
