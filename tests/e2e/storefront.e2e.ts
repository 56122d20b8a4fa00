// A first-time shopper's walk through the storefront, on a phone (375 px) and a desktop (1280 px):
// legal notice, video modal, browsing, add to cart, Quick Buy, and the cart with a coupon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  hydrated,
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';

type ApiProduct = {
  id: string;
  name: string;
  slug: string;
  price: number;
  inStock: boolean;
  category: { slug: string } | null;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cartBadge = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items$/ });
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function demoProducts(baseURL: string): Promise<ApiProduct[]> {
  const res = await fetch(`${baseURL}/api/v1/products?limit=100`, { headers: { 'X-Tenant-ID': 'demo' } });
  return ((await res.json()) as { data: ApiProduct[] }).data;
}

describe.each([
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const)('storefront on %s', (label, viewport) => {
  it('walks a first-time shopper from the legal notice to a cart with a coupon', async () => {
    const { context, page, baseURL } = await newShopper(browser, { viewport });
    const shot = (name: string) => screenshot(page, `storefront-${label}-${name}`);
    const catalogue = await demoProducts(baseURL);
    const inStock = catalogue.filter((p) => p.inStock).sort((a, b) => a.price - b.price);
    const soldOut = catalogue.find((p) => !p.inStock)!;
    expect(inStock.length).toBeGreaterThan(5);
    expect(soldOut).toBeDefined();

    try {
      // ---- Legal notice: shown until agreed, remembered after a reload.
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: 'Important Legal Notice' });
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toMatch(/24 hours/);
      await shot('legal-notice');
      await notice.getByRole('button', { name: 'I Agree & Continue' }).click();
      const agreedAt = Date.now();
      await notice.waitFor({ state: 'detached' });
      const agreement = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('legal_notice_agreed'))) ?? '{}',
      );
      expect(agreement.agreed).toBe(true);
      expect(Number.isNaN(Date.parse(agreement.date))).toBe(false);

      // ---- How-to-order video: about 1.5 s later; "Don't show again" is remembered.
      const video = page.getByRole('dialog', { name: 'How to Order' });
      await video.waitFor({ timeout: 6000 });
      const delay = Date.now() - agreedAt;
      expect(delay).toBeGreaterThanOrEqual(1300);
      expect(delay).toBeLessThan(5000);
      await shot('video-modal');
      await video.getByRole('button', { name: "Don't show again" }).click();
      await video.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('dontShowYouTubeModal'))).toBe('true');

      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(2200);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectNoSidewaysScroll(page, 'home');
      await shot('home');

      // ---- Browsing: a tag filter, a category, a product page.
      await page.goto('/products?tag=sale');
      const saleCards = page.locator('main a[href^="/product/"]');
      await saleCards.first().waitFor();
      expect(await saleCards.count()).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page, '/products?tag=sale');
      await shot('products-sale');

      await page.goto('/category/sparklers');
      await page.getByRole('heading', { level: 1, name: 'Sparklers' }).waitFor();
      await page.locator('main a[href^="/product/"]').first().waitFor();
      await expectNoSidewaysScroll(page, '/category/sparklers');
      await shot('category');

      const featured = inStock[Math.floor(inStock.length / 2)]!;
      await page.goto(`/product/${featured.slug}`);
      await page.getByRole('heading', { level: 1, name: featured.name }).waitFor();
      await (await hydrated(page.getByRole('button', { name: 'Add to Cart' }).first())).click();
      await page.getByText(`${featured.name} added to cart!`).waitFor();
      await expect(cartBadge(page).getAttribute('aria-label')).resolves.toBe('Cart, 1 items');
      await expectNoSidewaysScroll(page, '/product');
      await shot('product');

      // ---- Quick Buy: type quantities, watch the sticky bar, add them all.
      const [cheap, second] = inStock.filter((p) => p.id !== featured.id);
      await page.goto('/quick-buy');
      const qty = (name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });
      await qty(cheap!.name).waitFor();
      // The server cannot see the cart: the list takes it in once the page is hydrated.
      // (A row with a quantity is an input; the others are boxes until tapped, hence .value for both.)
      await expect
        .poll(() => qty(featured.name).evaluate((box) => (box as HTMLInputElement).value))
        .toBe('1');
      expect(await qty(soldOut.name).isDisabled()).toBe(true);
      await qty(cheap!.name).click();
      await qty(cheap!.name).fill('5');
      await qty(second!.name).click();
      await qty(second!.name).fill('2');
      const bar = page.getByTestId('quick-buy-bar');
      const expected = featured.price + cheap!.price * 5 + second!.price * 2;
      await expect(bar.getByTestId('qb-count').textContent()).resolves.toContain('3 items · 8 qty');
      expect(rupees(await bar.getByTestId('qb-total').textContent())).toBeCloseTo(expected, 2);
      await expectNoSidewaysScroll(page, '/quick-buy');
      await page.screenshot({ path: (await shot('quick-buy')).replace('.png', '-viewport.png') });
      await bar.getByRole('button', { name: 'Add all to Cart' }).click();
      await page.getByText('3 products (8 qty) in your cart!').waitFor();
      await expect(cartBadge(page).getAttribute('aria-label')).resolves.toBe('Cart, 8 items');

      // ---- Cart: stepper, remove, minimum order, coupon.
      await bar.getByRole('link', { name: /View Cart/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
      const line = (name: string) => page.getByTestId('cart-line').filter({ hasText: name });
      await line(cheap!.name).waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(3);

      await page.getByRole('button', { name: `Increase quantity of ${cheap!.name}` }).click();
      expect(rupees(await line(cheap!.name).getByTestId('line-total').textContent())).toBeCloseTo(
        cheap!.price * 6,
        2,
      );
      await page.getByRole('button', { name: `Remove ${featured.name}`, exact: true }).click();
      await line(featured.name).waitFor({ state: 'detached' });
      const subtotal = cheap!.price * 6 + second!.price * 2;
      expect(rupees(await page.getByTestId('summary-subtotal').textContent())).toBeCloseTo(subtotal, 2);

      const minimum = page.getByTestId('minimum-order-message');
      await expect(minimum.textContent()).resolves.toMatch(
        /Minimum order for Tamil Nadu is ₹3,000\. Add ₹[\d,.]+ more/,
      );
      expect(await page.getByRole('button', { name: 'Submit Enquiry' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'View Available Coupons' }).click();
      await page.getByRole('button', { name: 'Apply coupon DIWALI10' }).click();
      const overlay = page.getByTestId('coupon-applied-overlay');
      await overlay.waitFor();
      await expect(overlay.textContent()).resolves.toMatch(/Coupon Applied!.*DIWALI10.*You save ₹/);
      await shot('coupon-applied');
      await overlay.waitFor({ state: 'detached', timeout: 4000 });
      expect(
        await page.getByRole('button', { name: 'View Available Coupons' }).getAttribute('aria-expanded'),
      ).toBe('false');
      const discount = rupees(await page.getByTestId('summary-discount').textContent());
      expect(discount).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);
      const packing = rupees(await page.getByTestId('summary-packing').textContent());
      expect(rupees(await page.getByTestId('summary-total').textContent())).toBeCloseTo(
        subtotal - discount + packing,
        2,
      );
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('applied_coupon') ?? 'null')?.code),
      ).toBe('DIWALI10');

      await page.getByLabel('Delivering to').selectOption('Kerala');
      await expect(minimum.textContent()).resolves.toMatch(/Minimum order for Kerala is ₹5,000/);
      await expectNoSidewaysScroll(page, '/cart');
      await shot('cart');
    } finally {
      await context.close();
    }
  });

  it('shows the content pages finished, each with its title', async () => {
    const { context, page } = await newShopper(browser, { viewport, agreed: true });
    const pages: [string, RegExp][] = [
      ['/about', /^About /],
      ['/contact', /^Contact Us/],
      ['/shipping', /^Shipping Information/],
      ['/privacy', /^Privacy Policy/],
      ['/terms', /^Terms & Conditions/],
      ['/safety', /^Safety Guidelines/],
    ];
    try {
      for (const [path, title] of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.title()).toMatch(title);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        await expectNoSidewaysScroll(page, path);
        await screenshot(page, `storefront-${label}-page${path.replace('/', '-')}`);
      }
    } finally {
      await context.close();
    }
  });
});
