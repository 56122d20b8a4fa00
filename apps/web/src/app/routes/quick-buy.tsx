// /quick-buy (§2; DESIGN.md "Quick Buy"): every active product in one price list, grouped by category.
import { Button } from '@pataka/ui/button';
import { PriceListLink } from '../../components/layout/price-list-link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import { useAllProducts } from '../../features/quick-buy/api/get-all-products.ts';
import { QuickBuy } from '../../features/quick-buy/components/quick-buy.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { toErrorMessage } from '../../lib/api-client.ts';

export function Component() {
  const copy = PAGE_COPY.quickBuy();
  usePageMeta(copy.title, copy.description);
  const products = useAllProducts();
  const categories = useCategories();

  return (
    <section className="mx-auto max-w-5xl px-3 py-6 sm:px-4 lg:py-10">
      <header className="mb-4">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-stone-700 sm:text-base">
          {t.quickBuyHowTo}
          <strong>{t.addAllToCart}</strong>
          {t.quickBuyHowToEnd}
        </p>
        <p className="mt-1 text-xs text-stone-600 sm:text-sm">
          {t.quickBuyPrefilled}
          <strong>{t.addAllToCart}</strong>
          {t.quickBuySets}
        </p>
        <PriceListLink className="mt-2 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800" />
      </header>

      {products.isPending || categories.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only">{t.loadingPriceList}</span>
          <Skeleton className="h-11 w-full" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : products.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
          <p>{toErrorMessage(products.error)}</p>
          <Button className="mt-3" variant="outline" onClick={() => void products.refetch()}>
            {t.tryAgainLower}
          </Button>
        </div>
      ) : (
        <QuickBuy products={products.data} categories={categories.data ?? []} />
      )}
    </section>
  );
}
