// Money maths. The API speaks rupees as numbers and stores integer paise; conversions and rounding live here.

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Rupees → integer paise, half away from zero. The product is cleaned to 15 significant digits first
 * because 1.005 * 100 is 100.49999999999999 in binary floating point, yet means 100.5 paise.
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a money amount: ${rupees}`);
  const paise = Number((rupees * 100).toPrecision(15));
  return roundHalfAwayFromZero(paise) + 0; // + 0 turns -0 into 0
}

/** Paise → rupees. Fractional paise are rounded half away from zero first, so results are always whole paise. */
export function toRupees(paise: number): number {
  if (!Number.isFinite(paise)) throw new RangeError(`Not a money amount: ${paise}`);
  return roundHalfAwayFromZero(paise) / 100 + 0;
}

/** Rounds a rupee amount to whole paise. */
export function roundRupees(rupees: number): number {
  return toRupees(toPaise(rupees));
}

export type FormatINROptions = {
  /** Fixed number of decimals; by default none for whole rupees and two otherwise. */
  decimals?: number;
};

const formatters = new Map<number, Intl.NumberFormat>();
function inrFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** '₹1,00,000', '₹499.50', '-₹20': Indian digit grouping (lakh, crore). */
export function formatINR(rupees: number, options: FormatINROptions = {}): string {
  const paise = toPaise(rupees);
  const decimals = options.decimals ?? (paise % 100 === 0 ? 0 : 2);
  return inrFormatter(decimals).format(paise / 100);
}

/**
 * formatINR inside a catalogue text: an amount is written as formatINR writes it; anything else (a
 * catalogue test's sample argument) as given, so composing a message never throws.
 */
export function moneyText(rupees: number): string {
  return Number.isFinite(rupees) ? formatINR(rupees) : String(rupees);
}

/**
 * The '-N%' badge: rounded percentage between original and selling price (§9).
 * 0 when there is no original price or it is not above the price.
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (originalPrice == null || !Number.isFinite(originalPrice) || originalPrice <= 0) return 0;
  if (originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
