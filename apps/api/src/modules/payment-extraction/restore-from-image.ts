import { restoreLeadingDot } from './leading-dot.ts';
import type { OcrLine } from './ocr-pool.ts';
import type { GreyImage } from './rupee-glyph.ts';
import { restoreRupeeSign } from './rupee-sign.ts';

/**
 * The OCR lines as text, with what OCR is known to lose put back from the pixels: rupee signs before
 * amounts, and the dot that starts the second half of a wrapped UPI id.
 */
export function restoreFromImage(lines: OcrLine[], img: GreyImage): string[] {
  return lines.map((line) => {
    const hasUpiId = line.words.some((w) => w.text.includes('@'));
    return line.words
      .map((word, i) => {
        if (i === 0 && hasUpiId) return restoreLeadingDot(word, img) ?? word.text;
        const previousRight = line.words[i - 1]?.bbox.x1 ?? -Infinity;
        return restoreRupeeSign(word, previousRight, img) ?? word.text;
      })
      .join(' ');
  });
}
