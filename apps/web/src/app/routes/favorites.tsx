// /favorites (protected, §2): the favourite products (ids from the wishlist on GET /customers/me), each
// card with its heart to remove it (toasts '{name} added to favorites!' / '{name} removed from favorites').
import { Link } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { buttonClasses } from '@pataka/ui/button';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { useCustomer } from '../../lib/customer.ts';
import { useProductsById } from '../../features/cart/api/get-product-by-id.ts';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { FavoriteButton } from '../../features/favorites/components/favorite-button.tsx';
import { useWishlist } from '../../features/favorites/api/get-wishlist.ts';

export function Component() {
  const title = PERSONAL_COPY.favorites().title;
  usePageMeta(title);
  const customer = useCustomer();
  const ids = [...useWishlist()];
  const results = useProductsById(ids);
  // A favourite that is gone from the shop (404) or not active any more is simply not shown.
  const products = results.flatMap((r) => (r.data && r.data.status === 'active' ? [r.data] : []));
  const loading = customer.isPending || results.some((r) => r.isPending);

  return (
    <section className="mx-auto max-w-7xl px-3 py-6 sm:px-4 lg:py-10">
      <div className="mb-5 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
        {products.length > 0 && <p className="text-sm text-stone-600">{t.productCount(products.length)}</p>}
      </div>
      {!loading && products.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 px-4 py-14 text-center">
          <HeartIcon className="mx-auto size-10 text-brand-300" />
          <p className="mt-3 text-lg font-semibold text-stone-800">{t.noFavorites}</p>
          <p className="mt-1 text-sm text-stone-600">{t.noFavoritesHint}</p>
          <Link to={paths.products.getHref()} className={buttonClasses('primary', 'md', 'mt-5')}>
            {t.browseProducts}
          </Link>
        </div>
      ) : (
        <ProductGrid
          products={loading && products.length === 0 ? undefined : products}
          isLoading={loading}
          skeletonCount={Math.min(Math.max(ids.length, 2), 10)}
          renderFavorite={(product: Product) => <FavoriteButton product={product} />}
        />
      )}
    </section>
  );
}
