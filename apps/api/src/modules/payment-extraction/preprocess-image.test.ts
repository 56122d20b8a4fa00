import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OCR_WIDTH, prepareForOcr } from './preprocess-image.ts';

// A phone screen in miniature: a mid-green header with white text over a dark-mode page with light text.
const SCREEN = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="600">
  <rect width="360" height="600" fill="#121212"/>
  <rect width="360" height="150" fill="#1b9e55"/>
  <text x="20" y="90" font-family="DejaVu Sans" font-size="30" fill="#fff">Transaction Successful</text>
  <text x="20" y="400" font-family="DejaVu Sans" font-size="30" fill="#eee">UTR: 325419283746</text>
</svg>`;

describe('prepareForOcr', () => {
  it('scales to the OCR width and makes every band dark text on white', async () => {
    const img = await prepareForOcr(await sharp(Buffer.from(SCREEN)).png().toBuffer());
    expect(img.width).toBe(OCR_WIDTH);
    expect(img.height).toBe(2000);
    const at = (x: number, y: number) => img.grey[Math.round(y) * img.width + Math.round(x)]!;
    const scale = OCR_WIDTH / 360;
    // Backgrounds of the green header and of the dark page are now white.
    expect(at(340 * scale, 20 * scale)).toBeGreaterThan(230);
    expect(at(340 * scale, 550 * scale)).toBeGreaterThan(230);
    // Text in both is now dark: some pixels of each text row are near black.
    const darkest = (y: number) => Math.min(...Array.from({ length: img.width }, (_, x) => at(x, y * scale)));
    expect(darkest(80)).toBeLessThan(60);
    expect(darkest(390)).toBeLessThan(60);
    // And the PNG handed to tesseract holds the same pixels.
    const meta = await sharp(img.png).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([OCR_WIDTH, 2000, 1]);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(prepareForOcr(Buffer.from('not an image'))).rejects.toThrow();
  });
});
