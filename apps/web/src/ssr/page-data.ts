// Server only: what each public page needs in the query cache before it is rendered, and whether the
// page exists (an unknown product answers 404 with 'Product not found' in the HTML). The query options
// are the components' own, so the keys match and the browser starts from the same cache.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import type { PageId } from '../app/routes.tsx';
import { companyQueryOptions } from '../features/company/api/get-company.ts';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories.ts';
import { categoryQueryOptions } from '../features/catalog/api/get-category.ts';
import { productQueryOptions } from '../features/catalog/api/get-product.ts';
import { featuredFilters, productsQueryOptions } from '../features/catalog/api/get-products.ts';
import { filtersFromParams } from '../features/catalog/components/browse-params.ts';
import { activeFlashNewsQueryOptions } from '../features/flash-news/api/get-active-flash-news.ts';
import { transportProvidersQueryOptions } from '../features/pickup/api/get-transport-providers.ts';
import { allProductsQueryOptions } from '../features/quick-buy/api/get-all-products.ts';

export type PageDataContext = {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
};

/** What loading found out: a status other than 200 for a page whose subject does not exist. */
export type PageOutcome = { status: number };

const OK: PageOutcome = { status: 200 };

/** Fills the cache; a failed read stays in it as an error, which the page renders as the browser would. */
async function fetchInto<TData, TKey extends QueryKey>(
  ctx: PageDataContext,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  try {
    return await ctx.queryClient.fetchQuery(options);
  } catch {
    return undefined;
  }
}

/** The page's 404 when its subject's read said 404. */
function statusOf(ctx: PageDataContext, queryKey: readonly unknown[]): PageOutcome {
  const error = ctx.queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.status === 404 ? { status: 404 } : OK;
}

/** The layout around every page: shop details, the category menu, the flash-news bar. */
export async function loadLayoutData(ctx: PageDataContext): Promise<void> {
  await Promise.all([
    fetchInto(ctx, companyQueryOptions()),
    fetchInto(ctx, categoriesQueryOptions()),
    fetchInto(ctx, activeFlashNewsQueryOptions()),
  ]);
}

type PageLoader = (ctx: PageDataContext) => Promise<PageOutcome>;

export const PAGE_DATA: Partial<Record<PageId, PageLoader>> = {
  async home(ctx) {
    // New arrivals are drawn on the client near the screen (home.tsx NewArrivals).
    await fetchInto(ctx, productsQueryOptions(featuredFilters));
    return OK;
  },
  async products(ctx) {
    await fetchInto(ctx, productsQueryOptions(filtersFromParams(ctx.url.searchParams)));
    return OK;
  },
  async category(ctx) {
    const slug = ctx.params.slug ?? '';
    const category = categoryQueryOptions(slug);
    await Promise.all([
      fetchInto(ctx, category),
      fetchInto(ctx, productsQueryOptions(filtersFromParams(ctx.url.searchParams, slug))),
    ]);
    return statusOf(ctx, category.queryKey);
  },
  async product(ctx) {
    const options = productQueryOptions(ctx.params.slug ?? '');
    // Related products are drawn on the client near the screen (product.tsx RelatedProducts).
    await fetchInto(ctx, options);
    return statusOf(ctx, options.queryKey);
  },
  async 'quick-buy'(ctx) {
    await fetchInto(ctx, allProductsQueryOptions());
    return OK;
  },
  async shipping(ctx) {
    await fetchInto(ctx, transportProvidersQueryOptions());
    return OK;
  },
  async 'not-found'() {
    return { status: 404 };
  },
};
