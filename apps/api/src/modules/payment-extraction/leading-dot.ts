import type { OcrWord } from './ocr-pool.ts';
import { inkBlobs, type GreyImage } from './rupee-glyph.ts';

/**
 * Tesseract drops a lone period at the start of a line as noise (and folds its pixels into the
 * first character's box). Apps wrap long UPI ids before a dot ("BHARATPE" / ".90063239027@fbpe"),
 * so the id would lose it. When the image shows a dot-sized blob on the baseline right before the
 * word's first glyph, the dot is put back.
 */
export function restoreLeadingDot(word: OcrWord, img: GreyImage): string | null {
  const first = word.symbols[0];
  if (!first || !/^[A-Za-z0-9]/.test(word.text)) return null;
  const heights = word.symbols.map((s) => s.bbox.y1 - s.bbox.y0).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)]!;
  if (h < 8) return null;
  const blobs = inkBlobs(img, {
    x0: Math.round(first.bbox.x0 - 0.8 * h),
    x1: first.bbox.x1,
    y0: word.bbox.y0,
    y1: Math.round(first.bbox.y1 + 0.15 * h),
  });
  const [dot, glyph] = blobs;
  if (!dot || !glyph) return null;
  const small = dot.x1 - dot.x0 < 0.3 * h && dot.y1 - dot.y0 < 0.3 * h;
  const onBaseline = Math.abs(dot.y1 - glyph.y1) <= 0.15 * h;
  const isGlyph = glyph.y1 - glyph.y0 >= 0.5 * h;
  return small && onBaseline && isGlyph ? `.${word.text}` : null;
}

/**
 * PhonePe merchant ids are 'q' and nine digits ("q281937465@ybl"); tesseract reads the 'q' among
 * digits as '0'. A '0' has no descender, a 'q' has: when the first glyph's ink reaches clearly below
 * the digits' baseline, it is a 'q'.
 */
export function restoreMerchantQ(word: OcrWord, img: GreyImage): string | null {
  // '(', '4', '9', 'g': other readings of a 'q' at some sizes; none of them has a descender but 'g'.
  const m = /^[0Oo(g49](\d{9}@.*)$/.exec(word.text);
  const first = word.symbols[0];
  if (!m || !first) return null;
  const digits = word.symbols.slice(1, 10);
  const bottoms = digits.map((s) => s.bbox.y1).sort((a, b) => a - b);
  const heights = digits.map((s) => s.bbox.y1 - s.bbox.y0).sort((a, b) => a - b);
  const baseline = bottoms[Math.floor(bottoms.length / 2)]!;
  const h = heights[Math.floor(heights.length / 2)]!;
  if (h < 8) return null;
  const blobs = inkBlobs(img, {
    x0: first.bbox.x0,
    x1: first.bbox.x1,
    y0: first.bbox.y0,
    y1: Math.round(baseline + 0.6 * h),
  });
  const bottom = Math.max(...blobs.map((b) => b.y1));
  return blobs.length && bottom > baseline + 0.2 * h ? `q${m[1]}` : null;
}
