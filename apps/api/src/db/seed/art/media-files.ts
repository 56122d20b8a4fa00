// Which pictures a shop's seed refers to, and their SVG: the generator script writes them, a test
// checks the committed files are what this produces.
import type { ShopSeed } from '../seed-types.ts';
import type { ArtKind } from './art-kinds.ts';
import { brandBadge, shopLogo } from './logo-art.ts';
import { categoryArt, productArt } from './product-art.ts';

export type MediaFile = { url: string; svg: string };

const BRAND_COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#c2410c', '#0f766e'] as const;

/** Only pictures under /media/ are ours to draw; anything else in the data is left alone. */
const ours = (url: string | null | undefined): url is string => !!url && url.startsWith('/media/');

// A product's own name says best what it is (a chakkar in a mixed "ground items" category);
// the first match wins, so gift boxes that list their contents stay gift boxes.
const NAME_KINDS: ReadonlyArray<readonly [RegExp, ArtKind]> = [
  [/gift box/i, 'giftbox'],
  [/chakkar|wheel/i, 'chakkar'],
  [/rocket/i, 'rocket'],
  [/wala|chorsa|bijili/i, 'wala'],
  [/sparkler/i, 'sparkler'],
  [/flower pot|koti|fountain/i, 'flowerpot'],
  [/pencil/i, 'pencil'],
  [/\bshots?\b|multicolour/i, 'cake'],
  [/\bstar\b/i, 'star'],
  [/bomb|lakshmi|kuruvi/i, 'bomb'],
];

/** A category's kind, inherited from its parent when it has none of its own; 'giftbox' as the fallback. */
function kindOf(shop: ShopSeed, slug: string, depth = 0): ArtKind {
  const category = shop.categories.find((c) => c.slug === slug);
  if (category?.art) return category.art;
  if (category?.parentSlug && depth < 5) return kindOf(shop, category.parentSlug, depth + 1);
  return 'giftbox';
}

function productKind(shop: ShopSeed, p: ShopSeed['products'][number]): ArtKind {
  return NAME_KINDS.find(([pattern]) => pattern.test(p.name))?.[1] ?? kindOf(shop, p.categorySlug);
}

export function shopMediaFiles(shop: ShopSeed): MediaFile[] {
  const files: MediaFile[] = [];
  const { logo } = shop.company;
  if (ours(logo) && shop.logoStyle) {
    files.push({ url: logo, svg: shopLogo(shop.company.companyName, shop.logoStyle) });
  }
  for (const c of shop.categories) {
    if (ours(c.imageUrl))
      files.push({ url: c.imageUrl, svg: categoryArt({ ...c, kind: kindOf(shop, c.slug) }) });
  }
  shop.brands.forEach((b, i) => {
    if (ours(b.logo))
      files.push({ url: b.logo, svg: brandBadge(b.name, BRAND_COLOURS[i % BRAND_COLOURS.length]!) });
  });
  for (const p of shop.products) {
    if (!ours(p.image)) continue;
    const caption = [p.packageType, p.piecesPerBox ? `${p.piecesPerBox} Pcs` : null]
      .filter(Boolean)
      .join(' · ');
    files.push({
      url: p.image,
      svg: productArt({ slug: p.slug, name: p.name, kind: productKind(shop, p), caption }),
    });
  }
  return files;
}
