// The traffic of a shop's account for generated statements: UPI payments from customers among
// NEFT, cash, cheque, interest, ATM and supplier payments, with seeded randomness (the same rows on
// every machine) and UPI/IMPS references shaped as NPCI numbers them.
export type Kind =
  | 'upi-in'
  | 'imps-in'
  | 'neft-in'
  | 'cash-in'
  | 'cheque-in'
  | 'interest'
  | 'card-in'
  | 'upi-out'
  | 'imps-out'
  | 'atm'
  | 'neft-out'
  | 'charges'
  | 'refund'
  | 'failed';

export const CREDIT_KINDS = new Set<Kind>([
  'upi-in',
  'imps-in',
  'neft-in',
  'cash-in',
  'cheque-in',
  'interest',
  'card-in',
]);
export const DEBIT_KINDS = new Set<Kind>(['upi-out', 'imps-out', 'atm', 'neft-out', 'charges', 'refund']);
/** Kinds whose 12-digit reference is a UPI/IMPS one (credits keep it; debits carry it as a trap). */
const REF_KINDS = new Set<Kind>(['upi-in', 'imps-in', 'upi-out', 'imps-out', 'refund', 'failed']);

/** Relative weights of random rows per layout. */
const BANK_MIX: [Kind, number][] = [
  ['upi-in', 50],
  ['imps-in', 4],
  ['neft-in', 6],
  ['cash-in', 5],
  ['cheque-in', 3],
  ['interest', 1],
  ['upi-out', 14],
  ['imps-out', 2],
  ['atm', 5],
  ['neft-out', 6],
  ['charges', 4],
];
const SETTLEMENT_MIX: [Kind, number][] = [
  ['upi-in', 84],
  ['card-in', 6],
  ['failed', 6],
  ['refund', 4],
];

export type Person = { name: string; vpa: string; ifsc: string; bank: string };
export type Txn = { date: string; time: string; kind: Kind; paise: number; ref: string | null; who: Person };

const NAMES = [
  'RAMESH KUMAR',
  'PRIYA SHANKAR',
  'MOHAMMED ASIF',
  'LAKSHMI NARAYANAN',
  'SURESH BABU',
  'ANITHA R',
  'KARTHIK S',
  'FATHIMA BEEVI',
  'VIJAY ANAND',
  'DEEPA MURUGAN',
  'ARUN PRASATH',
  'JOSEPH XAVIER',
  'MEENA KUMARI',
  'GANESH MOORTHY',
  'SELVI P',
  'RAHUL SHARMA',
];
export const SUPPLIERS = [
  'SRI MURUGAN PAPER MART',
  'STANDARD FIREWORKS',
  'TNEB',
  'ANIL TRANSPORTS',
  'AIRTEL',
  'AMAZON PAY',
];
const BANKS = [
  { ifsc: 'SBIN0001234', bank: 'State Bank Of India', code: 'SBIN' },
  { ifsc: 'HDFC0000123', bank: 'HDFC Bank', code: 'HDFC' },
  { ifsc: 'ICIC0006789', bank: 'ICICI Bank', code: 'ICIC' },
  { ifsc: 'UTIB0000456', bank: 'Axis Bank', code: 'UTIB' },
  { ifsc: 'IOBA0001122', bank: 'Indian Overseas Bank', code: 'IOBA' },
  { ifsc: 'CNRB0002233', bank: 'Canara Bank', code: 'CNRB' },
];
export const NOTES = [
  'Diwali order',
  'Crackers',
  'Payment from PhonePe',
  'Order 1042',
  'Sent from Paytm',
  'UPI',
  'Advance',
];
export const SHOP = 'SRI LAKSHMI FIREWORKS';

