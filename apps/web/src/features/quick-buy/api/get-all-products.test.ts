import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearApiCache } from '../../../lib/api-client.ts';
import { makeProduct } from '../../../testing/fixtures.ts';
import { mockFetch, ok } from '../../../testing/mock-fetch.ts';
import { getAllProducts } from './get-all-products.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearApiCache();
});

describe('getAllProducts', () => {
  it('reads GET /products?limit=100 page by page until every page is in', async () => {
    const pages = [
      [makeProduct(), makeProduct()],
      [makeProduct(), makeProduct()],
      [makeProduct({ status: 'draft' })],
    ];
    const spy = mockFetch({
      'GET /products': ({ query }) => {
        const page = Number(query.get('page'));
        return ok(pages[page - 1], { total: 5, page, limit: Number(query.get('limit')), totalPages: 3 });
      },
    });
    const products = await getAllProducts();
    expect(products).toHaveLength(4);
    const asked = spy.mock.calls.map(([url]) => new URL(String(url), 'http://x').search).sort();
    expect(asked).toEqual(['?limit=100&page=1', '?limit=100&page=2', '?limit=100&page=3']);
  });
});
