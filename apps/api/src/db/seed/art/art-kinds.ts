/** The kinds of firework the art generator can draw; each category picks one. */
export const ART_KINDS = [
  'sparkler',
  'flowerpot',
  'chakkar',
  'bomb',
  'wala',
  'rocket',
  'aerial',
  'cake',
  'star',
  'pencil',
  'kids',
  'giftbox',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Night-sky background per kind (top and bottom of the gradient), so each category reads at a glance. */
export const KIND_BACKGROUND: Record<ArtKind, readonly [string, string]> = {
  sparkler: ['#1e1b4b', '#4338ca'],
  flowerpot: ['#431407', '#c2410c'],
  chakkar: ['#022c22', '#047857'],
  bomb: ['#450a0a', '#b91c1c'],
  wala: ['#3b0764', '#be123c'],
  rocket: ['#082f49', '#0369a1'],
  aerial: ['#1e1b4b', '#7e22ce'],
  cake: ['#0f172a', '#be185d'],
  star: ['#172554', '#1d4ed8'],
  pencil: ['#1a2e05', '#4d7c0f'],
  kids: ['#500724', '#db2777'],
  giftbox: ['#451a03', '#b45309'],
};

/** Spark colours: picked per product from its slug, so two products of a kind still differ. */
export const SPARK_COLOURS = [
  '#fde047',
  '#fb923c',
  '#f87171',
  '#67e8f9',
  '#a3e635',
  '#f9a8d4',
  '#ffffff',
  '#d8b4fe',
] as const;
