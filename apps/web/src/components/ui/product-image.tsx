// Product pictures at the size the screen needs. A picture has WebP copies 320, 640 and 1200 px wide
// (uploads are re-encoded so; the shop's static SVG art is rasterised by the API on first request): the
// <img> lists them in srcset and says in `sizes` how wide it is drawn, so a phone downloads the 320 px
// copy for a grid card and a laptop the 640 px one, instead of every screen the same file.
import { forwardRef } from 'react';
import type { Product } from '@pataka/domain/api-types';
import { productImageSources } from '@pataka/domain/seo';
import { LogoMark } from '../layout/logo.tsx';

/** A card in the product grids: 2 columns on phones, 3 from `sm`, 4–5 (about 240 px) from `lg`. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw';
/**
 * The product page's main picture. The server preloads it with the same `sizes` (ssr/page-heads.ts
 * PRODUCT_IMAGE_SIZES): if they differ the browser downloads the picture twice.
 */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 768px) 560px, 92vw';

/** The product's main picture: `image`, else its first image media. */
export function productImageUrl(product: Pick<Product, 'image' | 'medias'>): string | null {
  return product.image || product.medias?.find((m) => m.type === 'image')?.url || null;
}

/**
 * `src`, `srcSet` and `sizes` for an <img> of a product picture: its WebP sizes when it has them, else
 * the URL as given (a picture from elsewhere). `sizes` is how wide it is drawn, e.g. '40px'.
 */
export function productImageProps(
  url: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const sources = productImageSources(url);
  return sources ? { src: sources.src, srcSet: sources.srcSet, sizes } : { src: url };
}

type Props = {
  src: string | null;
  alt: string;
  /** How wide it is drawn, for srcset (PRODUCT_CARD_IMAGE_SIZES, PRODUCT_PAGE_IMAGE_SIZES). */
  sizes: string;
  /** Above the fold: load at once with high priority (LCP); otherwise lazy. */
  priority?: boolean;
  className?: string;
  /** The width and height attributes: they reserve the square before the picture arrives. */
  size?: number;
};

/** A square product picture with its box reserved (width/height), so nothing shifts as it loads. */
export const ProductImage = forwardRef<HTMLImageElement, Props>(function ProductImage(
  { src, alt, sizes, priority = false, className = '', size = 400 },
  ref,
) {
  if (!src) {
    return (
      <div
        className={`flex aspect-square items-center justify-center bg-brand-50 ${className}`}
        role="img"
        aria-label={alt}
      >
        <LogoMark className="size-1/3 opacity-60" />
      </div>
    );
  }
  return (
    <img
      ref={ref}
      {...productImageProps(src, sizes)}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`aspect-square w-full object-contain ${className}`}
    />
  );
});
