// Fireworks that burn on the ground or in the hand. Each returns SVG drawn in the upper 320×230 of the
// picture, leaving the bottom band for the name. Colours come from the product's own random sequence.
import { SPARK_COLOURS } from './art-kinds.ts';
import { burstPath, dotsPath, n, pick, type Random } from './svg-kit.ts';

export const strokePath = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

/** Two layers of sparks and a glow: the shared "it is lit" effect. */
export function sparks(random: Random, cx: number, cy: number, radius: number, count: number): string {
  const outer = pick(random, SPARK_COLOURS);
  const inner = pick(random, SPARK_COLOURS);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.45)}" fill="${inner}" fill-opacity=".3"/>` +
    strokePath(burstPath(random, cx, cy, radius, count), outer, 3) +
    strokePath(burstPath(random, cx, cy, radius * 0.6, Math.ceil(count / 2)), inner, 2)
  );
}

export function sparkler(random: Random): string {
  const tipX = 190 + random() * 20;
  const tipY = 80 + random() * 20;
  return (
    strokePath(`M96 214L${n(tipX)} ${n(tipY)}`, '#cbd5e1', 5) +
    strokePath('M96 214L124 180', '#92400e', 10) +
    sparks(random, tipX, tipY, 72, 22)
  );
}

export function flowerpot(random: Random): string {
  const colour = pick(random, ['#f59e0b', '#ef4444', '#22c55e', '#3b82f6']);
  const fountain: Array<readonly [number, number]> = [];
  for (let arc = -4; arc <= 4; arc++) {
    const vx = arc * 3.5 + (random() - 0.5) * 2;
    const vy = 34 - Math.abs(arc) * 2;
    for (let t = 1; t <= 7; t++) fountain.push([160 + vx * t, 144 - vy * t + 2.6 * t * t]);
  }
  const half = Math.ceil(fountain.length / 2);
  return (
    strokePath(dotsPath(fountain.slice(0, half)), pick(random, SPARK_COLOURS), 6) +
    strokePath(dotsPath(fountain.slice(half)), pick(random, SPARK_COLOURS), 5) +
    `<path d="M128 214h64l-14-70h-36z" fill="${colour}"/>` +
    `<path d="M133 190h54M138 166h44" stroke="#fff" stroke-width="6" stroke-opacity=".7"/>` +
    `<ellipse cx="160" cy="144" rx="18" ry="5" fill="#1f2937"/>`
  );
}

export function chakkar(random: Random): string {
  let trails = '';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const b = a + 0.55;
    trails += `M${n(160 + Math.cos(a) * 42)} ${n(122 + Math.sin(a) * 42)}Q${n(160 + Math.cos(a + 0.2) * 70)} ${n(122 + Math.sin(a + 0.2) * 70)} ${n(160 + Math.cos(b) * (82 + random() * 16))} ${n(122 + Math.sin(b) * (82 + random() * 16))}`;
  }
  return (
    strokePath(trails, pick(random, SPARK_COLOURS), 3) +
    `<circle cx="160" cy="122" r="32" fill="none" stroke="${pick(random, ['#facc15', '#f97316', '#22d3ee'])}" stroke-width="12"/>` +
    `<circle cx="160" cy="122" r="10" fill="#fef3c7"/>` +
    `<ellipse cx="160" cy="214" rx="70" ry="6" fill="#000" fill-opacity=".25"/>`
  );
}

export function bomb(random: Random): string {
  const round = random() < 0.6;
  const body = round
    ? `<circle cx="150" cy="150" r="56" fill="#111827"/><ellipse cx="132" cy="128" rx="14" ry="9" fill="#fff" fill-opacity=".35"/>` +
      `<path d="M96 158q54 22 108 0" stroke="${pick(random, ['#ef4444', '#facc15', '#22c55e'])}" stroke-width="10" fill="none"/>`
    : `<rect x="118" y="104" width="64" height="110" rx="10" fill="${pick(random, ['#dc2626', '#16a34a', '#2563eb'])}"/>` +
      `<rect x="118" y="140" width="64" height="26" fill="#facc15"/>`;
  const fuseStart = round ? '186 106' : '150 104';
  return body + strokePath(`M${fuseStart}Q200 78 214 66`, '#d6d3d1', 5) + sparks(random, 216, 62, 40, 16);
}

export function wala(random: Random): string {
  const red = pick(random, ['#dc2626', '#e11d48', '#ea580c']);
  let string = 'M60 40';
  let crackers = '';
  for (let i = 0; i <= 16; i++) {
    const x = 60 + i * 12.5;
    const y = 40 + i * 10 + Math.sin(i / 2) * 14;
    string += `L${n(x)} ${n(y)}`;
    crackers += `M${n(x - 8)} ${n(y + 3)}l16 -6`;
  }
  return (
    strokePath(string, '#fef3c7', 2) +
    strokePath(crackers, red, 9) +
    sparks(random, 266, 212, 36, 14) +
    sparks(random, 60, 40, 26, 10)
  );
}

export function pencil(random: Random): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = 112 + i * 36;
    const colour = pick(random, ['#ef4444', '#22c55e', '#3b82f6', '#eab308', '#a855f7']);
    out +=
      strokePath(`M${x - 20} 214L${x + 18} 96`, colour, 11) +
      strokePath(`M${x - 20} 214l6-18`, '#92400e', 11);
    out += strokePath(burstPath(random, x + 20, 90, 26, 9), pick(random, SPARK_COLOURS), 2);
  }
  return out;
}

export function kids(random: Random): string {
  const colour = pick(random, ['#f59e0b', '#22c55e', '#38bdf8', '#f472b6']);
  const confetti: Array<readonly [number, number]> = [];
  for (let i = 0; i < 14; i++) confetti.push([40 + random() * 240, 30 + random() * 120]);
  return (
    strokePath(dotsPath(confetti), pick(random, SPARK_COLOURS), 7) +
    `<rect x="116" y="112" width="88" height="102" rx="20" fill="${colour}"/>` +
    `<circle cx="144" cy="150" r="7" fill="#1f2937"/><circle cx="176" cy="150" r="7" fill="#1f2937"/>` +
    strokePath('M140 176q20 16 40 0', '#1f2937', 5) +
    strokePath('M160 112q6-20 20-26', '#d6d3d1', 4) +
    sparks(random, 182, 84, 30, 12)
  );
}
