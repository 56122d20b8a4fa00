import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { cardText } from '../card-messages.ts';
import { ProductCard } from './product-card.tsx';

/** Two columns on phones up to four on laptops; `wide` adds a fifth on large screens (lists of 10, 100). */
export const gridClasses = (wide = false) =>
  `grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${wide ? 'xl:grid-cols-5' : ''}`;

/** Cards waiting for data, the same size as real ones (no layout shift when they arrive). */
export function ProductGridSkeleton({ count = 8, wide = false }: { count?: number; wide?: boolean }) {
  return (
    <div className={gridClasses(wide)} aria-busy="true" aria-label={SHELL_MESSAGES.loading}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-10" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-9" />
          </div>
        </div>
      ))}
    </div>
  );
}

export type ProductGridProps = {
  products: readonly Product[] | undefined;
  isLoading?: boolean;
  /** Favourite toggle per card (see ProductCard.favorite). */
  renderFavorite?: (product: Product) => ReactNode;
  /** How many leading cards load their image eagerly (those above the fold). */
  priorityCount?: number;
  skeletonCount?: number;
  /** Five columns on large screens. */
  wide?: boolean;
};

export function ProductGrid({
  products,
  isLoading,
  renderFavorite,
  priorityCount = 0,
  skeletonCount,
  wide = false,
}: ProductGridProps) {
  if (isLoading && !products) return <ProductGridSkeleton count={skeletonCount} wide={wide} />;
  if (!products?.length) {
    return (
      <p className="rounded-xl bg-stone-50 px-4 py-10 text-center text-stone-600">
        {SHELL_MESSAGES.noProducts}
      </p>
    );
  }
  return (
    <ul className={gridClasses(wide)}>
      {products.map((product, i) => (
        <li key={product.id} className="card-cell">
          <ProductCard product={product} favorite={renderFavorite?.(product)} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A titled product section (§2): 'No products available' when empty, and a 'View All Products' link
 * once it holds 4 or more.
 */
export function ProductGridSection({
  title,
  subtitle,
  viewAllHref = paths.products.getHref(),
  maxWidthClass = 'max-w-7xl',
  ...grid
}: ProductGridProps & {
  title: string;
  subtitle?: string;
  viewAllHref?: string;
  /** To line up with the page around it (the product page is narrower). */
  maxWidthClass?: string;
}) {
  const count = grid.products?.length ?? 0;
  return (
    <section className={`mx-auto ${maxWidthClass} px-4 py-10`} aria-label={title}>
      {/* Wraps: a long title or a long (Tamil) link puts the link on its own line, not off the screen. */}
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h2>
          {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
        </div>
        {count >= 4 && (
          <Link
            to={viewAllHref}
            className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {cardText.viewAllProducts}
            <ChevronRightIcon className="size-4" />
          </Link>
        )}
      </div>
      <ProductGrid {...grid} />
    </section>
  );
}

// Here, beside the grids it defers, not in a module of its own: a separate chunk would add to the
// home page's initial JavaScript (bench:check).
/**
 * True once the element comes within 600 px of the screen, and from then on. False on the server and in
 * the first (hydrating) render, so what is drawn later is not part of the server's HTML nor of hydration
 * (decision 147).
 */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px' },
    );
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return [near, ref] as const;
}
