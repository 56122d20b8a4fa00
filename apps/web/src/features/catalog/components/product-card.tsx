import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { discountPercent } from '@pataka/domain/money';
import { Badge } from '@pataka/ui/badge';
import { Button } from '@pataka/ui/button';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import {
  PRODUCT_CARD_IMAGE_SIZES,
  ProductImage,
  productImageUrl,
} from '../../../components/ui/product-image.tsx';
import { paths } from '../../../config/paths.ts';
import { decrementItem, incrementItem, useCartQuantity } from '../../../lib/cart.ts';
import { localName } from '../../../i18n/local-name.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { cardText } from '../card-messages.ts';

export type ProductCardProps = {
  product: Product;
  /** The favourite toggle (features/favorites), passed in by the page: features don't import each other. */
  favorite?: ReactNode;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
};

/** Percent off for the '-N%' badge: the server's `discount`, else computed from the prices (§9). */
export const productDiscount = (product: Pick<Product, 'price' | 'originalPrice' | 'discount'>) =>
  product.discount > 0 ? product.discount : discountPercent(product.price, product.originalPrice);

/**
 * Product card (§2): lazy image, badges New / Featured / -N%, 'Sold Out' overlay, favourite toggle,
 * 'Add to Cart' at quantity 0 and a stepper once in the cart (decrementing from 1 removes it, §4).
 */
export function ProductCard({ product, favorite, priority = false }: ProductCardProps) {
  const quantity = useCartQuantity(product.id);
  const addToCart = useAddToCart();
  const image = useRef<HTMLImageElement>(null);
  const percent = productDiscount(product);
  const href = paths.product.getHref(product.slug);
  const name = localName(product);

  return (
    <article className="group card relative">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-stone-50">
          <ProductImage
            ref={image}
            src={productImageUrl(product)}
            alt=""
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            priority={priority}
            className="p-3"
          />
        </Link>
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.isNew && <Badge tone="green">{cardText.badgeNew}</Badge>}
          {product.featured && <Badge tone="saffron">{cardText.badgeFeatured}</Badge>}
          {percent > 0 && <Badge tone="red">-{percent}%</Badge>}
        </div>
        {favorite && <div className="absolute top-2 right-2">{favorite}</div>}
        {!product.inStock && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/60">
            <span className="rounded-md bg-stone-900/85 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase">
              {SHELL_MESSAGES.soldOut}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.category && <p className="truncate text-xs text-stone-500">{localName(product.category)}</p>}
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900">
          <Link to={href} className="hover:text-brand-700 focus-visible:underline">
            {name}
          </Link>
        </h3>
        {product.packSize && <p className="truncate text-xs text-stone-500">{product.packSize}</p>}
        <Price price={product.price} originalPrice={product.originalPrice} size="sm" showDiscount={false} />
        <div className="mt-auto pt-1.5">
          {!product.inStock ? (
            <Button variant="outline" size="sm" className="w-full" disabled>
              {SHELL_MESSAGES.soldOut}
            </Button>
          ) : quantity > 0 ? (
            <QuantityStepper
              size="sm"
              className="w-full"
              quantity={quantity}
              itemName={name}
              onIncrement={() => incrementItem(product.id)}
              onDecrement={() => decrementItem(product.id)}
            />
          ) : (
            <Button size="sm" className="w-full" onClick={() => addToCart(product, image.current)}>
              <CartIcon className="size-4" />
              {cardText.addToCart}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
