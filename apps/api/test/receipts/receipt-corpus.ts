import { UPI_APPS, type UpiApp } from '@pataka/domain/extracted-payment';
import type { ExpectedPayment, ReceiptSample } from './receipt-samples.ts';

/**
 * The wide generated corpus: every app's style at phone-screenshot widths from 360 to 1440 px, in six
 * installed fonts, PNG and JPEG from quality 95 down to 45, light and dark, with amounts, UPI ids (half
 * of them full of the characters OCR confuses: 1/l/i, 6/b, 0/o, 5/s, 8), names and dates drawn from a
 * seeded generator. Each receipt is sent to a known shop: mostly the payee it prints, sometimes another
 * shop (a payment to someone else, often to an id one character from the shop's). The same seed always
 * gives the same receipts, so a failure can be reproduced by id.
 */

export const CORPUS_WIDTHS = [360, 412, 540, 720, 828, 1080, 1170, 1440] as const;
/** JPEG qualities an upload arrives in (WhatsApp and chat apps recompress to 60–80); 0 is PNG. */
export const CORPUS_JPEG_QUALITIES = [0, 95, 80, 60, 45] as const;
/**
 * Fonts the receipts are drawn in: Debian's Liberation and DejaVu families (fonts-liberation,
 * fonts-dejavu-core/extra), regular, narrow/condensed and serif. Nothing is downloaded: a family
 * fontconfig lacks falls back to DejaVu Sans, and the rupee sign always comes from DejaVu.
 */
export const CORPUS_FONTS = [
  'Liberation Sans',
  'DejaVu Sans',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
  'Liberation Serif',
  'DejaVu Serif',
] as const;

/** mulberry32: small, fast, and good enough to vary test data deterministically. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof prng>;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const digits = (r: Rand, n: number) => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');
const pad = (n: number) => String(n).padStart(2, '0');

const SHOPS = [
  'Sivakasi Crackers World',
  'Sri Balaji Traders',
  'Kaliswari Fireworks',
  'Anil Fireworks',
  'Standard Fireworks Depot',
  'Murugan Stores',
  'Vinayaga Crackers',
  'Ayyan Fireworks',
  'Thangam Fireworks',
  'Sony Fireworks',
  'Lakshmi Crackers',
  'Sri Krishna Fireworks',
  'Diwali Deals',
  'Kavitha Traders',
  'Mariappan Crackers',
  'Ganesh Sparklers',
  'Jothi Agencies',
  'Raja Fancy Crackers',
  'Shanmuga Traders',
  'Coronation Fireworks',
];
const PAYERS = [
  'Arun Kumar',
  'Meena Ramasamy',
  'Karthik Subramanian',
  'Priya Natarajan',
  'Deepak Sharma',
  'Gautam Raj',
  'Harish Chandran',
  'Vijay Anand',
  'Sunita Devi',
  'Manoj Pillai',
  'Ramesh V',
  'Anitha M',
  'Selvam P',
  'Bala K',
  'John D',
  'Fathima Begum',
  'Rohit Verma',
  'Divya Iyer',
];
const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Canara Bank', 'Indian Bank'];

/**
 * Amounts that have tripped OCR or that format differently: en-IN lakh grouping (₹1,23,532), paise
 * (₹128.50), digits tesseract confuses (3/8, 5/6, 1/7), round and small figures.
 */
const TRICKY_AMOUNTS = [
  123532, 128.5, 100000.5, 245000, 8888, 5656, 3838.38, 65536, 9.99, 1, 75.5, 36363, 58.6, 186035, 4999.75,
  850000,
];

/** Half of each app's receipts (alternating between apps) take a tricky amount, the rest a random one. */
function amount(r: Rand, i: number, appIndex: number): number {
  if ((i + appIndex) % 2 === 0 && i < TRICKY_AMOUNTS.length) return TRICKY_AMOUNTS[i]!;
  const scale = pick(r, [2, 3, 4, 5, 6]);
  const rupees = int(r, 10 ** (scale - 1), 10 ** scale - 1);
  const paise = r() < 0.3 ? int(r, 1, 99) : 0;
  return Math.round(rupees * 100 + paise) / 100;
}

function slug(name: string, r: Rand): string {
  const words = name.toLowerCase().split(' ');
  const joined = pick(r, ['.', '', '-'] as const);
  const base = words.slice(0, Math.min(words.length, 2)).join(joined);
  return r() < 0.3 ? `${base}${int(r, 1, 99)}` : base;
}

