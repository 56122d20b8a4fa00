import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { productShareMessage, WHATSAPP_COPY } from '@pataka/domain/whatsapp';
import { Badge } from '@pataka/ui/badge';
import { Button, buttonClasses } from '@pataka/ui/button';
import { CloseIcon } from '@pataka/ui/icons';
import { CartIcon, CheckIcon } from '../../components/ui/icons.tsx';
import { Price } from '../../components/ui/price.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { NotFoundMessage } from '../../components/ui/not-found-message.tsx';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { cardText } from '../../features/catalog/card-messages.ts';
import { localName } from '../../i18n/local-name.ts';
import { routesText as t } from './messages.ts';
import { decrementItem, incrementItem, useCartQuantity } from '../../lib/cart.ts';
import { useProduct } from '../../features/catalog/api/get-product.ts';
import { useRelatedProducts } from '../../features/catalog/api/get-products.ts';
import { productDiscount } from '../../features/catalog/components/product-card.tsx';
import { ProductGallery } from '../../features/catalog/components/product-gallery.tsx';
import { ProductGridSection, useNearScreen } from '../../features/catalog/components/product-grid.tsx';
import { useAddToCart } from '../../features/catalog/hooks/use-add-to-cart.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { FavoriteButton } from '../../features/favorites/components/favorite-button.tsx';
import { ShareButton } from '../../features/share/components/share-button.tsx';

const renderFavorite = (product: Product) => <FavoriteButton product={product} />;

function Detail({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 py-2 text-sm last:border-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-busy="true" aria-label={MESSAGES.loading}>
      <Skeleton className="aspect-square rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-32" />
        <Skeleton className="h-12" />
      </div>
    </div>
  );
}

function ProductInfo({ product }: { product: Product }) {
  const quantity = useCartQuantity(product.id);
  const addToCart = useAddToCart();
  const image = useRef<HTMLImageElement>(null);
  const percent = productDiscount(product);
  const company = useCompany().data;
  // The link previews with the product's card: the server renders og:image for this canonical URL.
  const share = (url: string) =>
    productShareMessage(
      { shopName: company?.companyName ?? '', productName: product.name, price: product.price, url },
      company?.messageTemplates,
    );

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery product={product} imageRef={image} />
      <div>
        {product.category && (
          <Link
            to={paths.category.getHref(product.category.slug)}
            className="text-sm font-semibold text-saffron-700 hover:underline"
          >
            {localName(product.category)}
          </Link>
        )}
        <div className="mt-1 flex items-start justify-between gap-3">
          <h1 className="text-2xl leading-tight font-extrabold text-brand-900 sm:text-3xl">
            {localName(product)}
          </h1>
          <FavoriteButton product={product} className="shrink-0" />
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {product.isNew && <Badge tone="green">{t.badgeNew}</Badge>}
          {product.featured && <Badge tone="saffron">{t.badgeFeatured}</Badge>}
          {percent > 0 && <Badge tone="red">-{percent}%</Badge>}
        </div>
        <Price className="mt-4" size="lg" price={product.price} originalPrice={product.originalPrice} />
        <p
          className={`mt-3 inline-flex items-center gap-1.5 text-sm font-semibold ${product.inStock ? 'text-green-700' : 'text-red-700'}`}
        >
          {product.inStock ? <CheckIcon className="size-4" /> : <CloseIcon className="size-4" />}
          {product.inStock ? t.inStock : MESSAGES.soldOut}
        </p>

        <div className="mt-5 flex flex-wrap items-center gap-3">
          {!product.inStock ? (
            <Button size="lg" disabled className="w-full sm:w-auto">
              {MESSAGES.soldOut}
            </Button>
          ) : quantity > 0 ? (
            <>
              <QuantityStepper
                quantity={quantity}
                itemName={localName(product)}
                onIncrement={() => incrementItem(product.id)}
                onDecrement={() => decrementItem(product.id)}
              />
              <Link to={paths.cart.getHref()} className={buttonClasses('secondary', 'md')}>
                {t.goToCart}
              </Link>
            </>
          ) : (
            <Button size="lg" className="w-full sm:w-auto" onClick={() => addToCart(product, image.current)}>
              <CartIcon className="size-5" /> {t.addToCart}
            </Button>
          )}
          <ShareButton
            label={WHATSAPP_COPY.shareProduct}
            path={paths.product.getHref(product.slug)}
            message={share}
          />
        </div>

        <dl className="mt-6 rounded-xl border border-stone-200 px-4 py-1">
          <Detail label={t.packSize} value={product.packSize} />
          <Detail label={t.piecesPerBox} value={product.piecesPerBox} />
          <Detail label={t.sku} value={product.sku} />
          <Detail label={t.productCode} value={product.productCode} />
          <Detail label={t.brand} value={product.brand?.name} />
        </dl>

        {product.description && (
          <section className="mt-6">
            <h2 className="mb-2 text-lg font-bold text-brand-900">{t.description}</h2>
            <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
          </section>
        )}
        <p className="mt-6 rounded-lg bg-saffron-50 p-3 text-sm text-brand-900">{t.enquiryNote}</p>
      </div>
    </div>
  );
}

/**
 * The 4 related cards sit below the product: the server draws their heading and a link to the category
 * (complete without JavaScript); the cards are fetched and drawn once the section comes near the screen,
 * so they are neither in the page's HTML nor hydrated with it (decision 147).
 */
function RelatedProducts({ product }: { product: Product }) {
  const [near, ref] = useNearScreen<HTMLDivElement>();
  const related = useRelatedProducts(product, undefined, near);
  const href = product.category ? paths.category.getHref(product.category.slug) : paths.products.getHref();
  if (!near)
    return (
      <section className="mx-auto max-w-6xl px-4 py-10" aria-label={t.relatedProducts}>
        <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.relatedProducts}</h2>
        {/* About as tall as the four cards on a phone (two rows), so nothing below jumps. */}
        <div ref={ref} className="mt-5 min-h-[840px] sm:min-h-[420px]">
          <Link to={href} className="font-semibold text-brand-700 hover:underline">
            {cardText.viewAllProducts}
          </Link>
        </div>
      </section>
    );
  if (!related.isLoading && related.related.length === 0) return null;
  return (
    <ProductGridSection
      title={t.relatedProducts}
      maxWidthClass="max-w-6xl"
      products={related.isLoading ? undefined : related.related}
      isLoading={related.isLoading}
      renderFavorite={renderFavorite}
      skeletonCount={4}
      viewAllHref={href}
    />
  );
}

/** /product/{slug} (§2): gallery, price with MRP struck and -N%, details, add to cart, 4 related. */
export function Component() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  usePageMeta(
    (product.data && localName(product.data)) ?? (product.isError ? MESSAGES.productNotFound : undefined),
    product.data?.description ?? undefined,
  );

  if (product.isError) {
    return (
      <NotFoundMessage
        title={MESSAGES.productNotFound}
        linkTo={paths.products.getHref()}
        linkText={t.browseAllProducts}
      />
    );
  }
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <nav aria-label={t.breadcrumb} className="mb-4 truncate text-sm text-stone-500">
          <Link to={paths.home.getHref()} className="hover:underline">
            {t.home}
          </Link>{' '}
          /{' '}
          <Link to={paths.products.getHref()} className="hover:underline">
            {t.products}
          </Link>
          {product.data && <span aria-current="page"> / {localName(product.data)}</span>}
        </nav>
        {product.data ? <ProductInfo product={product.data} /> : <ProductSkeleton />}
      </div>
      {product.data && <RelatedProducts product={product.data} />}
    </>
  );
}