/** mulberry32: small, seedable, the same data on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (n: number) =>
    Array.from({ length: n }, (_, i) => (i === 0 ? int(1, 9) : int(0, 9))).join('');
  const weighted = (mix: [Kind, number][]) => {
    let roll = next() * mix.reduce((sum, [, w]) => sum + w, 0);
    for (const [kind, weight] of mix) if ((roll -= weight) < 0) return kind;
    return mix[0]![0];
  };
  return { next, int, pick, digits, weighted };
}
export type Random = ReturnType<typeof random>;

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
const addDays = (date: string, days: number) => {
  const [y, m, d] = ymd(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
export const ddmmyy = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
export const ddMmmYyyy = (date: string) => `${date.slice(8)}-${MONTHS[ymd(date)[1] - 1]}-${date.slice(0, 4)}`;
const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Indian grouping: 12345600 paise → "1,23,456.00". */
export const inr = (paise: number) => INR.format(paise / 100);

/** YDDDHH + 6 digits, as NPCI numbers UPI and IMPS transactions; unique within the statement. */
function newRef(rng: Random, date: string, time: string, used: Set<string>): string {
  const [y, m, d] = ymd(date);
  const dayOfYear = (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 0)) / 86_400_000;
  for (;;) {
    const ref = `${y % 10}${pad(dayOfYear, 3)}${time.slice(0, 2)}${pad(rng.int(0, 999_999), 6)}`;
    if (!used.has(ref)) {
      used.add(ref);
      return ref;
    }
  }
}

function person(rng: Random): Person {
  const name = rng.pick(NAMES);
  const first = name.split(' ')[0]!.toLowerCase();
  const phone = `${rng.int(6, 9)}${rng.digits(9)}`;
  const vpa = rng.pick([
    `${first}${rng.int(1, 99)}@okaxis`,
    `${phone}@ybl`,
    `91${phone}@paytm`, // 12 digits before the @: not a UTR
    `${first}.${rng.int(100, 999)}@oksbi`,
  ]);
  const bank = rng.pick(BANKS);
  return { name, vpa, ifsc: bank.ifsc, bank: bank.bank };
}

function amount(rng: Random, kind: Kind): number {
  const rupees = (min: number, max: number, step = 10) => rng.int(min / step, max / step) * step * 100;
  switch (kind) {
    case 'upi-in':
    case 'card-in':
    case 'failed': {
      const roll = rng.next();
      if (roll < 0.6) return rupees(250, 15_000);
      if (roll < 0.85) return rupees(15_000, 60_000);
      if (roll < 0.95) return rupees(200, 9_000, 1) + rng.int(1, 99); // with paise
      return rupees(100_000, 300_000, 1); // lakhs: "1,23,456.00"
    }
    case 'interest':
    case 'charges':
      return rng.int(5_000, 250_000);
    case 'neft-out':
      return rupees(50_000, 400_000, 1);
    default:
      return rupees(500, 80_000);
  }
}

export type TrafficOptions = {
  settlement: boolean;
  rows: number;
  seed: number;
  startDate: string;
  days: number;
};

/** The statement's transactions in date order, the given UPI credits among them. */
export function transactions(
  options: TrafficOptions,
  credits: { utr: string; amountPaise: number; date: string }[],
) {
  const rng = random(options.seed);
  const used = new Set(credits.map((c) => c.utr));
  const time = () => `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
  const mix = options.settlement ? SETTLEMENT_MIX : BANK_MIX;
  const txns: Txn[] = credits.map((c) => ({
    date: c.date,
    time: time(),
    kind: 'upi-in',
    paise: c.amountPaise,
    ref: c.utr,
    who: person(rng),
  }));
  const total = Math.max(options.rows, credits.length);
  // Every bank statement carries the quarter's interest, whose narration holds the 12-digit account.
  const forced: Kind[] = options.settlement ? [] : ['interest'];
  while (txns.length < total) {
    const kind = forced.pop() ?? rng.weighted(mix);
    const date = addDays(options.startDate, rng.int(0, options.days - 1));
    const at = time();
    const ref = REF_KINDS.has(kind) ? newRef(rng, date, at, used) : null;
    txns.push({ date, time: at, kind, paise: amount(rng, kind), ref, who: person(rng) });
  }
  // A statement is in date order: the callers' credits end up among the random rows of their day.
  return { rng, txns: txns.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time)) };
}
