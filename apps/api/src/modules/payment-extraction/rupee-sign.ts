import type { OcrWord } from './ocr-pool.ts';
import { inkBlobs, isRupeeGlyph, type Box, type GreyImage } from './rupee-glyph.ts';

// An amount as OCR prints it: perhaps one stray character where the '₹' was, then a grouped figure.
const AMOUNT_WORD = /^([^\d\s]?)(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d{1,7}(?:\.\d{1,2})?)([^\d\w]{0,2})$/;

/**
 * Tesseract's English model has no '₹': it drops the sign ("120") or reads it as a digit or symbol
 * ("3120", "X1,250"), and text alone cannot tell "₹120" read as "3120" from a real 3120. The image
 * can: this finds the glyph just before (or under) the figure's first character and, when it has the
 * rupee sign's shape, returns the word as "₹<figure>"; null leaves the word as OCR read it.
 */
export function restoreRupeeSign(word: OcrWord, previousRight: number, img: GreyImage): string | null {
  const m = AMOUNT_WORD.exec(word.text);
  if (!m) return null;
  const [, prefix = '', figure = ''] = m;
  const digits = word.symbols.filter((s) => /\d/.test(s.text));
  const first = digits[0];
  if (!first) return null;
  const heights = digits.map((d) => d.bbox.y1 - d.bbox.y0).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)]!;
  if (h < 12) return null;
  // Look from a little before the figure (where a dropped sign would sit, not as far as the
  // previous word) to the end of its first digit.
  const window: Box = {
    x0: Math.max(Math.round(first.bbox.x0 - 1.3 * h), Math.round(previousRight + 2)),
    x1: first.bbox.x1,
    y0: Math.round(first.bbox.y0 - 0.2 * h),
    y1: Math.round(first.bbox.y1 + 0.2 * h),
  };
  const tall = inkBlobs(img, window).filter((b) => b.y1 - b.y0 >= 0.6 * h);
  const sign = tall[0];
  if (!sign || !isRupeeGlyph(img, sign)) return null;
  // Count glyphs from the sign to the last digit: one more than the figure's digits when OCR dropped
  // the sign, as many when it read the sign as the first digit. Anything else is left alone.
  const last = digits[digits.length - 1]!;
  const glyphs = inkBlobs(img, { ...window, x0: sign.x0, x1: last.bbox.x1 }).filter(
    (b) => b.y1 - b.y0 >= 0.6 * h,
  );
  const figureDigits = figure.replace(/\D/g, '').length;
  if (glyphs.length === figureDigits + 1) return `₹${figure}`;
  if (glyphs.length === figureDigits && !prefix) return `₹${figure.slice(1).replace(/^,/, '')}`;
  return null;
}
