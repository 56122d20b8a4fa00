import { restoreLeadingDot, restoreMerchantQ } from './leading-dot.ts';
import type { OcrLine, OcrWord } from './ocr-pool.ts';
import type { GreyImage } from './rupee-glyph.ts';
import { restoreRupeeSign } from './rupee-sign.ts';

// OCR sometimes reads the sign as a word of its own: "X 4,50,000.00".
const LONE_SIGN_MISREAD = /^[^\d\s]$/;

/**
 * Tesseract's own confidence (0–100) below which a word of letters is not trusted. Measured on the
 * corpus: names, labels, months and statuses read at 45 or more; below 30 are icons, logos and
 * badges read as letters ("em", "ggg", "Rp"). Figures and ids are not judged by it: tesseract gives
 * right UTRs, amounts and UPI ids confidences near 0 (they are no dictionary words); those are
 * cross-checked by a second reading instead (reread-words.ts).
 */
export const MIN_WORD_CONFIDENCE = 30;
// Two letters or more: a lone character is a misread sign or an avatar, which the parsers handle.
const LETTERS_WORD = /^[A-Za-z][A-Za-z.'&-]+[:;,.]?$/;

/**
 * What a doubtful word becomes: a character no parser reads as part of a name, month or status, so
 * a field that would need the word comes out empty rather than guessed or cut short.
 */
export const DOUBTFUL = '\uFFFD';

/** The line's words as text, with what OCR loses put back; a word folded into its neighbour becomes ''. */
export function restoreLineWords(words: OcrWord[], img: GreyImage): string[] {
  // A real id has text on a side of its '@': a tick badge read as a lone '@' makes no id line.
  const hasUpiId = words.some((w) => /[A-Za-z0-9]@|@[A-Za-z]/.test(w.text));
  const out = words.map((w) => w.text);
  words.forEach((word, i) => {
    if (!hasUpiId && LETTERS_WORD.test(word.text) && word.confidence < MIN_WORD_CONFIDENCE) {
      out[i] = DOUBTFUL;
      return;
    }
    if (word.text.includes('@')) {
      const q = restoreMerchantQ(word, img);
      if (q !== null) {
        out[i] = q;
        return;
      }
    }
    if (i === 0 && hasUpiId) {
      const dotted = restoreLeadingDot(word, img);
      if (dotted !== null) {
        out[i] = dotted;
        return;
      }
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
