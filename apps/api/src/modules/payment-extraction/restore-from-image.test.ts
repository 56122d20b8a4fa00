import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-pool.ts';
import { DOUBTFUL, MIN_WORD_CONFIDENCE, restoreFromImage } from './restore-from-image.ts';

const blank = { grey: Buffer.alloc(400 * 100, 255), width: 400, height: 100 };

function word(text: string, confidence: number, x0: number): OcrWord {
  const bbox = { x0, y0: 20, x1: x0 + 10 * text.length, y1: 50 };
  return { text, bbox, confidence, symbols: [] };
}

describe('restoreFromImage', () => {
  it('marks words of letters tesseract doubts, so no name, month or status is built from them', () => {
    const low = MIN_WORD_CONFIDENCE - 1;
    const [line] = restoreFromImage([{ words: [word('Ss', low, 0), word('Sony', 96, 40)] }], blank);
    expect(line).toBe(`${DOUBTFUL} Sony`);
  });

  it('keeps figures and ids whatever their confidence: those are cross-checked by a second reading', () => {
    const lines = restoreFromImage(
      [{ words: [word('36,363', 0, 0)] }, { words: [word('q116651654@ybl', 5, 0)] }],
      blank,
    );
    expect(lines).toEqual(['36,363', 'q116651654@ybl']);
  });
});
