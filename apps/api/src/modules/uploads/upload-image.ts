import sharp from 'sharp';
import type { UploadKind } from './upload-type.ts';

/** Longest side kept: plenty for reading a receipt, small enough for staff to open quickly. */
export const MAX_IMAGE_SIDE = 2000;
/** Refuse decompression bombs: a 5 MB PNG can claim gigapixels. 50 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded image in its own format: upright (EXIF orientation applied), at most 2000 px a
 * side, metadata (GPS, device) dropped — sharp writes none unless asked. Anything hidden in the original
 * bytes (polyglots, trailing data) does not survive a decode and re-encode.
 */
export async function normaliseImage(input: Buffer, kind: UploadKind): Promise<Buffer> {
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (kind.mime) {
    case 'image/png':
      return image.png({ compressionLevel: 6 }).toBuffer();
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 85 }).toBuffer();
    default:
      return input;
  }
}
