import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../testing/fixtures.ts';
import { stubApi } from '../../../testing/render.tsx';
import { getAllProducts } from './get-all-products.ts';

afterEach(() => vi.unstubAllGlobals());

describe('getAllProducts', () => {
  it('reads GET /products?limit=100 page by page until every page is in', async () => {
    const pages = [
      [makeProduct({ id: 'a' }), makeProduct({ id: 'b' })],
      [makeProduct({ id: 'c' }), makeProduct({ id: 'b' })],
      [makeProduct({ id: 'd', status: 'draft' })],
    ];
    const api = stubApi({
      'GET /products': (_init, url) => {
        const query = new URL(url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        return {
          body: {
            success: true,
            data: pages[page - 1],
            total: 5,
            page,
            limit: Number(query.get('limit')),
            totalPages: 3,
          },
        };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);

    const products = await getAllProducts();
    // A product seen twice (it moved between pages) counts once; only active ones are listed.
    expect(products.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    const asked = api.calls.map((c) => new URL(c.url, 'http://x').search).sort();
    expect(asked).toEqual(['?limit=100&page=1', '?limit=100&page=2', '?limit=100&page=3']);
  });
});