/**
 * A local part full of the characters OCR confuses, like the ids of issue 26 ("uniquefw644",
 * "ayyanfw411"): a word, often an abbreviation, then digits and letters drawn from 0/o, 1/l/i, 6/b, 5/s, 8.
 */
function confusableLocal(r: Rand): string {
  const word = pick(r, ['unique', 'ayyan', 'lotus', 'bala', 'sobi', 'oli', 'bilal', 'lilly', 'boss', 'sri']);
  const abbrev = pick(r, ['fw', 'fw', 'crackers', 'b', 'lo', '', '.', '-']);
  const digitsOf = (chars: string, n: number) =>
    Array.from({ length: n }, () => pick(r, [...chars])).join('');
  const tail = pick(r, [
    () => digitsOf('0116680', int(r, 2, 4)),
    () => `${digitsOf('4016', 1)}${digitsOf('10', 2)}`,
    () => `${digitsOf('lob', 2)}${digitsOf('0168', 2)}`,
    () => `${digitsOf('6085', 2)}${digitsOf('loi', 1)}`,
  ])();
  return `${word}${abbrev}${tail}`;
}

/** The payee's UPI id in each app's usual forms: personal ids on the app's handles, merchant ids. */
function payeeId(app: UpiApp, shop: string, r: Rand): string {
  if (r() < 0.5) {
    const handles: Record<UpiApp, string[]> = {
      'Google Pay': ['okaxis', 'oksbi', 'okicici'],
      PhonePe: ['ybl', 'ibl', 'axl'],
      Paytm: ['paytm', 'ptyes'],
      BHIM: ['upi', 'sbi', 'paytm'],
    };
    return `${confusableLocal(r)}@${pick(r, handles[app])}`;
  }
  switch (app) {
    case 'Google Pay':
      return `${slug(shop, r)}@${pick(r, ['okaxis', 'oksbi', 'okicici', 'okhdfcbank'])}`;
    case 'PhonePe':
      return r() < 0.4 ? `q${digits(r, 9)}@ybl` : `${slug(shop, r)}@${pick(r, ['ybl', 'ibl', 'axl'])}`;
    case 'Paytm':
      return pick(r, [
        () => `BHARATPE.${int(r, 1, 9)}${digits(r, 10)}@fbpe`,
        () => `paytmqr${digits(r, 12)}@paytm`,
        () => `${slug(shop, r)}@paytm`,
        () => `${slug(shop, r)}@ptyes`,
      ])();
    case 'BHIM':
      return `${slug(shop, r)}@${pick(r, ['upi', 'sbi', 'okaxis', 'ybl', 'paytm'])}`;
  }
}

/** Changes one character of an id's local part to a digit or letter it is not confused with. */
function nearMiss(id: string, r: Rand): string {
  const [local, handle] = id.split('@') as [string, string];
  const at = int(r, 0, local.length - 1);
  const c = local[at]!;
  const swap = /\d/.test(c) ? String((Number(c) + pick(r, [3, 4])) % 10) : c === 'x' ? 'k' : 'x';
  return `${local.slice(0, at)}${swap}${local.slice(at + 1)}@${handle}`;
}

/**
 * The shop a receipt is sent to: one in eight receipts pays someone else (a near miss of the shop's id,
 * as a look-alike account would be, or an unrelated shop); the rest pay the shop itself.
 */
function shopFor(payee: string, payeeName: string, r: Rand): ReceiptSample['shop'] {
  if (r() >= 0.125) return undefined;
  if (r() < 0.6) return { upiId: nearMiss(payee, r), payeeName };
  const other = pick(r, SHOPS);
  return { upiId: `${other.toLowerCase().replace(/ /g, '.')}@okaxis`, payeeName: other };
}

const PAYER_HANDLE: Record<UpiApp, string[]> = {
  'Google Pay': ['okaxis', 'oksbi', 'okicici', 'okhdfcbank'],
  PhonePe: ['ybl', 'ibl', 'axl'],
  Paytm: ['paytm', 'ptyes', 'ptsbi', 'pthdfc'],
  BHIM: ['upi'],
};

