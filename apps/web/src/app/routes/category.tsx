import { Link, useParams } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { NotFoundMessage } from '../../components/ui/not-found-message.tsx';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { localName } from '../../i18n/local-name.ts';
import { routesText as t } from './messages.ts';
import { useCategory } from '../../features/catalog/api/get-category.ts';
import { ProductBrowser } from '../../features/catalog/components/product-browser.tsx';
import { FavoriteButton } from '../../features/favorites/components/favorite-button.tsx';

const renderFavorite = (product: Product) => <FavoriteButton product={product} />;

/** /category/{slug} (§2): one category's products, with the same filters as /products. */
export function Component() {
  const { slug = '' } = useParams();
  const category = useCategory(slug);
  usePageMeta(
    (category.data && localName(category.data)) ?? (category.isError ? MESSAGES.categoryNotFound : undefined),
    category.data?.description ?? undefined,
  );

  if (category.isError) {
    return (
      <NotFoundMessage
        title={MESSAGES.categoryNotFound}
        linkTo={paths.categories.getHref()}
        linkText={t.viewAllCategories}
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label={t.breadcrumb} className="mb-2 text-sm text-stone-500">
        <Link to={paths.home.getHref()} className="hover:underline">
          {t.home}
        </Link>{' '}
        /{' '}
        <Link to={paths.categories.getHref()} className="hover:underline">
          {t.categories}
        </Link>
      </nav>
      {category.data ? (
        <>
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{localName(category.data)}</h1>
          <p className="mt-1 mb-4 min-h-6 text-stone-600">{category.data.description}</p>
        </>
      ) : (
        <div className="mb-4">
          <Skeleton className="h-8 w-56 sm:h-9" />
          <Skeleton className="mt-2 h-5 w-72" />
        </div>
      )}
      <ProductBrowser category={slug} renderFavorite={renderFavorite} />
    </div>
  );
}
