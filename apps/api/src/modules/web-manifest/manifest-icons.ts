// The home-screen icons of a shop's web app manifest: its logo drawn on a white square (PNG, 192 and 512 px),
// or the storefront's own mark when the shop has no logo or it cannot be read. Drawn once per shop and logo
// and kept in memory; the URL carries a hash of the pictures, so a new logo is a new address.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { drawPicture } from '../media/draw-picture.ts';

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export type ShopIcons = { png: Record<IconSize, Buffer>; hash: string };

/** The storefront's mark (apps/web/public/favicon.svg): a saffron burst on the brand maroon. */
const FALLBACK_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#8e1a22"/>' +
    '<g stroke="#ffc24a" stroke-width="3" stroke-linecap="round"><path d="M24 8v7M24 33v7M8 24h7M33 24h7M12.7 12.7l5 5M30.3 30.3l5 5M12.7 35.3l5-5M30.3 17.7l5-5"/></g>' +
    '<circle cx="24" cy="24" r="5" fill="#fff8eb"/></svg>',
);
/** The picture keeps inside the middle 80 %: launchers that round or mask the icon do not cut it. */
const SAFE_AREA = 0.8;
/** At most this many shops × logos are kept; the oldest goes first. */
const MAX_KEPT = 500;

async function drawIcon(picture: Buffer, size: IconSize): Promise<Buffer> {
  const inner = Math.round(size * SAFE_AREA);
  const drawn = await drawPicture(picture, inner, inner);
  const top = Math.round((size - drawn.info.height) / 2);
  const left = Math.round((size - drawn.info.width) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: drawn.data, raw: drawn.info, top, left }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function drawIcons(logo: Buffer | null): Promise<ShopIcons> {
  let pictures: Record<IconSize, Buffer>;
  try {
    if (!logo) throw new Error('no logo');
    pictures = { 192: await drawIcon(logo, 192), 512: await drawIcon(logo, 512) };
  } catch {
    // A logo sharp cannot read (or none): the shop still gets an icon.
    pictures = { 192: await drawIcon(FALLBACK_SVG, 192), 512: await drawIcon(FALLBACK_SVG, 512) };
  }
  const hash = createHash('sha256').update(pictures[192]).update(pictures[512]).digest('hex').slice(0, 12);
  return { png: pictures, hash };
}

/** Icons per shop and logo address, drawn on first use; a failed drawing is not kept. */
export function iconCache() {
  const kept = new Map<string, Promise<ShopIcons>>();
  return {
    get(tenantId: string, logoUrl: string | null, readLogo: () => Promise<Buffer | null>) {
      const key = `${tenantId}\n${logoUrl ?? ''}`;
      let icons = kept.get(key);
      if (!icons) {
        icons = readLogo().then(drawIcons);
        kept.set(key, icons);
        icons.catch(() => kept.delete(key));
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      }
      return icons;
    },
    get size() {
      return kept.size;
    },
  };
}
