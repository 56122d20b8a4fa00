// Fireworks that go up, plus gift boxes: drawn in the upper 320×230 of the picture like ground-shapes.ts.
import { SPARK_COLOURS } from './art-kinds.ts';
import { sparks, strokePath } from './ground-shapes.ts';
import { dotsPath, n, pick, starPoints, type Random } from './svg-kit.ts';

export function rocket(random: Random): string {
  const body = pick(random, ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#e5e7eb']);
  const trail: Array<readonly [number, number]> = [];
  for (let i = 0; i < 6; i++) trail.push([160 + (random() - 0.5) * 10, 196 + i * 12]);
  return (
    `<g transform="rotate(-16 160 120)">` +
    strokePath('M160 150v80', '#a16207', 4) +
    strokePath(dotsPath(trail), pick(random, SPARK_COLOURS), 6) +
    `<path d="M150 168q10 30 20 0z" fill="#fb923c"/>` +
    `<rect x="146" y="70" width="28" height="98" rx="5" fill="${body}"/>` +
    `<path d="M146 72l14-30 14 30z" fill="#f8fafc"/>` +
    `<path d="M146 168l-12 14v-30zM174 168l12 14v-30z" fill="#1e293b"/>` +
    `</g>` +
    sparks(random, 76, 64, 36, 14)
  );
}

export function aerial(random: Random): string {
  const trail: Array<readonly [number, number]> = [];
  for (let i = 0; i < 7; i++) trail.push([160 + Math.sin(i) * 3, 164 - i * 13]);
  return (
    strokePath(dotsPath(trail), '#fde68a', 4) +
    sparks(random, 160, 70, 64, 24) +
    sparks(random, 160, 70, 36, 12) +
    `<rect x="138" y="166" width="44" height="50" rx="4" fill="${pick(random, ['#7c3aed', '#db2777', '#0ea5e9'])}"/>` +
    `<rect x="138" y="180" width="44" height="10" fill="#facc15"/>`
  );
}

export function cake(random: Random): string {
  const tubes: Array<readonly [number, number]> = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 6; c++) tubes.push([116 + c * 18 + r * 6, 152 + r * 8]);
  const bursts: Array<readonly [number, number, number]> = [
    [100, 64, 40],
    [214, 56, 46],
    [160, 96, 32],
  ];
  let trails = '';
  for (const [x, y] of bursts) trails += `M160 146L${n(x)} ${n(y + 20)}`;
  return (
    strokePath(trails, '#fde68a', 2, ' stroke-dasharray="3 7"') +
    bursts.map(([x, y, r]) => sparks(random, x, y, r, 16)).join('') +
    `<path d="M104 146h120l-12 22h-120z" fill="#fbbf24"/>` +
    `<rect x="92" y="168" width="120" height="48" fill="${pick(random, ['#dc2626', '#7c3aed', '#0f766e'])}"/>` +
    `<path d="M212 168l12-22v48l-12 22z" fill="#78350f"/>` +
    strokePath(dotsPath(tubes), '#451a03', 8)
  );
}

export function star(random: Random): string {
  const glitter: Array<readonly [number, number]> = [];
  for (let i = 0; i < 18; i++) glitter.push([60 + random() * 200, 30 + random() * 170]);
  const main = pick(random, ['#facc15', '#fde047', '#fdba74']);
  return (
    strokePath(dotsPath(glitter), pick(random, SPARK_COLOURS), 4) +
    `<polygon points="${starPoints(160, 118, 70, 30, random() * 0.3)}" fill="${main}"/>` +
    `<polygon points="${starPoints(78, 70, 24, 10)}" fill="${pick(random, SPARK_COLOURS)}"/>` +
    `<polygon points="${starPoints(246, 176, 20, 8)}" fill="${pick(random, SPARK_COLOURS)}"/>`
  );
}

export function giftbox(random: Random): string {
  const box = pick(random, ['#dc2626', '#7c3aed', '#0f766e', '#1d4ed8']);
  const ribbon = pick(random, ['#facc15', '#f9a8d4', '#f8fafc']);
  return (
    sparks(random, 92, 60, 34, 12) +
    sparks(random, 234, 54, 30, 12) +
    `<rect x="102" y="138" width="116" height="78" fill="${box}"/>` +
    `<rect x="94" y="116" width="132" height="26" rx="3" fill="${box}"/>` +
    `<rect x="94" y="116" width="132" height="26" rx="3" fill="#000" fill-opacity=".15"/>` +
    `<rect x="152" y="116" width="16" height="100" fill="${ribbon}"/>` +
    `<ellipse cx="142" cy="106" rx="20" ry="11" fill="${ribbon}" transform="rotate(-20 142 106)"/>` +
    `<ellipse cx="178" cy="106" rx="20" ry="11" fill="${ribbon}" transform="rotate(20 178 106)"/>` +
    `<circle cx="160" cy="112" r="7" fill="${ribbon}"/>`
  );
}
