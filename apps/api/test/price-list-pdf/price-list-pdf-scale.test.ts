import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/catalogue.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { pdfPages, pdfText, renderPage } from './pdf-text.ts';

let t: TestApp;
const COUNT = 1000;

beforeAll(async () => {
  t = await createTestApp();
  // A big shop: ten categories of a hundred products, written straight to the database.
  const cats = Array.from({ length: 10 }, (_, c) => ({
    tenantId: 'demo2',
    id: `scale-cat-${c}`,
    name: `Scale Section ${c + 1}`,
    slug: `scale-section-${c + 1}`,
    displayOrder: 100 + c,
  }));
  await t.db.insert(categories).values(cats);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    tenantId: 'demo2',
    id: `scale-${i}`,
    name: `Scale Product ${String(i + 1).padStart(4, '0')} with a longer name that wraps onto two lines sometimes`.slice(
      0,
      i % 7 === 0 ? 90 : 28,
    ),
    slug: `scale-product-${i}`,
    sku: `SCL-${i}`,
    pricePaise: 1_000 + i * 137,
    originalPricePaise: (1_000 + i * 137) * 4,
    packageType: '1 Box',
    piecesPerBox: 10,
    categoryId: `scale-cat-${i % 10}`,
  }));
  for (let i = 0; i < rows.length; i += 250) await t.db.insert(products).values(rows.slice(i, i + 250));
  t.app.publicCache.invalidate('demo2');
});
afterAll(() => t.app.close());

it('renders 1,000 products in under 3 s, paged with the header on every page', async () => {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/price-list.pdf', headers: as('demo2') });
  const ms = performance.now() - started;
  expect(res.statusCode).toBe(200);
  const pages = pdfPages(res.rawPayload);
  console.log(
    `1,000 products (+ demo2's own): ${ms.toFixed(0)} ms, ${pages} pages, ${res.rawPayload.length} bytes`,
  );
  expect(ms).toBeLessThan(3000);
  const text = pdfText(res.rawPayload);
  expect(text).toContain('Scale Product 1000');
  expect(text.match(/S\.No\s+Product\s+Content/g)).toHaveLength(pages);
  expect(text).toContain(`Page ${pages} of ${pages}`);
  console.log('a middle page:', renderPage(res.rawPayload, Math.ceil(pages / 2), 'scale-mid'));
  console.log('the last page:', renderPage(res.rawPayload, pages, 'scale-last'));

  const hitStarted = performance.now();
  await t.app.inject({ method: 'GET', url: '/api/v1/price-list.pdf', headers: as('demo2') });
  console.log(`cached hit of the 1,000-product list: ${(performance.now() - hitStarted).toFixed(1)} ms`);
});
