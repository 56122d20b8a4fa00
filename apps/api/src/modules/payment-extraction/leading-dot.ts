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
