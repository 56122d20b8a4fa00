import sharp from 'sharp';
import { normaliseBands } from './normalise-bands.ts';

/** Width the OCR sees. Measured on the generated corpus: 1000 loses small print, 1400 costs 25% more time for nothing. */
export const OCR_WIDTH = 1200;

export type PreparedImage = {
  /** Lossless PNG for tesseract. */
  png: Buffer;
  /** The same pixels, 8-bit grey, dark text on light, for checks on glyph shapes. */
  grey: Buffer;
  width: number;
  height: number;
};

/**
 * Turns a screenshot into what tesseract reads best: upright (EXIF), grey, ~1200 px wide, dark text
 * on white everywhere (see normaliseBands). Pixel work runs in libvips' threads or in yielding slices.
 */
export async function prepareForOcr(input: Buffer): Promise<PreparedImage> {
  const { data, info } = await sharp(input, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: OCR_WIDTH })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  await normaliseBands(data, width, height);
  // One grey band (libvips would otherwise widen it to sRGB); light compression: it is decoded at once.
  const png = await sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, grey: data, width, height };
}
