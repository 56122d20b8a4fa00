import type { OcrWord } from './ocr-pool.ts';
import { inkBlobs, isRupeeGlyph, type Box, type GreyImage } from './rupee-glyph.ts';

// An amount as OCR prints it: perhaps one stray character where the '₹' was, then a grouped figure.
const AMOUNT_WORD = /^([^\d\s]?)(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d{1,7}(?:\.\d{1,2})?)([^\d\w]{0,2})$/;

function inkColumn(img: GreyImage, x: number, y0: number, y1: number): number {
  let n = 0;
  for (let y = y0; y <= y1; y += 1) if (img.grey[y * img.width + x]! < 128) n += 1;
  return n;
}

/** The tight box around the ink in `box`, or null if there is none. */
function tighten(img: GreyImage, box: Box): Box | null {
  const blobs = inkBlobs(img, box);
  if (!blobs.length) return null;
  return {
    x0: blobs[0]!.x0,
    x1: blobs.at(-1)!.x1,
    y0: Math.min(...blobs.map((b) => b.y0)),
    y1: Math.max(...blobs.map((b) => b.y1)),
  };
}

/**
 * Bold figures at small sizes touch: '₹4' or '44' come out as one piece of ink. A piece much wider
 * than one glyph is cut at its thinnest column (where two glyphs meet), again and again.
 */
export function splitTouching(img: GreyImage, blob: Box, glyphWidth: number): Box[] {
  const w = blob.x1 - blob.x0 + 1;
  if (glyphWidth < 4 || w < 1.45 * glyphWidth) return [blob];
  let cut = -1;
  let least = Infinity;
  const margin = Math.round(0.6 * glyphWidth);
  for (let x = blob.x0 + margin; x <= blob.x1 - margin; x += 1) {
    const ink = inkColumn(img, x, blob.y0, blob.y1);
    if (ink < least) {
      least = ink;
      cut = x;
    }
  }
  if (cut < 0) return [blob];
  const left = tighten(img, { ...blob, x1: cut - 1 });
  const right = tighten(img, { ...blob, x0: cut + 1 });
  if (!left || !right) return [blob];
  return [...splitTouching(img, left, glyphWidth), ...splitTouching(img, right, glyphWidth)];
}

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
  // A digit's width, for cutting glyphs that touch: '1' is narrow and tesseract may box two digits as one.
  const widths = digits
    .filter((d) => d.text !== '1')
    .map((d) => d.bbox.x1 - d.bbox.x0)
    .sort((a, b) => a - b);
  const glyphWidth = widths.length ? Math.min(widths[Math.floor(widths.length / 2)]!, 0.75 * h) : 0.6 * h;
  const glyphsIn = (box: Box) =>
    inkBlobs(img, box)
      .filter((b) => b.y1 - b.y0 >= 0.6 * h)
      .flatMap((b) => splitTouching(img, b, glyphWidth));
  const tall = glyphsIn(window);
  const sign = tall[0];
  if (!sign || !isRupeeGlyph(img, sign)) return null;
  // Count glyphs from the sign to the last digit: one more than the figure's digits when OCR dropped
  // the sign, as many when it read the sign as the first digit. Anything else is left alone.
  const last = digits[digits.length - 1]!;
  const glyphs = glyphsIn({ ...window, x0: sign.x0, x1: last.bbox.x1 });
  const figureDigits = figure.replace(/\D/g, '').length;
  if (glyphs.length === figureDigits + 1) return `₹${figure}`;
  if (glyphs.length === figureDigits && !prefix) return `₹${figure.slice(1).replace(/^,/, '')}`;
  return null;
}
