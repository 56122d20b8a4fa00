import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-pool.ts';
import { inkBlobs, type GreyImage } from './rupee-glyph.ts';
import { restoreRupeeSign, splitTouching } from './rupee-sign.ts';

/** Renders a big amount line and returns the image with the boxes of its tall glyphs, left to right. */
async function render(text: string, style = ''): Promise<{ img: GreyImage; glyphs: OcrWord['bbox'][] }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="200">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="40" y="140" font-family="Liberation Sans" font-size="110" fill="#111" ${style}>${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = { grey: data, width: info.width, height: info.height };
  const glyphs = inkBlobs(img, { x0: 0, y0: 0, x1: info.width - 1, y1: info.height - 1 }).filter(
    (b) => b.y1 - b.y0 > 40,
  );
  return { img, glyphs };
}

/** A word as tesseract would report it: these characters over these glyph boxes (commas have none here). */
function word(text: string, boxes: OcrWord['bbox'][]): OcrWord {
  const symbols = [...text.replace(/,/g, '')].map((c, i) => ({ text: c, bbox: boxes[i]!, confidence: 90 }));
  const bbox = { x0: boxes[0]!.x0, y0: boxes[0]!.y0, x1: boxes.at(-1)!.x1, y1: boxes[0]!.y1 };
  return { text, bbox, confidence: 90, symbols };
}

describe('restoreRupeeSign', () => {
  it("undoes '₹120' read as '3120' (the sign taken for a digit)", async () => {
    const { img, glyphs } = await render('₹120');
    expect(glyphs).toHaveLength(4);
    expect(restoreRupeeSign(word('3120', glyphs), -Infinity, img)).toBe('₹120');
  });

  it("puts back a sign OCR dropped ('₹120' read as '120')", async () => {
    const { img, glyphs } = await render('₹120');
    expect(restoreRupeeSign(word('120', glyphs.slice(1)), -Infinity, img)).toBe('₹120');
  });

  it("replaces a symbol read for the sign ('X1,250')", async () => {
    const { img, glyphs } = await render('₹1,250');
    expect(restoreRupeeSign(word('X1,250', glyphs), -Infinity, img)).toBe('₹1,250');
  });

  it('leaves a real 3120 alone when no rupee sign is printed', async () => {
    const { img, glyphs } = await render('3120');
    expect(restoreRupeeSign(word('3120', glyphs), -Infinity, img)).toBeNull();
  });

  it('leaves words that are not amounts alone', async () => {
    const { img, glyphs } = await render('₹120');
    expect(restoreRupeeSign(word('ABCD', glyphs), -Infinity, img)).toBeNull();
  });

  it('cuts bold glyphs that touch (small bold figures) apart, so the sign and each digit count once', async () => {
    const { img, glyphs } = await render('₹448', 'font-weight="bold" letter-spacing="-10"');
    expect(glyphs.length).toBeLessThan(4);
    const digitHeight = glyphs.at(-1)!.y1 - glyphs.at(-1)!.y0;
    const pieces = glyphs.flatMap((g) => splitTouching(img, g, 0.6 * digitHeight));
    expect(pieces).toHaveLength(4);
  });
});
