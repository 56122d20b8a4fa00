// Small helpers for hand-written SVG: deterministic randomness, compact numbers, safe text.

/** A repeatable pseudo-random sequence from a string (FNV-1a seed, mulberry32 steps). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Whole numbers keep the files small; the drawings do not need sub-pixel precision. */
export const n = (value: number) => String(Math.round(value));

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Splits a name into at most `maxLines` lines of about `width` characters, ending in … when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, width - 1))}…`;
  return kept;
}

/**
 * Rays from a centre, as one path: `count` lines of random length up to `radius`.
 * Drawn with round caps they read as a burst of sparks.
 */
export function burstPath(random: Random, cx: number, cy: number, radius: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + random() * 0.3;
    const inner = radius * (0.25 + random() * 0.2);
    const outer = radius * (0.7 + random() * 0.3);
    d += `M${n(cx + Math.cos(angle) * inner)} ${n(cy + Math.sin(angle) * inner)}L${n(cx + Math.cos(angle) * outer)} ${n(cy + Math.sin(angle) * outer)}`;
  }
  return d;
}

/** Dots as zero-length round-capped segments: many dots in one short path. */
export function dotsPath(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join('');
}

/** A five-pointed star polygon's points. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, rotation = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = rotation - Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`);
  }
  return pts.join(' ');
}
