// The 1200×630 link-preview cards WhatsApp and Facebook show for a shared product or shop: the picture on
// the left, the words on the right, the shop on a deep red band at the bottom. Drawn as one SVG (text,
// shapes) with the picture composited on it, then JPEG at the best quality under the size limit.
// Sizes are chosen for the thumbnail WhatsApp shows in a chat: the name and price stay readable there.
import sharp from 'sharp';
import { PREVIEW_IMAGE } from '@pataka/domain/seo';
import { discountPercent, formatINR } from '@pataka/domain/money';
import { drawPicture } from './draw-picture.ts';
import { CARD_FONT, escapeXml, fittingSize, textWidth, wrapText, type TextStyle } from './preview-text.ts';

const { width: W, height: H, maxBytes } = PREVIEW_IMAGE;
const COLOURS = { red: '#7f1d1d', saffron: '#f59e0b', cream: '#fffbeb', ink: '#1c1917', muted: '#78716c' };
const BAND_TOP = 536;
const STRIPE = 6;
/** The picture's frame: a white rounded square left of the text. */
const FRAME = { x: 36, y: 34, size: 462, pad: 12 };
const TEXT_X = 540;
const TEXT_WIDTH = W - TEXT_X - 48;
const QUALITIES = [88, 80, 72, 64, 56, 48, 40, 32];

type Text = { x: number; y: number; text: string } & TextStyle & { fill: string; italic?: boolean };

const textSvg = (t: Text) =>
  `<text x="${t.x}" y="${t.y}" font-family="${CARD_FONT}" font-size="${t.size}"${t.bold ? ' font-weight="bold"' : ''}${
    t.italic ? ' font-style="oblique"' : ''
  } fill="${t.fill}">${escapeXml(t.text)}</text>`;

const cardSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<rect width="${W}" height="${H}" fill="${COLOURS.cream}"/>` +
  `<rect y="${BAND_TOP - STRIPE}" width="${W}" height="${STRIPE}" fill="${COLOURS.saffron}"/>` +
  `<rect y="${BAND_TOP}" width="${W}" height="${H - BAND_TOP}" fill="${COLOURS.red}"/>` +
  body +
  `</svg>`;

/** Up to two initials on a red-to-saffron square: the picture of a product or shop that has none. */
function monogramSvg(shopName: string) {
  const initials = shopName
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
  const { x, y, size } = FRAME;
  return (
    `<defs><linearGradient id="mono" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.red}"/>` +
    `<stop offset="1" stop-color="${COLOURS.saffron}"/></linearGradient></defs>` +
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="28" fill="url(#mono)"/>` +
    textSvg({
      x: x + size / 2,
      y: y + size / 2 + 60,
      text: initials,
      size: 170,
      bold: true,
      fill: '#fff',
    }).replace('<text ', '<text text-anchor="middle" ')
  );
}

const frameSvg = () =>
  `<rect x="${FRAME.x}" y="${FRAME.y}" width="${FRAME.size}" height="${FRAME.size}" rx="28" fill="#fff" stroke="#fde68a" stroke-width="3"/>`;

/** The SVG with the picture composited in its frame (or the monogram), encoded under the size limit. */
async function finish(body: string, picture: Buffer | null, shopName: string, framed: boolean) {
  let drawn = null;
  if (picture) {
    const inner = FRAME.size - 2 * (framed ? FRAME.pad : 0);
    // A picture that will not decode shows the monogram: the card is still worth sharing.
    drawn = await drawPicture(picture, inner, inner).catch(() => null);
  }
  const svg = cardSvg((drawn ? (framed ? frameSvg() : '') : monogramSvg(shopName)) + body);
  let base = sharp(Buffer.from(svg));
  if (drawn) {
    const offset = framed ? FRAME.pad : 0;
    base = base.composite([
      { input: drawn.data, raw: drawn.info, left: FRAME.x + offset, top: FRAME.y + offset },
    ]);
  }
  const { data, info } = await base
    .flatten({ background: COLOURS.cream })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg: Buffer | undefined;
  for (const quality of QUALITIES) {
    // 4:4:4 keeps red text on cream sharp; the size limit falls back to 4:2:0 only when it must.
    jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: quality >= 64 ? '4:4:4' : '4:2:0' })
      .toBuffer();
    if (jpeg.length <= maxBytes) break;
  }
  return jpeg!;
}

export type ProductCard = {
  name: string;
  price: number;
  originalPrice: number | null;
  shopName: string;
  /** The product's picture, or failing that the shop's logo, as bytes (SVG or raster); null: monogram. */
  picture: Buffer | null;
};

export async function renderProductCard(card: ProductCard): Promise<Buffer> {
  const nameStyle = { size: 52, bold: true };
  const lines = await wrapText(card.name, nameStyle, TEXT_WIDTH, 3);
  const price = formatINR(card.price);
  const priceSize = await fittingSize(price, { size: 104, bold: true }, TEXT_WIDTH, 56);
  const off = discountPercent(card.price, card.originalPrice);
  // Rows from the top: name lines, price, then MRP and the saving; the block is centred above the band.
  const blockHeight = lines.length * 64 + 24 + priceSize + (off ? 78 : 0);
  let y = Math.max(40, Math.round((BAND_TOP - blockHeight) / 2));
  const parts: string[] = [];
  for (const line of lines) {
    parts.push(textSvg({ x: TEXT_X, y: y + 50, text: line, ...nameStyle, fill: COLOURS.ink }));
    y += 64;
  }
  y += 24 + priceSize;
  parts.push(
    textSvg({
      x: TEXT_X,
      y: y - priceSize * 0.12,
      text: price,
      size: priceSize,
      bold: true,
      fill: COLOURS.red,
    }),
  );
  if (off && card.originalPrice !== null) {
    const mrp = `MRP ${formatINR(card.originalPrice)}`;
    const mrpStyle = { size: 40 };
    const mrpWidth = await textWidth(mrp, mrpStyle);
    const base = y + 62;
    parts.push(textSvg({ x: TEXT_X, y: base, text: mrp, ...mrpStyle, fill: COLOURS.muted }));
    parts.push(
      `<line x1="${TEXT_X - 4}" y1="${base - 14}" x2="${TEXT_X + mrpWidth + 6}" y2="${base - 14}" stroke="${COLOURS.muted}" stroke-width="4"/>`,
    );
    const badge = `-${off}%`;
    const badgeStyle = { size: 40, bold: true };
    const badgeX = TEXT_X + mrpWidth + 32;
    const badgeWidth = (await textWidth(badge, badgeStyle)) + 36;
    parts.push(
      `<rect x="${badgeX}" y="${base - 44}" width="${badgeWidth}" height="58" rx="29" fill="${COLOURS.saffron}"/>`,
      textSvg({ x: badgeX + 18, y: base, text: badge, ...badgeStyle, fill: COLOURS.red }),
    );
  }
  parts.push(await bandText(card.shopName));
  return finish(parts.join(''), card.picture, card.shopName, true);
}

/** The shop's name in the band, shrunk or cut to one line. */
async function bandText(shopName: string) {
  const style = { size: 44, bold: true };
  const [line = ''] = await wrapText(shopName, style, W - 96, 1);
  return textSvg({ x: 48, y: BAND_TOP + 62, text: line, ...style, fill: '#fff' });
}

export type ShopCard = {
  shopName: string;
  tagline: string | null;
  city: string | null;
  /** The logo as bytes (SVG or raster); null: monogram. */
  logo: Buffer | null;
};

export async function renderShopCard(card: ShopCard): Promise<Buffer> {
  const nameStyle = { size: 76, bold: true };
  const taglineStyle = { size: 40 };
  const names = await wrapText(card.shopName, nameStyle, TEXT_WIDTH, 2);
  const taglines = card.tagline ? await wrapText(card.tagline, taglineStyle, TEXT_WIDTH, 2) : [];
  const blockHeight = names.length * 88 + (taglines.length ? 36 + taglines.length * 52 : 0);
  let y = Math.max(40, Math.round((BAND_TOP - blockHeight) / 2));
  const parts: string[] = [];
  for (const line of names) {
    parts.push(textSvg({ x: TEXT_X, y: y + 72, text: line, ...nameStyle, fill: COLOURS.red }));
    y += 88;
  }
  if (taglines.length) {
    parts.push(`<rect x="${TEXT_X}" y="${y + 8}" width="96" height="8" rx="4" fill="${COLOURS.saffron}"/>`);
    y += 36;
    for (const line of taglines) {
      parts.push(
        textSvg({ x: TEXT_X, y: y + 40, text: line, ...taglineStyle, italic: true, fill: '#78350f' }),
      );
      y += 52;
    }
  }
  if (card.city) {
    // A map pin, then the city, on the band.
    const pin =
      `<path transform="translate(48 ${BAND_TOP + 20})" fill="${COLOURS.saffron}" ` +
      `d="M20 0C9 0 0 9 0 20c0 15 20 36 20 36s20-21 20-36C40 9 31 0 20 0zm0 28a8 8 0 1 1 0-16 8 8 0 0 1 0 16z"/>`;
    const [city = ''] = await wrapText(card.city, { size: 44, bold: true }, W - 160, 1);
    parts.push(pin, textSvg({ x: 104, y: BAND_TOP + 62, text: city, size: 44, bold: true, fill: '#fff' }));
  }
  return finish(parts.join(''), card.logo, card.shopName, false);
}