const STATUS: Record<UpiApp, { ok: string; others: string[] }> = {
  'Google Pay': { ok: 'Completed', others: ['Failed'] },
  PhonePe: { ok: 'Successful', others: ['Failed', 'Pending'] },
  Paytm: { ok: 'Paid Successfully', others: ['Failed'] },
  BHIM: { ok: 'Successful', others: ['Failed', 'Pending'] },
};

const DATE_STYLES: Record<UpiApp, ReceiptSample['dateStyle'][]> = {
  'Google Pay': ['gpay'],
  PhonePe: ['phonepe'],
  Paytm: ['paytm'],
  BHIM: ['bhim-numeric', 'bhim-long'],
};

const APP_SLUG: Record<UpiApp, string> = {
  'Google Pay': 'gpay',
  PhonePe: 'phonepe',
  Paytm: 'paytm',
  BHIM: 'bhim',
};

function sample(app: UpiApp, i: number, r: Rand): ReceiptSample {
  // Width, font, format and theme cycle with periods 8, 6, 5 and 2, so each app's 40 receipts get every
  // width, font and JPEG quality, each in both themes.
  const width = CORPUS_WIDTHS[i % CORPUS_WIDTHS.length]!;
  const font = CORPUS_FONTS[i % CORPUS_FONTS.length]!;
  const quality = CORPUS_JPEG_QUALITIES[i % CORPUS_JPEG_QUALITIES.length]!;
  const theme = Math.floor(i / 5) % 2 === 0 ? 'light' : 'dark';
  const shop = pick(r, SHOPS);
  const payer = pick(r, PAYERS);
  const year = int(r, 2023, 2026);
  const month = int(r, 1, 12);
  const day = int(r, 1, 28);
  const hh = int(r, 0, 23);
  const mm = int(r, 0, 59);
  const status = r() < 0.8 ? STATUS[app].ok : pick(r, STATUS[app].others);
  const bank = pick(r, BANKS);
  const last4 = digits(r, 4);
  const expected: ExpectedPayment = {
    utr: `${int(r, 1, 5)}${digits(r, 11)}`,
    amount: amount(r, i, UPI_APPS.indexOf(app)),
    date: `${year}-${pad(month)}-${pad(day)}`,
    time: `${pad(hh)}:${pad(mm)}`,
    payeeUpiId: payeeId(app, shop, r),
    payeeName: app === 'PhonePe' && r() < 0.3 ? shop.toUpperCase() : shop,
    // PhonePe shows the debited account, not the payer's name.
    payerName: app === 'PhonePe' ? null : payer,
    app,
    status,
  };
  const payerSlug = payer.toLowerCase().replace(/ /g, pick(r, ['.', '']));
  const fontSlug = font.toLowerCase().replace('liberation', 'lib').replace('dejavu', 'dv').replace(/ /g, '-');
  const format = quality ? `q${quality}` : 'png';
  return {
    id: `${APP_SLUG[app]}-${String(i).padStart(2, '0')}-${theme}-${width}-${fontSlug}-${format}`,
    theme,
    dateStyle: pick(r, DATE_STYLES[app]),
    clock: `${int(r, 1, 12)}:${pad(int(r, 0, 59))}`,
    battery: int(r, 5, 100),
    payerUpiId: `${payerSlug}@${pick(r, PAYER_HANDLE[app])}`,
    payerBank:
      app === 'PhonePe'
        ? `XXXXXXXX${last4}`
        : app === 'BHIM'
          ? `Bank A/c XX${last4}`
          : app === 'Paytm'
            ? `${bank} - ${last4}`
            : `${bank} ${last4}`,
    appTxnId: app === 'PhonePe' ? `T${digits(r, 22)}` : app === 'Google Pay' ? `CICAg${digits(r, 9)}` : '',
    utrLabel:
      app === 'Paytm'
        ? pick(r, ['UPI Ref No', 'UPI Reference No'])
        : app === 'BHIM'
          ? pick(r, ['UPI Ref ID', 'Ref No'])
          : undefined,
    amountInWords: app === 'Paytm' && r() < 0.5,
    width,
    font,
    jpegQuality: quality || undefined,
    shop: shopFor(expected.payeeUpiId!, expected.payeeName!, r),
    expected,
  };
}

/** `perApp` receipts for each of the four apps (160 by default), deterministic for a given seed. */
export function corpusSamples(perApp = 40, seed = 20241031): ReceiptSample[] {
  const r = prng(seed);
  return UPI_APPS.flatMap((app) => Array.from({ length: perApp }, (_, i) => sample(app, i, r)));
}
