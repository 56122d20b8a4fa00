// Amounts as Indian statements write them: "1,23,456.00", "₹ 1,23,456", "Rs. 500", "500.00 Cr",
// "1,000.00CR", "(500.00)", "-" for none, or a number from an Excel cell. Integer paise, no float maths.
import type { CellValue } from '@pataka/domain/price-list';

export type AmountCell =
  | { kind: 'blank' }
  | { kind: 'invalid'; raw: string }
  /** Signed paise; side is the Cr/Dr the cell itself carries ("500.00 Cr"), if any. */
  | { kind: 'amount'; paise: number; side: 'cr' | 'dr' | null };

const BLANK: AmountCell = { kind: 'blank' };
/** What banks print in an empty amount column. */
const EMPTY_TEXT = /^(?:[-–—]+|nil|na|n\/a|none|null)?$/i;
const SIDE_SUFFIX = /(?<=[\d)\s])(cr|dr)\.?$/i;
const SIDE_PREFIX = /^(cr|dr)\.?(?=[\s\d(₹])/i;
const CURRENCY = /₹|inr|rs\.?/gi;
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;
/** Beyond this (₹10 lakh crore) the cell is not a shop's transaction; it also keeps paise exact. */
const MAX_RUPEES = 1e13;

/** "123" + "456" → 12346 paise: two decimals kept, the third rounds half up (string maths, no drift). */
function decimalToPaise(whole: string, fraction: string): number | null {
  if (!whole && !fraction) return null;
  const rupees = Number(whole || '0');
  if (rupees > MAX_RUPEES) return null;
  const digits = `${fraction}000`;
  const paise = rupees * 100 + Number(digits.slice(0, 2));
  return Number(digits[2]) >= 5 ? paise + 1 : paise;
}

/** An Excel number: through its shortest decimal text, so 1234.565 is 123457 paise, not 123456. */
function numberToPaise(value: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_RUPEES) return null;
  const text = String(Math.abs(value));
  const match = DECIMAL.exec(text);
  const paise = match ? decimalToPaise(match[1] ?? '', match[2] ?? '') : Math.round(Math.abs(value) * 100);
  return paise === null ? null : value < 0 ? -paise : paise;
}

export function parseAmount(value: CellValue): AmountCell {
  if (value === null || value === undefined) return BLANK;
  if (typeof value === 'boolean') return { kind: 'invalid', raw: String(value) };
  if (typeof value === 'number') {
    const paise = numberToPaise(value);
    return paise === null ? { kind: 'invalid', raw: String(value) } : { kind: 'amount', paise, side: null };
  }
  const raw = value.trim();
  if (EMPTY_TEXT.test(raw)) return BLANK;

  let text = raw;
  let side: 'cr' | 'dr' | null = null;
  const marker = SIDE_SUFFIX.exec(text) ?? SIDE_PREFIX.exec(text);
  if (marker) {
    side = marker[1]!.toLowerCase() as 'cr' | 'dr';
    text = text.slice(0, marker.index) + text.slice(marker.index + marker[0].length);
  }
  text = text.replace(CURRENCY, '').replace(/[\s,]/g, '');
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-') || text.endsWith('-')) {
    negative = !negative;
    text = text.startsWith('-') ? text.slice(1) : text.slice(0, -1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  const match = DECIMAL.exec(text);
  const paise = match ? decimalToPaise(match[1] ?? '', match[2] ?? '') : null;
  if (paise === null) return { kind: 'invalid', raw };
  return { kind: 'amount', paise: negative ? -paise : paise, side };
}
