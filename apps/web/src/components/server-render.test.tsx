// @vitest-environment node
// The storefront's pieces rendered as the server renders them: in Node, with no window, document or
// storage. Render output may depend only on props, the query cache and the stores' server snapshots.
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Category } from '@pataka/domain/api-types';
import { ProductBrowser } from '../features/catalog/components/product-browser.tsx';
import { ProductGallery } from '../features/catalog/components/product-gallery.tsx';
import { ProductGridSection } from '../features/catalog/components/product-grid.tsx';
import { CategoryCard } from '../features/catalog/components/category-card.tsx';
import { productsQueryOptions } from '../features/catalog/api/get-products.ts';
import { filtersFromParams } from '../features/catalog/components/browse-params.ts';
import { FavoriteButton } from '../features/favorites/components/favorite-button.tsx';
import { FlashNewsBar } from '../features/flash-news/components/flash-news-bar.tsx';
import { activeFlashNewsQueryOptions } from '../features/flash-news/api/get-active-flash-news.ts';
import { LegalNoticeModal } from '../features/legal-notice/components/legal-notice-modal.tsx';
import { useLegalNotice } from '../features/legal-notice/hooks/use-legal-notice.ts';
import { OfferBanner } from '../features/offers/components/offer-banner.tsx';
import { QuickBuy } from '../features/quick-buy/components/quick-buy.tsx';
import { usePageMeta } from '../hooks/use-page-meta.ts';
import { makeFlashNews, makeProduct } from '../testing/fixtures.ts';
import { createTestQueryClient } from '../testing/render.tsx';
import { ErrorFallback } from './errors/error-fallback.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { ToastStack } from './ui/toast-stack.tsx';

const categories = [{ id: 'c-1', name: 'Sparklers', slug: 'sparklers', displayOrder: 1 }] as Category[];
const products = [
  makeProduct({ id: 'p-1' }),
  makeProduct({ id: 'p-2', name: 'Flower Pot', slug: 'flower-pot' }),
];

function render(ui: ReactNode, url = '/') {
  const client = createTestQueryClient();
  client.setQueryData(activeFlashNewsQueryOptions().queryKey, [
    makeFlashNews({ title: 'Open till midnight' }),
  ]);
  const params = new URL(url, 'https://shop.example').searchParams;
  client.setQueryData(productsQueryOptions(filtersFromParams(params)).queryKey, {
    data: products,
    total: 2,
    page: 1,
    limit: 20,
    totalPages: 1,
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function Shell() {
  const legal = useLegalNotice();
  usePageMeta('All Products');
  return (
    <>
      <Header
        companyName="Sri Balaji Crackers"
        categories={categories}
        favoritesCount={0}
        onHowToOrder={() => {}}
        top={<OfferBanner />}
      />
      <FlashNewsBar />
      <Footer company={undefined} categories={categories} newsletter={null} />
      {legal.showModal && <LegalNoticeModal open onAgree={legal.agree} />}
      <ToastStack />
    </>
  );
}

describe('rendering on the server (no window, no storage)', () => {
  it('renders the shell: header signed out with an empty cart, offer, flash news, footer, no modal', () => {
    const html = render(<Shell />);
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toContain('Sign In');
    expect(html).toContain('FREE SHOTS');
    expect(html).toContain('Open till midnight');
    expect(html).toContain('All rights reserved');
    expect(html).not.toContain('Important Legal Notice');
  });

  it('renders the product list, cards with srcset, favourites and categories', () => {
    const html = render(
      <>
        <ProductBrowser renderFavorite={(p) => <FavoriteButton product={p} />} />
        <ProductGridSection title="Featured Products" products={products} />
        <CategoryCard category={categories[0]!} />
      </>,
      '/products?sort=newest',
    );
    expect(html).toContain('2 products');
    expect(html).toContain('Flower Pot');
    expect(html).toContain('srcSet="/media/demo/products/10-cm-electric-sparklers-320.webp 320w');
    expect(html).toContain('Add to Cart');
  });

  it('renders the product page gallery and Quick Buy', () => {
    const html = render(
      <>
        <ProductGallery product={products[0]!} />
        <QuickBuy products={products} categories={categories} />
      </>,
    );
    expect(html).toContain('fetchPriority="high"');
    // Each row's quantity is a box until somebody goes to type: no form field per row in the HTML.
    expect(html).toMatch(/<button[^>]*aria-label="Quantity of Flower Pot"/);
    expect(html).not.toContain('inputMode="numeric"');
  });

  it('renders the error screen', () => {
    expect(render(<ErrorFallback onRetry={() => {}} />)).toContain('Reload Page');
  });
});
