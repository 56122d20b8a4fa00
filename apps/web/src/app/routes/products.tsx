import { useSearchParams } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { pagesText } from '../../config/messages.ts';
import { tagTitle } from '../../features/catalog/components/browse-params.ts';
import { ProductBrowser } from '../../features/catalog/components/product-browser.tsx';
import { FavoriteButton } from '../../features/favorites/components/favorite-button.tsx';

const renderFavorite = (product: Product) => <FavoriteButton product={product} />;

/** /products (§2): every product; ?tag=new|featured|bestseller|sale narrows it. */
export function Component() {
  const [params] = useSearchParams();
  const tag = params.get('tag')?.toLowerCase() ?? '';
  const title = tagTitle(tag) ?? pagesText.allProductsTitle;
  const search = params.get('search');
  usePageMeta(search ? pagesText.searchTitle(search) : title, pagesText.productsDescription);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
      <ProductBrowser renderFavorite={renderFavorite} />
    </div>
  );
}
