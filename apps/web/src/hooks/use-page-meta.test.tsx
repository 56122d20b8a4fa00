import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { companyQueryOptions } from '../features/company/api/get-company.ts';
import { documentTitle } from '../lib/document-title.ts';
import { documentTitle as serverDocumentTitle } from '../ssr/page-heads.ts';
import { makeCompany } from '../testing/shop-fixtures.ts';
import { createTestQueryClient } from '../testing/render.tsx';
import { usePageMeta } from './use-page-meta.ts';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

/** A page of `shop`, with the company query already in the cache (as the server leaves it). */
function renderPage(shop: string, props: { title: string; description?: string }) {
  const client = createTestQueryClient();
  client.setQueryData(companyQueryOptions().queryKey, makeCompany({ companyName: shop }));
  return render(
    <QueryClientProvider client={client}>
      <Page {...props} />
    </QueryClientProvider>,
  );
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.title = '';
  document.querySelector('meta[name="description"]')?.remove();
});

describe('usePageMeta', () => {
  it("names this shop in the title, not another shop's", () => {
    renderPage('Sri Balaji Crackers', { title: 'All Products' });
    expect(document.title).toBe('All Products | Sri Balaji Crackers');
  });

  it('leaves a title alone when it names the shop already', () => {
    renderPage('Sri Balaji Crackers', { title: 'Sri Balaji Crackers – Sivakasi Crackers Online Enquiry' });
    expect(document.title).toBe('Sri Balaji Crackers – Sivakasi Crackers Online Enquiry');
  });

  it('cuts a long description at a word, with an ellipsis, as the server does', () => {
    const long = `${'Bright sparklers for every festival. '.repeat(6)}End.`;
    renderPage('Sri Balaji Crackers', { title: 'Sparklers', description: long });
    const content = description()!;
    expect(content.length).toBeLessThanOrEqual(160);
    expect(content.endsWith('…')).toBe(true);
    expect(long.startsWith(content.slice(0, -1))).toBe(true);
  });

  it('uses the bare title until the shop is known', () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Page title="Contact Us" />
      </QueryClientProvider>,
    );
    expect(document.title).toBe('Contact Us');
  });
});

describe('documentTitle', () => {
  it.each([
    ['All Products', 'Sri Balaji Crackers'],
    ['Sri Balaji Crackers – Home', 'Sri Balaji Crackers'],
    ['Gift Boxes', 'Unique Crackers'],
  ])('writes %j for %j as the server does', (title, shop) => {
    expect(documentTitle(title, shop)).toBe(serverDocumentTitle(title, shop));
  });
});
