// The product as the storefront's card shows it (apps/web product-card), drawn from the unsaved form.
import { discountPercent, formatINR } from '@pataka/domain/money';
import { MESSAGES } from '@pataka/domain/messages';
import { Badge } from '@pataka/ui/badge';

export type PreviewProduct = {
  name: string;
  price: number;
  originalPrice: number | null;
  image: string | null;
  category: string | null;
  packSize: string | null;
  inStock: boolean;
  tags: readonly string[];
};

export function ProductPreviewCard({ product }: { product: PreviewProduct }) {
  const percent = discountPercent(product.price, product.originalPrice);
  return (
    <article
      aria-label="Storefront preview"
      className="flex w-full max-w-56 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="relative bg-stone-50">
        {product.image ? (
          <img src={product.image} alt="" className="aspect-square w-full object-contain p-3" />
        ) : (
          <div className="flex aspect-square items-center justify-center bg-brand-50 text-sm text-brand-300">
            No photo yet
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.tags.includes('New') && <Badge tone="green">New</Badge>}
          {product.tags.includes('Featured') && <Badge tone="saffron">Featured</Badge>}
          {percent > 0 && <Badge tone="red">-{percent}%</Badge>}
        </div>
        {!product.inStock && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <span className="rounded-md bg-stone-900/85 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase">
              {MESSAGES.soldOut}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.category && <p className="truncate text-xs text-stone-500">{product.category}</p>}
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900">
          {product.name || 'Product name'}
        </h3>
        {product.packSize && <p className="truncate text-xs text-stone-500">{product.packSize}</p>}
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold text-brand-800 tabular-nums">{formatINR(product.price)}</span>
          {percent > 0 && product.originalPrice != null && (
            <span className="text-sm text-stone-500 tabular-nums">
              <span className="sr-only">MRP </span>
              <s>{formatINR(product.originalPrice)}</s>
            </span>
          )}
        </div>
        <span
          aria-hidden="true"
          className={`mt-1.5 flex h-9 items-center justify-center rounded-lg text-sm font-semibold ${
            product.inStock ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-700 opacity-60'
          }`}
        >
          {product.inStock ? 'Add to Cart' : MESSAGES.soldOut}
        </span>
      </div>
    </article>
  );
}
