import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inkBlobs, isRupeeGlyph } from './rupee-glyph.ts';

async function glyphs(chars: string, family: string, weight: string, size: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${chars.length * size}" height="${size * 2}">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="10" y="${size * 1.3}" font-family="${family}" font-weight="${weight}" font-size="${size}"
      letter-spacing="${size / 4}" fill="#000">${chars}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = { grey: data, width: info.width, height: info.height };
  const blobs = inkBlobs(img, { x0: 0, y0: 0, x1: info.width - 1, y1: info.height - 1 });
  return blobs.map((b) => isRupeeGlyph(img, b));
}

describe('isRupeeGlyph', () => {
  it.each([
    ['Liberation Sans', 'normal', 40],
    ['Liberation Sans', 'bold', 84],
    ['DejaVu Sans', 'normal', 84],
    ['DejaVu Sans', 'bold', 40],
    ['DejaVu Serif', 'normal', 60],
  ])('tells ₹ from every digit in %s %s %ipx', async (family, weight, size) => {
    const found = await glyphs('₹0123456789', family, weight, size);
    expect(found).toEqual([true, false, false, false, false, false, false, false, false, false, false]);
  });
});
