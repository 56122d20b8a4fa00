/** Tiny SVG builders for the receipt templates. Fonts are picked by family name from the system. */

export const SANS = 'Liberation Sans, DejaVu Sans';
export const DEJAVU = 'DejaVu Sans';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type TextOptions = {
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  family?: string;
};

export function text(x: number, y: number, content: string, o: TextOptions): string {
  return `<text x="${x}" y="${y}" font-family="${o.family ?? SANS}" font-size="${o.size}" font-weight="${
    o.weight ?? 'normal'
  }" text-anchor="${o.anchor ?? 'start'}" fill="${o.fill}">${escapeXml(content)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  radius = 0,
  stroke = '',
): string {
  const s = stroke ? ` stroke="${stroke}" stroke-width="2"` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"${s}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, dashed = false): string {
  const d = dashed ? ' stroke-dasharray="8 8"' : '';
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="2"${d}/>`;
}

/** A tick or cross drawn as a path, like the apps' status badges (not a font glyph). */
export function badge(cx: number, cy: number, r: number, ok: boolean, fill: string): string {
  const mark = ok
    ? `M${cx - r * 0.45} ${cy} L${cx - r * 0.1} ${cy + r * 0.35} L${cx + r * 0.5} ${cy - r * 0.35}`
    : `M${cx - r * 0.35} ${cy - r * 0.35} L${cx + r * 0.35} ${cy + r * 0.35} M${cx + r * 0.35} ${cy - r * 0.35} L${
        cx - r * 0.35
      } ${cy + r * 0.35}`;
  return `${circle(cx, cy, r, fill)}<path d="${mark}" stroke="#fff" stroke-width="${r * 0.18}" fill="none"/>`;
}

/** The phone's status bar: a clock and a battery level, both numbers the parser must not take. */
export function statusBar(clock: string, battery: number, fill: string): string {
  return (
    text(36, 42, clock, { size: 24, fill, weight: 'bold' }) +
    text(684, 42, `${battery}%`, { size: 22, fill, anchor: 'end' })
  );
}

/**
 * How much wider a family draws text than Liberation Sans, which the templates' layouts are measured
 * in (average advance of digits and capitals, from the fonts' metrics). A template that places
 * something after a text (Paytm's badge after the amount) or fits a text beside another (PhonePe's
 * name beside the amount) scales its estimate by this, as the app's own layout would adapt.
 */
const WIDTH_FACTOR: Record<string, number> = {
  'Liberation Sans': 1,
  'Liberation Sans Narrow': 0.82,
  'Liberation Serif': 0.92,
  'DejaVu Sans': 1.15,
  'DejaVu Sans Condensed': 1.04,
  'DejaVu Serif': 1.17,
};
export const widthFactor = (family: string | undefined) => (family ? (WIDTH_FACTOR[family] ?? 1.15) : 1);

/**
 * The same drawing in another font: every text in the templates' sans is drawn in `family` instead,
 * the sans kept behind it for glyphs the family lacks (DejaVu draws the rupee sign for all of them).
 */
export function withFont(svg: string, family: string): string {
  return svg.replaceAll(`font-family="${SANS}"`, `font-family="${family}, ${SANS}"`);
}

export function svgDocument(width: number, height: number, background: string, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rect(
    0,
    0,
    width,
    height,
    background,
  )}${body.join('')}</svg>`;
}
