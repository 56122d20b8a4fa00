import { restoreLeadingDot, restoreMerchantQ } from './leading-dot.ts';
import type { OcrLine, OcrWord } from './ocr-pool.ts';
import type { GreyImage } from './rupee-glyph.ts';
import { restoreRupeeSign } from './rupee-sign.ts';

// OCR sometimes reads the sign as a word of its own: "X 4,50,000.00".
const LONE_SIGN_MISREAD = /^[^\d\s]$/;

/** The line's words as text, with what OCR loses put back; a word folded into its neighbour becomes ''. */
export function restoreLineWords(words: OcrWord[], img: GreyImage): string[] {
  const hasUpiId = words.some((w) => w.text.includes('@'));
  const out = words.map((w) => w.text);
  words.forEach((word, i) => {
    if (word.text.includes('@')) {
      const q = restoreMerchantQ(word, img);
      if (q !== null) {
        out[i] = q;
        return;
      }
    }
    if (i === 0 && hasUpiId) {
      out[i] = restoreLeadingDot(word, img) ?? word.text;
      return;
    }
    const previous = words[i - 1];
    const loneSign = previous !== undefined && LONE_SIGN_MISREAD.test(previous.text);
    // Look past a lone misread sign (to the word before it) for the rupee glyph.
    const boundary = words[loneSign ? i - 2 : i - 1]?.bbox.x1 ?? -Infinity;
    const repaired = restoreRupeeSign(word, boundary, img);
    if (repaired === null) return;
    out[i] = repaired;
    if (loneSign) out[i - 1] = '';
  });
  return out;
}

export const joinWords = (words: string[]) => words.filter((w) => w !== '').join(' ');

/**
 * The OCR lines as text, with what OCR is known to lose put back from the pixels: rupee signs before
 * amounts, and the dot that starts the second half of a wrapped UPI id.
 */
export function restoreFromImage(lines: OcrLine[], img: GreyImage): string[] {
  return lines.map((line) => joinWords(restoreLineWords(line.words, img)));
}
