// Where a page's pictures live, shared by the server renderer (which writes the URLs into the HTML) and
// the API (which answers them). Pure and isomorphic: no Node or browser API, so both sides agree.
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_PREVIEW, productImageVariants } from './product-image-files.ts';

/** A link preview (Open Graph) image: WhatsApp and Facebook show only raster previews. */
export const PREVIEW_IMAGE = {
  width: PRODUCT_PREVIEW.width,
  height: PRODUCT_PREVIEW.height,
  maxBytes: PRODUCT_PREVIEW.maxBytes,
  type: 'image/jpeg',
} as const;

export type ResponsiveImage = {
  /** The 640 px picture: `src` for browsers that ignore srcset. */
  src: string;
  /** `url 320w, url 640w, url 1200w` */
  srcSet: string;
};

/** Static product art shipped with the storefront (the demo seed's SVGs): `/media/<shop>/products/<name>.svg`. */
const STATIC_ART = /^(\/media\/[a-z0-9][a-z0-9-]{0,62}\/products\/[a-z0-9][a-z0-9-]{0,100})\.svg$/;

/**
 * The raster sizes of a product picture, or null when it has none (an outside URL). Uploaded pictures
 * already come as `<hash>-{320,640,1200}.webp`; static SVG art is rasterised by the API on first request
 * to `<name>-{320,640,1200}.webp` beside it (GET /media/<shop>/products/<name>-640.webp).
 */
export function productImageSources(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null;
  const uploaded = productImageVariants(url);
  const base = uploaded ? null : STATIC_ART.exec(url)?.[1];
  const sizes = uploaded
    ? uploaded.sizes
    : base
      ? Object.fromEntries(PRODUCT_IMAGE_WIDTHS.map((w) => [w, `${base}-${w}.webp`]))
      : null;
  if (!sizes) return null;
  return {
    src: sizes[640]!,
    srcSet: PRODUCT_IMAGE_WIDTHS.map((w) => `${sizes[w]} ${w}w`).join(', '),
  };
}

/** 32-bit FNV-1a as 8 hex digits: a content fingerprint for cache-busting URLs, not for security. */
export function fingerprint(...parts: readonly (string | number | null | undefined)[]): string {
  let hash = 0x811c9dc5;
  const text = parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('\u0000');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What a product's preview card shows: when any of it changes, so does the URL. */
export type ProductPreviewInput = {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  image: string | null;
  shopName: string;
};

/** What the shop's own preview card (the home page's) shows. */
export type ShopPreviewInput = {
  shopName: string;
  tagline: string | null;
  logo: string | null;
  city: string | null;
};

export const productPreviewFingerprint = (p: ProductPreviewInput) =>
  fingerprint('p1', p.id, p.name, p.price, p.originalPrice, p.image, p.shopName);

export const shopPreviewFingerprint = (s: ShopPreviewInput) =>
  fingerprint('s1', s.shopName, s.tagline, s.logo, s.city);

/** The product's 1200×630 JPEG preview: `/media/<shop>/og/product-<id>-<fingerprint>.jpg` (immutable). */
export const productPreviewPath = (tenantId: string, p: ProductPreviewInput) =>
  `/media/${tenantId}/og/product-${p.id}-${productPreviewFingerprint(p)}.jpg`;

/** The shop's 1200×630 JPEG preview for the home page: `/media/<shop>/og/shop-<fingerprint>.jpg`. */
export const shopPreviewPath = (tenantId: string, s: ShopPreviewInput) =>
  `/media/${tenantId}/og/shop-${shopPreviewFingerprint(s)}.jpg`;

/** Parses a preview file name back: the route's side of the two paths above. */
export function parsePreviewFile(
  file: string,
): { kind: 'product'; id: string; fingerprint: string } | { kind: 'shop'; fingerprint: string } | null {
  const product = /^product-([0-9a-zA-Z-]{1,64})-([0-9a-f]{8})\.jpg$/.exec(file);
  if (product) return { kind: 'product', id: product[1]!, fingerprint: product[2]! };
  const shop = /^shop-([0-9a-f]{8})\.jpg$/.exec(file);
  if (shop) return { kind: 'shop', fingerprint: shop[1]! };
  return null;
}
