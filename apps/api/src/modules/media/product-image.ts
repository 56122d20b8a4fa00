// A staff upload → the product picture sizes the storefront shows, and the link-preview JPEG.
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_PREVIEW,
  type ProductImageWidth,
} from '@pataka/domain/catalogue-admin';
import { AppError } from '../../lib/errors.ts';

/** Refuse decompression bombs: a 10 MB PNG can claim gigapixels. 50 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A tall picture is cut at 3× its width, so one strip cannot make a huge file. */
const MAX_ASPECT = 3;
const PREVIEW_QUALITIES = [82, 72, 62, 52, 42, 32];

export type ProcessedProductImage = {
  variants: { width: ProductImageWidth; bytes: Buffer; actualWidth: number; actualHeight: number }[];
  preview: Buffer;
  /** The uploaded picture, upright. */
  width: number;
  height: number;
};

/** 415 unless the bytes are JPEG, PNG or WebP: the name and the browser's Content-Type are not trusted. */
export async function assertProductImageType(bytes: Buffer) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('unsupported_media_type', M.imageType);
  return type.mime;
}

/**
 * Decodes once (EXIF orientation applied, metadata dropped), then encodes WebP at 320/640/1200 px wide
 * (never enlarged) and a 1200×630 JPEG cover-cropped on white, at most 300 KB.
 */
export async function processProductImage(input: Buffer): Promise<ProcessedProductImage> {
  try {
    const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await source.metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    const largest = Math.max(...PRODUCT_IMAGE_WIDTHS);
    // The largest size, decoded to raw pixels once; every output is made from it.
    const { data, info } = await source
      .rotate()
      .resize({ width: largest, height: largest * MAX_ASPECT, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const variants = await Promise.all(
      PRODUCT_IMAGE_WIDTHS.map(async (w) => {
        const out = await sharp(data, raw)
          .resize({ width: w, height: w * MAX_ASPECT, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80, alphaQuality: 90, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { width: w, bytes: out.data, actualWidth: out.info.width, actualHeight: out.info.height };
      }),
    );
    const cover = await sharp(data, raw)
      .flatten({ background: '#ffffff' })
      .resize({
        width: PRODUCT_PREVIEW.width,
        height: PRODUCT_PREVIEW.height,
        fit: 'cover',
        position: 'centre',
      })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let preview: Buffer | undefined;
    for (const quality of PREVIEW_QUALITIES) {
      preview = await sharp(cover.data, {
        raw: { width: cover.info.width, height: cover.info.height, channels: cover.info.channels },
      })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (preview.length <= PRODUCT_PREVIEW.maxBytes) break;
    }
    return { variants, preview: preview!, width, height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('invalid', M.imageUnreadable);
  }
}
