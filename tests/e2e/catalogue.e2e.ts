// A shop runs its own catalogue from the console: a staff member adds a product with a photo (the
// storefront shows it within a second), changes its price (the storefront and the shopper's cart follow),
// archives it ('Product not found'); imports a price list through the three-step wizard; and changes the
// shop's UPI id, which the shopper's UPI QR encodes next. At 1280 px and 375 px, with screenshots.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  hydrated,
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

async function publicApi(
  path: string,
): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  const res = await fetch(`${inject('baseURL')}/api/v1${path}`, { headers: { 'X-Tenant-ID': 'demo' } });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

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
  await screenshot(page, `catalogue-${name}-${width}`);
}

/** A product photo as a phone would take it: a 900×900 PNG. */
const photo = () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: '#d97706' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="900"><circle cx="450" cy="450" r="280" fill="#7f1d1d"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe('catalogue and shop settings in the console', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`adds a product with a photo, reprices and archives it at ${viewport.width}px`, async () => {
      const width = viewport.width;
      const staff = await newShopper(browser, { viewport });
      const shopper = await newShopper(browser, { viewport, agreed: true });
      const name = `Sky Lantern ${width} ${Date.now() % 100000}`;
      try {
        await signIn(staff.page);
        await staff.page.goto('/admin/products/new');
        const form = staff.page.getByRole('form', { name: 'Add product' });
        await form.getByLabel('Name', { exact: true }).fill(name);
        await form.getByLabel('Selling price (₹)').fill('250');
        await form.getByLabel('MRP (₹)').fill('500');
        await form.getByLabel('Category').selectOption({ label: 'Sparklers' });
        await form.getByLabel('SKU').fill(`E2E-${width}-${Date.now() % 100000}`);
        await staff.page
          .getByLabel('Choose photos')
          .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: await photo() });
        await staff.page.getByRole('list', { name: 'Photos' }).getByRole('img').first().waitFor();
        await shoot(staff.page, 'product-form', width);
        await staff.page.getByRole('button', { name: 'Add product' }).click();
        await staff.page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
        const savedAt = Date.now();
        const slug = await staff.page.getByLabel('Web address (slug)').inputValue();

        // Within a second the public read has it, with its uploaded image.
        let product: Record<string, unknown> | undefined;
        await expect
          .poll(async () => {
            const res = await publicApi(`/products/slug/${slug}`);
            product = res.body.data;
            return res.status;
          })
          .toBe(200);
        expect(Date.now() - savedAt, 'the public read shows the new product').toBeLessThan(1_000);
        expect(String(product?.image)).toMatch(/^\/media\/demo\/products\/.+\.webp$/);

        await shopper.page.goto(`/product/${slug}`);
        await shopper.page.getByRole('heading', { name }).waitFor();
        await shopper.page.getByText('₹250').first().waitFor();
        const img = shopper.page.locator(`img[src="${String(product?.image)}"]`).first();
        await img.waitFor();
        expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
        await shopper.page.goto(`/products?search=${encodeURIComponent(name)}`);
        await shopper.page.getByText(name).first().waitFor();
        await shoot(shopper.page, 'storefront-new-product', width);

        // The shopper puts it in the cart at ₹250; staff change the price; the cart re-prices.
        await shopper.page.goto(`/product/${slug}`);
        await (await hydrated(shopper.page.getByRole('button', { name: 'Add to Cart' }).first())).click();
        await expect
          .poll(() => shopper.page.evaluate(() => localStorage.getItem('cart') ?? ''))
          .toContain(String(product?.id));
        await staff.page.getByLabel('Selling price (₹)').fill('200');
        await staff.page.getByRole('button', { name: 'Save', exact: true }).click();
        await staff.page.getByText('All changes saved').waitFor();
        await shopper.page.goto(`/product/${slug}`);
        await shopper.page.getByText('₹200').first().waitFor();
        await shopper.page.goto('/cart');
        const line = shopper.page.getByRole('listitem').filter({ hasText: name }).first();
        await line.getByText('₹200').first().waitFor();
        await shoot(shopper.page, 'cart-repriced', width);

        // Archive: the product page answers 'Product not found'.
        await staff.page.getByRole('button', { name: 'Archive product' }).click();
        await staff.page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
        await staff.page.getByText(`Archived “${name}”`).waitFor();
        expect((await publicApi(`/products/slug/${slug}`)).status).toBe(404);
        await shopper.page.goto(`/product/${slug}`);
        await shopper.page.getByText('Product not found').first().waitFor();

        // The products list, with the bulk bar.
        await staff.page.goto('/admin/products');
        await staff.page.getByRole('heading', { name: 'Products' }).waitFor();
        await shoot(staff.page, 'products', width);
      } catch (error) {
        await screenshot(staff.page, `catalogue-failure-staff-${width}`);
        await screenshot(shopper.page, `catalogue-failure-shopper-${width}`);
        throw error;
      } finally {
        await staff.context.close();
        await shopper.context.close();
      }
    });

    it(`imports a price list through the wizard at ${viewport.width}px`, async () => {
      const width = viewport.width;
      const { context, page } = await newShopper(browser, { viewport });
      const tag = `${width}-${Date.now() % 100000}`;
      try {
        await signIn(page);
        await page.goto('/admin/import');
        await shoot(page, 'import-upload', width);
        const bad = [
          'S.No,Product Name,Category,Content,Pieces,MRP,Offer Price',
          `1,Flower Pot ${tag},Ground Chakkar,1 box,10,400,120`,
          `2,,Ground Chakkar,1 box,10,300,90`,
        ].join('\n');
        await page
          .getByLabel('Choose price list file')
          .setInputFiles({ name: 'price-list.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
        const invalid = page.getByRole('list', { name: 'Invalid lines' });
        await invalid.waitFor();
        expect(await invalid.textContent()).toMatch(/3/);
        expect(await page.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);
        await shoot(page, 'import-invalid', width);

        await page.getByRole('button', { name: 'Upload another file' }).click();
        const good = [
          'S.No,Product Name,Category,Content,Pieces,MRP,Offer Price',
          `1,Flower Pot ${tag},Ground Chakkar,1 box,10,400,120`,
          `2,Twinkling Star ${tag},Sparklers,1 box,10,300,90`,
        ].join('\n');
        await page
          .getByLabel('Choose price list file')
          .setInputFiles({ name: 'price-list.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
        const apply = page.getByRole('button', { name: /^Apply 2 changes/ });
        await apply.waitFor();
        await shoot(page, 'import-preview', width);
        await apply.click();
        await page.getByText('Created').first().waitFor();
        await shoot(page, 'import-done', width);
        const list = await publicApi(`/products?search=${encodeURIComponent(tag)}`);
        expect((list.body.data as unknown as unknown[]).length).toBe(2);
      } catch (error) {
        await screenshot(page, `catalogue-failure-import-${width}`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }

  it("changes the shop's UPI id: the shopper's QR encodes it next", async () => {
    const { context, page } = await newShopper(browser, { viewport: MOBILE });
    const shopper = await newShopper(browser, { viewport: MOBILE, agreed: true });
    // A shopper's enquiry for which the shop has asked for payment.
    const buyer = await newCustomer('Anitha Kumar');
    const order = await placeEnquiry(buyer.token, [[await productId('grand-gift-box-50-items'), 2]]);
    const token = await staffToken(STAFF.email, STAFF.password);
    await shopperApi(`/orders/${order.id}/request-payment`, { method: 'POST', token, body: '{}' });
    await shopper.context.addInitScript(
      ({ token, customer }) => {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('auth_user', JSON.stringify(customer));
      },
      { token: buyer.token, customer: buyer.customer },
    );
    const qrIntent = async () => {
      await shopper.page.goto(`/enquiries/${order.id}`);
      const qr = shopper.page.getByTestId('upi-panel').getByRole('img', { name: /UPI QR code/ });
      await qr.waitFor();
      return qr.getAttribute('data-intent');
    };
    let before = '';
    try {
      expect(await qrIntent()).toContain('pa=uniquecrackers@okaxis&');
      await signIn(page);
      await page.goto('/admin/shop');
      const upi = page.getByLabel('UPI ID');
      await upi.waitFor();
      await shoot(page, 'shop-details', MOBILE.width);
      before = await upi.inputValue();
      await upi.fill('unique.fireworks@oksbi');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // The UPI id decides where shoppers pay: the owner gives the password again first (issue 26).
      const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
      await stepUp.getByLabel('Your password').fill(STAFF.password);
      await shoot(page, 'upi-step-up', MOBILE.width);
      await stepUp.getByRole('button', { name: 'Confirm and save' }).click();
      await page.getByText('Shop details saved').first().waitFor();
      expect(await qrIntent()).toContain('pa=unique.fireworks@oksbi&');
      await shoot(shopper.page, 'qr-new-upi', MOBILE.width);
      await page.setViewportSize(DESKTOP);
      await shoot(page, 'shop-details', DESKTOP.width);
    } catch (error) {
      await screenshot(page, 'catalogue-failure-shop');
      await screenshot(shopper.page, 'catalogue-failure-qr');
      throw error;
    } finally {
      // Put it back for the other journeys (they check the seeded UPI id in the QR).
      if (before) {
        await page.getByLabel('UPI ID').fill(before);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('Shop details saved').first().waitFor();
      }
      await context.close();
      await shopper.context.close();
    }
  });
});
