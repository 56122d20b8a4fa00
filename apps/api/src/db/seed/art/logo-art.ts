// Shop logos and brand badges: lettering on a burst, made here rather than fetched (DESIGN.md).
import { burstPath, escapeXml, seededRandom } from './svg-kit.ts';

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

export type LogoStyle = { monogram: string; word: string; from: string; to: string; accent: string };

/** A round emblem: gradient disc, a burst behind the monogram, the shop's word on a ribbon. */
export function shopLogo(name: string, style: LogoStyle): string {
  const random = seededRandom(`logo:${name}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="lg" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>` +
    `<circle cx="100" cy="100" r="96" fill="url(#lg)"/>` +
    `<circle cx="100" cy="100" r="86" fill="none" stroke="${style.accent}" stroke-width="3"/>` +
    `<path d="${burstPath(random, 100, 82, 70, 26)}" stroke="${style.accent}" stroke-width="4" stroke-linecap="round" stroke-opacity=".85"/>` +
    `<text x="100" y="104" text-anchor="middle" ${FONT} font-weight="800" font-size="58" fill="#fff" stroke="#7f1d1d" stroke-width="2" paint-order="stroke">${escapeXml(style.monogram)}</text>` +
    `<rect x="26" y="124" width="148" height="34" rx="17" fill="#fff"/>` +
    `<text x="100" y="148" text-anchor="middle" ${FONT} font-weight="800" font-size="19" letter-spacing="2" fill="${style.to}">${escapeXml(style.word)}</text>` +
    `</svg>`
  );
}

/** A square brand badge: initials large, the name small. */
export function brandBadge(name: string, colour: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="200" height="200" rx="28" fill="${colour}"/>` +
    `<circle cx="100" cy="84" r="52" fill="#fff" fill-opacity=".18"/>` +
    `<text x="100" y="104" text-anchor="middle" ${FONT} font-weight="800" font-size="52" fill="#fff">${escapeXml(initials)}</text>` +
    `<text x="100" y="170" text-anchor="middle" ${FONT} font-weight="600" font-size="17" fill="#fff">${escapeXml(name)}</text>` +
    `</svg>`
  );
}
