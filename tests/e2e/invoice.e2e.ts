// Tax invoices (issue 28): staff issue the invoice of a paid enquiry from its page, and the shopper
// downloads the PDF from their enquiry page. Once at 375 px and once at 1280 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Order } from '@pataka/domain/api-types';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';
import { newCustomer, placeEnquiry, productId, shopperApi, staffToken } from './support/shop-api.ts';

const STAFF = { email: 'admin@demo.pataka.local', password: 'e2e-admin-password' };

let browser: Browser;
let staff: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffToken(STAFF.email, STAFF.password);
  // The demo shop registers for GST (its seeded GSTIN is of Tamil Nadu, its state) with prefix DM.
  await shopperApi('/admin/company', {
    method: 'PUT',
    token: staff,
    body: JSON.stringify({
      gstRegistered: true,
      invoicePrefix: 'DM',
      invoiceFooter: 'Subject to Sivakasi jurisdiction.',
    }),
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A confirmed enquiry whose payment staff verified (as in dispatch.e2e.ts). */
async function paidEnquiry(): Promise<{ order: Order; buyer: Awaited<ReturnType<typeof newCustomer>> }> {
  const buyer = await newCustomer('Kavitha Ramesh');
  const [gift, shots] = await Promise.all([
    productId('grand-gift-box-50-items'),
    productId('120-shot-multicolour'),
  ]);
  const order = await placeEnquiry(buyer.token, [
    [gift, 1],
    [shots, 3],
  ]);
  await shopperApi(`/orders/${order.id}/status`, {
    method: 'PATCH',
    token: staff,
    body: JSON.stringify({ status: 'confirmed' }),
  });
  await shopperApi(`/orders/${order.id}/payments/manual`, {
    method: 'POST',
    token: staff,
    body: JSON.stringify({
      utr: `5${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`,
      amount: order.total,
    }),
  });
  return { order, buyer };
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await expectNoSidewaysScroll(page, name);
  await screenshot(page, name);
}

describe('tax invoice', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const width = viewport.width;
    it(`staff issue the invoice and the shopper downloads the PDF (${width}px)`, async () => {
      const { order, buyer } = await paidEnquiry();
      let number = '';
      const { context, page } = await newShopper(browser, { viewport });
      try {
        await page.goto('/admin/login');
        await page.getByLabel('Email').fill(STAFF.email);
        await page.getByLabel('Password').fill(STAFF.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

        await page.goto(`/admin/enquiries/${order.id}`);
        const panel = page.getByRole('region', { name: 'Invoice' });
        await panel.getByRole('button', { name: 'Issue invoice' }).waitFor();
        await shoot(page, `invoice-${width}-issue`);
        await panel.getByRole('button', { name: 'Issue invoice' }).click();
        const issued = panel.getByTestId('staff-invoice');
        await issued.waitFor();
        number = (await issued.locator('.font-mono').first().textContent())?.trim() ?? '';
        expect(number).toMatch(/^DM\/\d{2}-\d{2}\/\d{5}$/);
        await page.getByText(`Invoice ${number} issued`).waitFor();
        await issued.getByRole('button', { name: 'Credit note' }).waitFor();
        await shoot(page, `invoice-${width}-issued`);
      } finally {
        await context.close();
      }

      const shopper = await newShopper(browser, { viewport, agreed: true });
      try {
        await shopper.context.addInitScript(
          ({ token, customer }) => {
            localStorage.setItem('auth_token', token);
            localStorage.setItem('auth_user', JSON.stringify(customer));
          },
          { token: buyer.token, customer: buyer.customer },
        );
        await shopper.page.goto(`/enquiries/${order.id}`);
        const button = shopper.page.getByTestId('download-invoice');
        await button.waitFor();
        await shoot(shopper.page, `invoice-${width}-shopper`);
        const [download] = await Promise.all([shopper.page.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
        const file = await download.path();
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text).toContain('TAX INVOICE');
        expect(text).toContain(number);
        expect(text).toContain('GSTIN: 33AABFU4821K1Z8');
        expect(text).toContain('3604');
        expect(text).toMatch(/CGST|IGST/);
        expect(fs.statSync(file).size).toBeGreaterThan(1000);
      } finally {
        await shopper.context.close();
      }
    });
  }
});
