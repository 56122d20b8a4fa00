// Issue 13's acceptance from the outside, as a crawler, WhatsApp's link preview and a phone without
// JavaScript see the shop: plain HTTP for the HTML (no script runs), Chromium with JavaScript off for the
// links, and both demo shops so nothing of one can reach the other.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './support/browser.ts';

type Product = { slug: string; name: string; price: number; originalPrice: number | null };

const base = () => inject('baseURL');

async function firstProduct(shop: string): Promise<Product> {
  const res = await fetch(`${base()}/api/v1/products?limit=1&sortBy=name&sortOrder=asc`, {
    headers: { 'X-Tenant-ID': shop },
  });
  return ((await res.json()) as { data: Product[] }).data[0]!;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base()}${path}`, { headers });
  return { res, html: await res.text() };
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('a product page without JavaScript', () => {
  for (const shop of ['demo', 'demo2']) {
    it(`${shop}: its own name, ₹ price, og:title, JSON-LD price and a 1200×630 JPEG preview`, async () => {
      const product = await firstProduct(shop);
      const company = (await (
        await fetch(`${base()}/api/v1/company/public`, { headers: { 'X-Tenant-ID': shop } })
      ).json()) as { data: { companyName: string } };
      const { res, html } = await page(`/product/${product.slug}?shop=${shop}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeTruthy();
      expect(res.headers.get('server-timing')).toMatch(/render;dur=/);
      expect(decode(html)).toContain(`>${product.name}</h1>`);
      expect(html).toContain(`₹${product.price.toLocaleString('en-IN')}`);
      expect(decode(meta(html, 'og:title') ?? '')).toBe(`${product.name} | ${company.data.companyName}`);
      expect(meta(html, 'og:type')).toBe('product');
      expect(meta(html, 'product:price:currency')).toBe('INR');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(`<meta name="pataka-tenant" content="${shop}" />`);

      const ld = jsonLd(html).find((block) => block['@type'] === 'Product')!;
      expect(Number((ld.offers as { price: string }).price)).toBe(product.price);
      expect((ld.offers as { priceCurrency: string }).priceCurrency).toBe('INR');
      expect(jsonLd(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);

      const image = meta(html, 'og:image')!;
      expect(image).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/media/${shop}/og/product-`));
      const preview = await fetch(image);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await preview.arrayBuffer());
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
      const { width, height } = await sharp(bytes).metadata();
      expect([width, height]).toEqual([1200, 630]);
    });
  }

  it('answers 404 with Product not found for an unknown product', async () => {
    const { res, html } = await page('/product/no-such-cracker');
    expect(res.status).toBe(404);
    expect(html).toContain('Product not found');
    expect(meta(html, 'robots')).toBe('noindex');
  });
});

describe('the page cache', () => {
  it('never hands one shop the HTML it rendered for another', async () => {
    const demo = await firstProduct('demo');
    const demo2 = await firstProduct('demo2');
    // The same URL, first as demo (the default shop), then as demo2 by cookie and by ?shop=.
    const path = `/product/${demo.slug}`;
    const asDemo = await page(path);
    const byCookie = await page(path, { cookie: 'pataka_shop=demo2' });
    const byQuery = await page(`${path}?shop=demo2`);
    const again = await page(path);
    expect(asDemo.html).toContain('content="demo"');
    expect(again.html).toBe(asDemo.html);
    expect(again.res.headers.get('server-timing')).toContain('cache;desc=hit');
    for (const other of [byCookie, byQuery]) {
      expect(other.html).toContain('<meta name="pataka-tenant" content="demo2" />');
      expect(other.html).not.toContain('<meta name="pataka-tenant" content="demo" />');
      expect(other.res.headers.get('etag')).not.toBe(asDemo.res.headers.get('etag'));
    }
    // The two shops' products share slugs but not names or prices: each page shows its own.
    if (demo.slug === demo2.slug && demo.price !== demo2.price) {
      expect(byQuery.html).toContain(`"price":"${demo2.price.toFixed(2)}"`);
      expect(asDemo.html).toContain(`"price":"${demo.price.toFixed(2)}"`);
    }
    expect(byQuery.res.headers.get('set-cookie')).toMatch(/^pataka_shop=demo2;/);
  });

  it('answers 304 to a browser that has the page', async () => {
    const first = await page('/categories');
    const etag = first.res.headers.get('etag')!;
    const res = await fetch(`${base()}/categories`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
  });
});

describe('crawlers', () => {
  it('get a sitemap per shop and a robots.txt pointing to it', async () => {
    const robots = await page('/robots.txt');
    expect(robots.res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.html).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    const demo = await firstProduct('demo');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.html).toContain(`/product/${demo.slug}</loc>`);
    expect(sitemap.html).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });
});

describe('a phone with JavaScript off', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads the home page, follows its links to a list, a product, a category and the price list', async () => {
    const context = await browser.newContext({
      baseURL: base(),
      javaScriptEnabled: false,
      viewport: MOBILE,
      isMobile: true,
    });
    const tab = await context.newPage();
    await tab.goto('/');
    // The legal notice is plain HTML: it shows, and its button closes it without any script.
    await expect(tab.getByText('Important Legal Notice').isVisible()).resolves.toBe(true);
    await tab.getByText('I Agree & Continue').click();
    await expect(tab.getByText('Important Legal Notice').isVisible()).resolves.toBe(false);
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Light Up/);
    await expect(tab.getByRole('heading', { name: 'Featured Products' }).count()).resolves.toBe(1);
    await screenshot(tab, 'ssr-no-js-home-375');

    await tab.getByRole('link', { name: 'View Products' }).first().click();
    await tab.waitForURL('**/products');
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('All Products');
    const firstCard = tab.locator('main a[href^="/product/"]').first();
    const href = (await firstCard.getAttribute('href'))!;
    await tab.goto(href);
    await expect(tab.locator('h1').textContent()).resolves.toBeTruthy();
    await expect(tab.locator('main').getByText(/₹\d/).first().isVisible()).resolves.toBe(true);

    await tab.goto('/categories');
    const category = tab.locator('main a[href^="/category/"]').first();
    await tab.goto((await category.getAttribute('href'))!);
    await expect(tab.locator('main a[href^="/product/"]').count()).resolves.toBeGreaterThan(0);

    await tab.goto('/quick-buy');
    await expect(tab.getByRole('heading', { name: 'Quick Buy – Price List' }).count()).resolves.toBe(1);
    await expect(tab.locator('main table tr, main [role="row"]').count()).resolves.toBeGreaterThan(10);
    await context.close();
  });

  it('shows the same page at 1280 px', async () => {
    const context = await browser.newContext({
      baseURL: base(),
      javaScriptEnabled: false,
      viewport: DESKTOP,
    });
    const tab = await context.newPage();
    const product = await firstProduct('demo');
    await tab.goto(`/product/${product.slug}`);
    await screenshot(tab, 'ssr-no-js-product-1280');
    await expect(tab.locator('h1').textContent()).resolves.toBe(product.name);
    await context.close();
  });
});
