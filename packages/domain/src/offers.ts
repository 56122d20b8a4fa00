// Free-shots offer by purchase amount (§9). Bands are whole rupees as the spec writes them.
import { toPaise, toRupees } from './money.ts';

export type FreeShotBand = {
  /** Lowest amount of the band, as the spec writes it. */
  min: number;
  /** Highest amount of the band, as the spec writes it; null for open-ended. */
  max: number | null;
  shots: number;
};

/**
 * 5,000–8,000 → 12; 8,001–15,000 → 30; 15,001–30,000 → 60; 30,001–50,000 → 120.
 * Decision: the spec's top band ends at 50,000, but a bigger order earning nothing would punish the best
 * customers, so the 120-shot band stays open above 50,000 (max: null).
 */
export const FREE_SHOT_BANDS: readonly FreeShotBand[] = [
  { min: 5_000, max: 8_000, shots: 12 },
  { min: 8_001, max: 15_000, shots: 30 },
  { min: 15_001, max: 30_000, shots: 60 },
  { min: 30_001, max: null, shots: 120 },
];

/** The spec's written upper bound of the top band, for display ("₹30,001 – ₹50,000"). */
export const FREE_SHOT_TOP_BAND_LISTED_MAX = 50_000;

/**
 * A band starts just above the previous band's max, so a fractional amount such as ₹8,000.50 (between
 * the spec's whole-rupee bands) already counts for the 30-shot band rather than falling into a gap.
 */
function bandStartPaise(index: number): number {
  const band = FREE_SHOT_BANDS[index]!;
  const previous = FREE_SHOT_BANDS[index - 1];
  return previous?.max != null ? toPaise(previous.max) + 1 : toPaise(band.min);
}

export type FreeShots = { shots: number; band: FreeShotBand };

/** The offer an order of `amount` rupees earns, or null below ₹5,000. */
export function freeShotsFor(amount: number): FreeShots | null {
  const paise = toPaise(amount);
  for (let i = FREE_SHOT_BANDS.length - 1; i >= 0; i--) {
    if (paise >= bandStartPaise(i)) {
      const band = FREE_SHOT_BANDS[i]!;
      return { shots: band.shots, band };
    }
  }
  return null;
}

export type NextFreeShots = { band: FreeShotBand; remaining: number };

/**
 * The next band up and how much more to spend to reach it ("add ₹X more to get N shots"), with the
 * remaining amount measured to the band's written minimum; null once in the top band.
 */
export function nextFreeShotsBand(amount: number): NextFreeShots | null {
  const paise = toPaise(amount);
  for (let i = 0; i < FREE_SHOT_BANDS.length; i++) {
    if (paise < bandStartPaise(i)) {
      const band = FREE_SHOT_BANDS[i]!;
      return { band, remaining: toRupees(Math.max(0, toPaise(band.min) - paise)) };
    }
  }
  return null;
}
