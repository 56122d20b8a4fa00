// Stock that counts (decision 143): staff count a product's stock from the product page ("Adjust stock"),
// a confirmed enquiry reserves the last units, the storefront shows Sold Out on the next page load (the
// server-rendered HTML within a second), and staff see available / reserved / on hand in the list, the
// Low stock filter and the product's ledger. At 1280 px and 375 px, with screenshots.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  hasHorizontalScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';
import { newCustomer, placeEnquiry, productId, shopperApi, staffToken } from './support/shop-api.ts';

const STAFF = { email: 'admin@demo.pataka.local', password: 'e2e-admin-password' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Enquiries' }).waitFor();
}

async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(300);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${width}px`).toBe(false);
  await screenshot(page, `stock-${name}-${width}`);
}

const PRODUCTS = {
  [DESKTOP.width]: { slug: 'deluxe-gift-box-35-items', name: 'Deluxe Gift Box 35 Items' },
  [MOBILE.width]: { slug: 'family-gift-box-21-items', name: 'Family Gift Box 21 Items' },
};

describe('stock that counts', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`counts, reserves and sells out a gift box at ${viewport.width}px`, async () => {
      const width = viewport.width;
      const product = PRODUCTS[width]!;
      const id = await productId(product.slug);
      const staff = await newShopper(browser, { viewport });
      const shopper = await newShopper(browser, { viewport, agreed: true });
      try {
        // 1. Staff count the stock from the product page.
        await signIn(staff.page);
        await staff.page.goto(`/admin/products/${id}`);
        await staff.page.getByRole('heading', { name: 'Stock', exact: true }).waitFor();
        await staff.page.getByRole('button', { name: 'Adjust stock' }).click();
        const dialog = staff.page.getByRole('dialog', { name: 'Adjust stock' });
        await dialog.getByText('Counted', { exact: true }).click();
        await dialog.getByLabel(/Units on hand/).fill('2');
        await dialog.getByLabel('Reason').fill('Stock-take before Diwali');
        await shoot(staff.page, 'adjust-dialog', width);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const panel = staff.page.getByRole('region', { name: 'Stock' });
        await expect.poll(() => panel.getByText('Available').locator('..').innerText()).toContain('2');
        await staff.page.getByLabel('Alert at or below').fill('5');
        await staff.page.getByRole('button', { name: 'Save level' }).click();
        await staff.page.getByText('Low stock', { exact: true }).first().waitFor();

        // 2. A shopper sees it in stock; an enquiry for both units is confirmed by staff.
        await shopper.page.goto(`/product/${product.slug}`);
        await shopper.page.getByText('In stock', { exact: true }).waitFor();
        const buyer = await newCustomer(width === MOBILE.width ? 'Stock buyer Phone' : 'Stock buyer Desk');
        const order = await placeEnquiry(buyer.token, [
          [id, 2],
          [await productId('grand-gift-box-50-items'), 1],
        ]);
        const token = await staffToken(STAFF.email, STAFF.password);
        await shopperApi(`/orders/${order.id}/status`, {
          method: 'PATCH',
          token,
          body: JSON.stringify({ status: 'confirmed' }),
        });
        const confirmedAt = Date.now();

        // 3. Within a second the server-rendered page says Sold Out, and so does the page a shopper opens.
        const html = await (
          await fetch(`${inject('baseURL')}/product/${product.slug}`, {
            headers: { cookie: 'pataka_shop=demo' },
          })
        ).text();
        expect(Date.now() - confirmedAt).toBeLessThan(1000);
        expect(html).toContain('Sold Out');
        await shopper.page.goto(`/product/${product.slug}`);
        await shopper.page.getByText('Sold Out').first().waitFor();
        await shoot(shopper.page, 'storefront-sold-out', width);

        // 4. Staff: the products list with its stock columns, filtered to Low stock.
        await staff.page.goto('/admin/products?stock=low');
        const row =
          width >= 1024
            ? staff.page.locator('tr', { hasText: product.name })
            : staff.page.locator('li', { hasText: product.name });
        await row.getByText('Sold out', { exact: true }).first().waitFor();
        await expect
          .poll(() => row.first().innerText())
          .toMatch(width >= 1024 ? /0\s+2\s+2/ : /0 available[\s·]+2 reserved[\s·]+2 on hand/);
        await shoot(staff.page, 'products-low-stock', width);

        // 5. The ledger says who, when, why, before → after.
        await staff.page.goto(`/admin/products/${id}`);
        const ledger = staff.page.getByRole(width >= 1024 ? 'table' : 'list', { name: 'Stock ledger' });
        await ledger.getByText(order.orderNumber).waitFor();
        await expect.poll(() => ledger.innerText()).toContain('Reserved for enquiry');
        await expect.poll(() => ledger.innerText()).toContain('Stock-take before Diwali');
        await staff.page.getByRole('heading', { name: 'Stock', exact: true }).scrollIntoViewIfNeeded();
        await shoot(staff.page, 'product-ledger', width);

        // 6. The dashboard alerts.
        await staff.page.goto('/admin/dashboard');
        await staff.page.getByRole('status').filter({ hasText: 'low on stock' }).waitFor();
        await shoot(staff.page, 'dashboard-alert', width);
      } finally {
        await staff.context.close();
        await shopper.context.close();
      }
    });
  }
});
