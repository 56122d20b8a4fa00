// Text for the link-preview cards: SVG has no line wrapping, so lines are measured and broken here. The
// measure is Pango's, the engine librsvg draws the SVG's <text> with, in the same font: what fits here fits
// on the card. DejaVu Sans is on the machine and in the Docker image (fonts-dejavu-core) and has the ₹ sign.
import sharp from 'sharp';

export const CARD_FONT = 'DejaVu Sans';
export type TextStyle = { size: number; bold?: boolean };

const ELLIPSIS = '…';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Width in pixels of one line of text as drawn (sharp's text input reads Pango markup, hence the escape). */
export async function textWidth(text: string, style: TextStyle): Promise<number> {
  if (!text.trim()) return 0;
  const font = `${CARD_FONT}${style.bold ? ' Bold' : ''} ${style.size}`;
  // At 72 dpi a point is a pixel, the unit of the SVG's font-size.
  const { width } = await sharp({ text: { text: escapeXml(text), font, dpi: 72 } }).metadata();
  return width ?? 0;
}

/** The longest n (at least 1) for which `fits(n)` holds, assuming it holds for every smaller n. */
async function longest(max: number, fits: (n: number) => Promise<boolean>): Promise<number> {
  let lo = 1;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The last line cut short to end with '…' within the width, at a word break when one is near. */
async function withEllipsis(line: string, style: TextStyle, maxWidth: number): Promise<string> {
  const chars = Array.from(line);
  const cut = (n: number) => chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
  const n = await longest(chars.length, async (k) => (await textWidth(cut(k), style)) <= maxWidth);
  const kept = chars.slice(0, n).join('');
  const space = kept.lastIndexOf(' ');
  return space > kept.length / 2 ? kept.slice(0, space).trimEnd() + ELLIPSIS : cut(n);
}

/**
 * Breaks text into at most `maxLines` lines no wider than `maxWidth`, word by word; a word longer than a
 * line is cut. What does not fit ends the last line with '…'.
 */
export async function wrapText(
  text: string,
  style: TextStyle,
  maxWidth: number,
  maxLines: number,
): Promise<string[]> {
  const fits = async (line: string) => (await textWidth(line, style)) <= maxWidth;
  let rest = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  while (rest.length && lines.length < maxLines) {
    const first = rest[0]!;
    if (!(await fits(first))) {
      const chars = Array.from(first);
      const n = await longest(chars.length, (k) => fits(chars.slice(0, k).join('')));
      lines.push(chars.slice(0, n).join(''));
      rest = [chars.slice(n).join(''), ...rest.slice(1)];
      continue;
    }
    let line = first;
    let used = 1;
    while (used < rest.length && (await fits(`${line} ${rest[used]}`))) line = `${line} ${rest[used++]}`;
    lines.push(line);
    rest = rest.slice(used);
  }
  if (rest.length && lines.length) {
    const last = lines.length - 1;
    lines[last] = await withEllipsis(`${lines[last]} ${rest.join(' ')}`, style, maxWidth);
  }
  return lines;
}

/** The largest size up to `style.size` (and at least `minSize`) at which one line fits the width. */
export async function fittingSize(text: string, style: TextStyle, maxWidth: number, minSize: number) {
  const width = await textWidth(text, style);
  if (width <= maxWidth) return style.size;
  return Math.max(minSize, Math.floor((style.size * maxWidth) / width));
}
