import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPercent, formatINR, toRupees } from '@pataka/domain/money';
import { products } from '../../src/db/schema/catalogue.ts';
import { priceListPdfs } from '../../src/modules/price-list-pdf/price-list-pdf.cache.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { pdfPages, pdfText, renderPage } from './pdf-text.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await adminToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const pdf = (tenant: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/price-list.pdf', headers: { ...as(tenant), ...headers } });

async function productRows(tenantId: string, active: boolean) {
  return t.db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        active ? eq(products.status, 'active') : ne(products.status, 'active'),
      ),
    );
}

/** The text line of the PDF that holds this product's row. */
function lineOf(text: string, name: string): string | undefined {
  return text.split('\n').find((l) => l.includes(` ${name} `) || l.includes(`${name}  `));
}

describe('GET /price-list.pdf', () => {
  it("lists every active product of demo with its offer price, MRP and discount, and the shop's header", async () => {
    const res = await pdf('demo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="unique-crackers-price-list.pdf"');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^W\/"pl-/);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Unique Crackers',
      'PRICE LIST',
      'GSTIN: 33AABFU4821K1Z8',
      'Licence No:',
      'Minimum order: ₹3,000',
      'Supreme Court',
    ]) {
      expect(text).toContain(expected);
    }
    const active = await productRows('demo', true);
    expect(active.length).toBeGreaterThan(50);
    for (const p of active) {
      const line = lineOf(text, p.name);
      expect(line, p.name).toBeDefined();
      const price = toRupees(p.pricePaise);
      const mrp = p.originalPricePaise === null ? null : toRupees(p.originalPricePaise);
      expect(line).toContain(formatINR(price));
      if (mrp !== null && mrp > price) {
        expect(line).toContain(formatINR(mrp));
        expect(line).toMatch(new RegExp(`${discountPercent(price, mrp)}%\\s*$`));
      }
    }
    // S.No runs 1..n without gaps.
    const numbers = text
      .split('\n')
      .map((l) => /^\s*(\d+)\s{2,}\S/.exec(l)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(numbers).toEqual(active.map((_, i) => i + 1));
    const pages = pdfPages(res.rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The header row is repeated on every page.
    expect(text.match(/S\.No\s+Product\s+Content\s+MRP\s+Offer Price\s+Disc\./g)).toHaveLength(pages);
    console.log('demo price list page 1:', renderPage(res.rawPayload, 1, 'demo-p1'));
    console.log('demo price list page 2:', renderPage(res.rawPayload, 2, 'demo-p2'));
  });

  it('leaves out inactive products', async () => {
    const text = pdfText((await pdf('demo')).rawPayload);
    const inactive = await productRows('demo', false);
    expect(inactive.length).toBeGreaterThan(0);
    for (const p of inactive) expect(text).not.toContain(p.name);
  });

  it("gives demo2 its own products and header, not demo's", async () => {
    const res = await pdf('demo2');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const p of await productRows('demo2', true)) expect(lineOf(text, p.name), p.name).toBeDefined();
    const demoOnly = (await productRows('demo', true)).filter((p) => !text.includes(p.name));
    expect(demoOnly.length).toBeGreaterThan(0);
    expect(text).not.toContain('Unique Crackers');
  });

  it('opens as a plain link: the shop from ?shop=, else the shop cookie, else the default shop', async () => {
    const demo2 = pdfText((await pdf('demo2')).rawPayload);
    const byQuery = await t.app.inject({ method: 'GET', url: '/api/v1/price-list.pdf?shop=demo2' });
    expect(byQuery.statusCode).toBe(200);
    expect(pdfText(byQuery.rawPayload)).toBe(demo2);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/price-list.pdf',
      headers: { cookie: 'pataka_shop=demo2' },
    });
    expect(pdfText(byCookie.rawPayload)).toBe(demo2);
    const byHost = await t.app.inject({ method: 'GET', url: '/api/v1/price-list.pdf' });
    expect(pdfText(byHost.rawPayload)).toContain('Unique Crackers');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/price-list.pdf?shop=no-such-shop' });
    expect(unknown.statusCode).toBe(404);
    // Other public routes still insist on the header.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products?shop=demo2' })).statusCode).toBe(400);
  });

  it('answers a repeat from the cache, and 304 to a browser that has it', async () => {
    const first = await pdf('demo');
    const started = performance.now();
    const again = await pdf('demo');
    const hitMs = performance.now() - started;
    console.log(`price list cached hit: ${hitMs.toFixed(1)} ms (${first.rawPayload.length} bytes)`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(hitMs).toBeLessThan(100);
    const notModified = await pdf('demo', { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('shares one build between concurrent requests', async () => {
    const [target] = await productRows('demo', true);
    // A change made behind the API's back, then announced: the next requests must build a new PDF.
    await t.db.update(products).set({ pricePaise: 77_700 }).where(eq(products.id, target!.id));
    t.app.publicCache.invalidate('demo');
    const cache = priceListPdfs(t.app);
    const before = cache.renders;
    const replies = await Promise.all(Array.from({ length: 5 }, () => pdf('demo')));
    expect(cache.renders - before).toBe(1);
    for (const r of replies) expect(lineOf(pdfText(r.rawPayload), target!.name)).toContain('₹777');
  });

  it('shows a staff price change in the next PDF within a second', async () => {
    const [target] = await productRows('demo', true);
    const before = await pdf('demo');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/products/${target!.id}`,
      headers: as('demo', staff),
      payload: { price: 12_345, originalPrice: 24_690 },
    });
    expect(patch.statusCode).toBe(200);
    const started = performance.now();
    const after = await pdf('demo');
    const ms = performance.now() - started;
    console.log(`price change visible after ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const line = lineOf(pdfText(after.rawPayload), target!.name);
    expect(line).toContain('₹12,345');
    expect(line).toContain('₹24,690');
    expect(line).toMatch(/50%\s*$/);
  });
});
