import { forwardRef } from 'react';
import type { Product } from '@pataka/domain/api-types';
import { LogoMark } from '../../../components/layout/logo.tsx';

/** The product's main picture: `image`, else its first image media. */
export function productImageUrl(product: Pick<Product, 'image' | 'medias'>): string | null {
  return product.image || product.medias?.find((m) => m.type === 'image')?.url || null;
}

type Props = {
  src: string | null;
  alt: string;
  /** Above the fold: load at once with high priority (LCP); otherwise lazy. */
  priority?: boolean;
  className?: string;
  size?: number;
};

/** A square product picture with its box reserved (width/height), so nothing shifts as it loads. */
export const ProductImage = forwardRef<HTMLImageElement, Props>(function ProductImage(
  { src, alt, priority = false, className = '', size = 400 },
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
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={`aspect-square w-full object-contain ${className}`}
    />
  );
});
