import { parseAmountInWords } from './amount-in-words.ts';
import { fixDigitLookalikes, toLines } from './receipt-lines.ts';

// en-IN (1,00,000.50) or western (100,000.50) grouping, or plain digits; paise optional.
const NUMBER = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d{1,7}(?:\.\d{1,2})?`;
const CURRENCY_AMOUNT = new RegExp(String.raw`(?:₹|\bRs\.?|\bINR)\s*(${NUMBER})(?![\d,])`, 'gi');
const LABELLED_AMOUNT = new RegExp(
  String.raw`\b(?:Amount|Total|Paid|Debited|Sent|Received)\b[^\d\n]{0,12}?(?<![A-Za-z])(${NUMBER})(?![\d,:/])`,
  'i',
);

/**
 * Characters OCR prints for a rupee sign it has no glyph for (tesseract's English model lacks '₹'):
 * seen in practice as 3, 2, z, %, T, F, X, <, ¥ (measured on the corpus and real receipts).
 */
const RUPEE_LOOKALIKE_SYMBOLS = 'zZ%TtFfXx<¥€£$#*?&';
const RUPEE_LOOKALIKE_DIGITS = '23';

// A line that is just a figure, perhaps behind one stray character and with a badge read as junk after it.
const FIGURE_LINE = new RegExp(String.raw`^([^\d\s]?)\s?(${NUMBER})\s?[^\w\s]{0,2}(?:\s[^\s\d]{1,2})?$`);

/** Valid when every comma group is en-IN or western; "337,850" is neither. */
function isWellGrouped(figure: string): boolean {
  const int = figure.split('.')[0]!;
  if (!int.includes(',')) return /^\d{1,7}$/.test(int) && !/^0\d/.test(int);
  return /^\d{1,2}(,\d\d)*,\d{3}$/.test(int) || /^\d{1,3}(,\d{3})+$/.test(int);
}

export const toRupees = (figure: string): number => Math.round(Number(figure.replace(/,/g, '')) * 100) / 100;

type Figure = { value: number; ambiguousWith?: number };

/** Reads a figure line; a leading lookalike of the rupee sign is dropped (digits only when that leaves a valid figure). */
function readFigureLine(line: string): Figure | null {
  const m = FIGURE_LINE.exec(line);
  if (!m) return null;
  const [, prefix = '', figure = ''] = m;
  if (prefix && !RUPEE_LOOKALIKE_SYMBOLS.includes(prefix) && prefix !== '₹') return null;
  const digitsOnly = figure.replace(/[,.]/g, '');
  // UTRs and phone numbers are too long; the status bar's battery level ends in '%'.
  if (digitsOnly.length >= 9 || line.endsWith('%')) return null;
  if (!prefix && RUPEE_LOOKALIKE_DIGITS.includes(figure[0]!) && isWellGrouped(figure.slice(1))) {
    // '₹120' read as '3120': most likely the sign, unless the receipt says otherwise elsewhere.
    return { value: toRupees(figure.slice(1)), ambiguousWith: toRupees(figure) };
  }
  // A lone '0' is an avatar letter or icon, never a payment.
  return isWellGrouped(figure) && toRupees(figure) > 0 ? { value: toRupees(figure) } : null;
}

/**
 * Amount in rupees. Order of trust: the amount in words; figures with an explicit ₹/Rs/INR; figures
 * after an "Amount/Paid/Total" label; the big figure line near the top, rupee-sign misreads undone.
 */
export function parseAmount(text: string): number | null {
  const lines = toLines(text).map(fixDigitLookalikes);
  const inWords = parseAmountInWords(lines);

  const marked: number[] = [];
  for (const line of lines) {
    for (const m of line.matchAll(CURRENCY_AMOUNT)) if (isWellGrouped(m[1]!)) marked.push(toRupees(m[1]!));
  }
  const labelled: number[] = [];
  for (const line of lines) {
    const m = LABELLED_AMOUNT.exec(line);
    if (m && isWellGrouped(m[1]!) && !/X{2,}\d*$/i.test(line.slice(0, m.index)))
      labelled.push(toRupees(m[1]!));
  }
  const figures = lines.map(readFigureLine).filter((f): f is Figure => f !== null);

  if (inWords !== null) return inWords;
  if (marked.length) return mostFrequent(marked);
  if (labelled.length) return labelled[0]!;
  const first = figures[0];
  if (!first) return null;
  // Another figure on the page (PhonePe repeats the amount) settles a '3120' vs '120' doubt; nothing
  // else does (the image step restores signs it can see), so an unsettled doubt is no amount.
  if (first.ambiguousWith !== undefined) {
    const others = figures.slice(1).map((f) => f.value);
    if (others.includes(first.ambiguousWith) && !others.includes(first.value)) return first.ambiguousWith;
    return others.includes(first.value) ? first.value : null;
  }
  return first.value;
}

function mostFrequent(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0]!;
  for (const v of values) if (counts.get(v)! > counts.get(best)!) best = v;
  return best;
}
