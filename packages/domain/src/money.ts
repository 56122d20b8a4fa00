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

/** Indian digit grouping of a run of digits: the last three, then pairs ('1,23,45,678'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * '₹1,00,000', '₹499.50', '-₹20': Indian digit grouping (lakh, crore), the same text as
 * Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }) (money.test.ts compares them),
 * except that a negative amount that rounds to nothing is '₹0', not '-₹0'.
 * Written out because building that formatter loads ICU's locale data: about 17 ms on the first call
 * in the browser, inside the hydration task of every catalogue page (70 ms on a 4x slower phone).
 */
export function formatINR(rupees: number, options: FormatINROptions = {}): string {
  const paise = toPaise(rupees);
  const decimals = options.decimals ?? (paise % 100 === 0 ? 0 : 2);
  // Whole units of the last shown decimal place, rounded half away from zero as Intl does.
  const places = Math.min(decimals, 2);
  const shown = roundHalfAwayFromZero(Math.abs(paise) / 10 ** (2 - places));
  const digits = String(shown).padStart(places + 1, '0');
  const whole = groupIndian(digits.slice(0, digits.length - places));
  const fraction = digits.slice(digits.length - places) + '0'.repeat(decimals - places);
  return `${paise < 0 && shown > 0 ? '-' : ''}₹${whole}${decimals ? `.${fraction}` : ''}`;
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
