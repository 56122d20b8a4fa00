import type { ReceiptSample } from '../receipt-samples.ts';

/** How the apps print values: the inverse of what the parser reads, written independently of it. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** en-IN grouping (1,00,000.50); `always` prints paise even when zero, as BHIM does. */
export function formatRupees(amount: number, paise: 'auto' | 'always' = 'auto'): string {
  const hasPaise = Math.round(amount * 100) % 100 !== 0;
  const digits = paise === 'always' || hasPaise ? 2 : 0;
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

function parts(sample: ReceiptSample) {
  const { date, time } = sample.expected;
  const [y, m, d] = (date ?? '1970-01-01').split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  const ampm = hh < 12 ? 'am' : 'pm';
  const pad = (n: number) => String(n).padStart(2, '0');
  return { y, m, d, hh, mm, h12, ampm, pad, mon: MONTHS[m - 1]!, month: MONTHS_LONG[m - 1]! };
}

export function formatWhen(sample: ReceiptSample): string {
  const p = parts(sample);
  switch (sample.dateStyle) {
    case 'gpay':
      return `${p.d} ${p.mon} ${p.y}, ${p.h12}:${p.pad(p.mm)} ${p.ampm}`;
    case 'phonepe':
      return `${p.pad(p.h12)}:${p.pad(p.mm)} ${p.ampm} on ${p.d} ${p.mon} ${p.y}`;
    case 'paytm':
      return `${p.pad(p.h12)}:${p.pad(p.mm)} ${p.ampm.toUpperCase()}, ${p.d} ${p.mon} ${p.y}`;
    case 'bhim-numeric':
      return `${p.pad(p.d)}/${p.pad(p.m)}/${p.y} ${p.pad(p.hh)}:${p.pad(p.mm)}`;
    case 'bhim-long':
      return `${p.d} ${p.month} ${p.y} at ${p.pad(p.h12)}:${p.pad(p.mm)} ${p.ampm}`;
  }
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function below100(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!} ${ONES[n % 10]!}`.trim();
}

function below1000(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]!} Hundred` : '', rest ? below100(rest) : ''].filter(Boolean).join(' ');
}

/** Paytm's line under the amount: "Rupees One Lakh Twenty Thousand Only" (Indian scale). */
export function rupeesInWords(amount: number): string {
  let n = Math.floor(amount);
  const paise = Math.round((amount - n) * 100);
  const words: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (crore) words.push(`${below100(crore)} Crore`);
  if (lakh) words.push(`${below100(lakh)} Lakh`);
  if (thousand) words.push(`${below100(thousand)} Thousand`);
  if (n) words.push(below1000(n));
  const paiseWords = paise ? ` and ${below100(paise)} Paise` : '';
  return `Rupees ${words.join(' ')}${paiseWords} Only`;
}
