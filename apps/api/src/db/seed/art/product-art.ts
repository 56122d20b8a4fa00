// Product and category pictures: a night-sky card with the firework drawn on it and the name below.
import { KIND_BACKGROUND, type ArtKind } from './art-kinds.ts';
import { aerial, cake, giftbox, rocket, star } from './sky-shapes.ts';
import { bomb, chakkar, flowerpot, kids, pencil, sparkler, wala } from './ground-shapes.ts';
import { dotsPath, escapeXml, seededRandom, wrapText, type Random } from './svg-kit.ts';

const DRAW: Record<ArtKind, (random: Random) => string> = {
  sparkler,
  flowerpot,
  chakkar,
  bomb,
  wala,
  rocket,
  aerial,
  cake,
  star,
  pencil,
  kids,
  giftbox,
};

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

function card(kind: ArtKind, seed: string, label: string, body: string, textSvg: string): string {
  const random = seededRandom(seed);
  const [top, bottom] = KIND_BACKGROUND[kind];
  const skyDots: Array<readonly [number, number]> = [];
  for (let i = 0; i < 10; i++) skyDots.push([12 + random() * 296, 10 + random() * 150]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="320" height="320" rx="24" fill="url(#bg)"/>` +
    `<path d="${dotsPath(skyDots)}" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-linecap="round"/>` +
    DRAW[kind](random) +
    body +
    textSvg +
    `</svg>`
  );
}

/** Baselines inside the white band (y 236–308) for one or two lines, with or without a caption. */
function nameBand(lines: string[], caption: string | undefined, big: boolean): string {
  const two = lines.length > 1;
  const size = (big ? 26 : 22) - (two ? 4 : 0);
  const baselines = caption ? (two ? [258, 279, 298] : [266, 290]) : two ? [266, 292] : [281];
  let out = `<rect x="14" y="236" width="292" height="72" rx="14" fill="#fff" fill-opacity=".93"/>`;
  lines.forEach((line, i) => {
    out += `<text x="160" y="${baselines[i]}" text-anchor="middle" ${FONT} font-weight="700" font-size="${size}" fill="#111827">${escapeXml(line)}</text>`;
  });
  if (caption) {
    out += `<text x="160" y="${baselines[lines.length]}" text-anchor="middle" ${FONT} font-size="13" fill="#4b5563">${escapeXml(caption)}</text>`;
  }
  return out;
}

/** The picture of one product: deterministic for a given slug, so regenerating changes nothing. */
export function productArt(p: { slug: string; name: string; kind: ArtKind; caption?: string }): string {
  return card(p.kind, p.slug, p.name, '', nameBand(wrapText(p.name, 18, 2), p.caption, false));
}

export function categoryArt(c: { slug: string; name: string; kind: ArtKind }): string {
  return card(c.kind, `category:${c.slug}`, c.name, '', nameBand(wrapText(c.name, 16, 2), undefined, true));
}
