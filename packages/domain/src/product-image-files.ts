// The files a product picture is stored as, and how their URLs are named. Apart from catalogue-admin.ts
// (which re-exports all of this) because that module builds zod schemas when it loads: the storefront's
// picture component needs only these names, and must not pull a schema library into every page.

/** Product picture upload: largest file accepted, and the widths it is re-encoded at. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
/** The width whose URL a product's `image` and `medias` hold. */
export const PRODUCT_IMAGE_MAIN_WIDTH = 640;
/** The link-preview picture (WhatsApp, Open Graph): exact size and largest file. */
export const PRODUCT_PREVIEW = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/**
 * The sizes of an uploaded product picture from its main (640) URL, by the upload's naming:
 * `<name>-640.webp` → 320/640/1200 WebP and the `-og.jpg` preview. Null for any other URL (seed SVGs).
 */
export function productImageVariants(url: string) {
  const match = /^(.*\/[0-9a-f]{32})-640\.webp$/.exec(url);
  if (!match) return null;
  const base = match[1]!;
  return {
    sizes: { 320: `${base}-320.webp`, 640: `${base}-640.webp`, 1200: `${base}-1200.webp` },
    preview: `${base}-og.jpg`,
  };
}
