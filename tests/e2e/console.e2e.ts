// The shop's team at work: a staff member signed in at /admin sees an enquiry a shopper just placed
// appear without reload, opens it, edits a quantity after the call (the shopper's page follows),
// requests payment (the shopper's page now shows the UPI panel with the agreed amount), verifies the
// uploaded proof and confirms the enquiry in one step, and the shopper's My Enquiries says Confirmed.
// Once at 1280 px (the counter PC) and once at 375 px (a phone), with screenshots of every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Order } from '@pataka/domain/api-types';
import { renderReceipt } from '../../apps/api/test/receipts/generate-receipts.ts';
import {
  DESKTOP,
  hasHorizontalScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';
import { newCustomer, placeEnquiry, productId, shopperApi } from './support/shop-api.ts';

const STAFF = { email: 'admin@demo.pataka.local', password: 'e2e-admin-password' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The shopper uploads a GPay screenshot of `amount` and attaches it to the enquiry. */
async function sendProof(token: string, order: Order, utr: string) {
  const receipt = await renderReceipt({
    id: `e2e-console-${utr}`,
    theme: 'light',
    dateStyle: 'gpay',
    clock: '9:41',
    battery: 80,
    payerUpiId: 'kavitha.r@oksbi',
    payerBank: 'State Bank of India 1122',
    appTxnId: 'CICAgKDx7vLbHw',
    expected: {
      utr,
      amount: order.total,
      date: '2025-10-21',
      time: '18:59',
      payeeUpiId: 'uniquecrackers@okaxis',
      payeeName: 'Unique Crackers',
      payerName: 'Kavitha Ramesh',
      status: 'Completed',
      app: 'Google Pay',
    },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(receipt.image)], { type: receipt.mime }), 'gpay.png');
  const upload = await shopperApi<{ url: string }>('/uploads/payment-proof', {
    method: 'POST',
    token,
    body: form,
  });
  await shopperApi<Order>(`/orders/${order.id}/payment-proof`, {
    method: 'POST',
    token,
    body: JSON.stringify({ paymentProofUrl: upload.url }),
  });
}

/** Staff and shopper views are both checked for sideways scrolling, then shot at this width. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(200);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${width}px`).toBe(false);
  await screenshot(page, `console-${name}-${width}`);
}

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 })
    .format(n)
    .replace(/\.00$/, '');

describe('the enquiry desk', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`takes an enquiry from arrival to confirmed at ${viewport.width}px`, async () => {
      const width = viewport.width;
      const staff = await newShopper(browser, { viewport });
      const shopper = await newShopper(browser, { viewport, agreed: true });
      const buyer = await newCustomer('Kavitha Ramesh');
      try {
        // Sign in at /admin.
        await staff.page.goto('/admin/');
        await staff.page.waitForURL('**/admin/login');
        await staff.page.getByLabel('Email').fill(STAFF.email);
        await staff.page.getByLabel('Password').fill(STAFF.password);
        await shoot(staff.page, 'signin', width);
        await staff.page.getByRole('button', { name: 'Sign in' }).click();
        await staff.page.getByRole('heading', { name: 'Enquiries' }).waitFor();
        await staff.page.getByText('Live', { exact: true }).filter({ visible: true }).first().waitFor();

        // A shopper places an enquiry: it appears in the open inbox without a reload.
        const [gift, sparklers] = await Promise.all([
          productId('grand-gift-box-50-items'),
          productId('120-shot-multicolour'),
        ]);
        const placed = await placeEnquiry(buyer.token, [
          [gift, 2],
          [sparklers, 1],
        ]);
        const sentAt = Date.now();
        const row = staff.page.getByRole('link', { name: new RegExp(placed.orderNumber) }).first();
        await row.waitFor({ timeout: 5_000 });
        const arrivalMs = Date.now() - sentAt;
        expect(arrivalMs, 'the enquiry reached the open console').toBeLessThan(2_000);
        await shoot(staff.page, 'inbox', width);

        // The shopper's page before the call: no QR yet, the shop will call.
        await shopper.context.addInitScript(
          ({ token, customer }) => {
            localStorage.setItem('auth_token', token);
            localStorage.setItem('auth_user', JSON.stringify(customer));
          },
          { token: buyer.token, customer: buyer.customer },
        );
        await shopper.page.goto(`/enquiries/${placed.id}`);
        await shopper.page.getByText('Our team will call you within 24 hours', { exact: false }).waitFor();
        expect(await shopper.page.getByTestId('upi-panel').count()).toBe(0);

        // Open it; edit a quantity after the call.
        await row.click();
        await staff.page.getByRole('heading', { name: placed.orderNumber }).waitFor();
        await staff.page.getByRole('link', { name: /Call/ }).first().waitFor();
        expect(await staff.page.getByRole('link', { name: /Call/ }).first().getAttribute('href')).toBe(
          `tel:+91${placed.contactPhone}`,
        );
        await shoot(staff.page, 'enquiry', width);
        await staff.page.getByRole('button', { name: 'Edit items' }).click();
        await staff.page.getByRole('button', { name: /Increase quantity of Grand Gift Box/ }).click();
        await shoot(staff.page, 'edit-items', width);
        await staff.page.getByRole('button', { name: 'Save items' }).click();
        const edited = await expect
          .poll(async () => (await shopperApi<Order>(`/orders/${placed.id}`, { token: buyer.token })).total)
          .not.toBe(placed.total)
          .then(() => shopperApi<Order>(`/orders/${placed.id}`, { token: buyer.token }));
        expect(edited.items.find((i) => i.productId === gift)?.quantity).toBe(3);
        await staff.page.getByText(rupees(edited.total)).first().waitFor();
        await staff.page.getByText('Enquiry updated after call', { exact: false }).first().waitFor();

        // The shopper's page follows: the new total.
        await shopper.page.reload();
        await shopper.page.getByText(rupees(edited.total)).first().waitFor();

        // Request payment: the shopper now sees the UPI panel with the agreed amount.
        await staff.page.getByRole('button', { name: 'Request payment' }).click();
        await staff.page.getByRole('link', { name: 'Send on WhatsApp' }).waitFor();
        const whatsapp = await staff.page
          .getByRole('link', { name: 'Send on WhatsApp' })
          .getAttribute('href');
        expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/91${placed.contactPhone}\\?text=`));
        expect(decodeURIComponent(whatsapp!)).toContain(placed.orderNumber);
        await shoot(staff.page, 'payment-requested', width);
        await shopper.page.reload();
        const qr = shopper.page.getByTestId('upi-panel').getByRole('img', { name: /UPI QR code/ });
        await qr.waitFor();
        expect(await qr.getAttribute('data-intent')).toBe(
          `upi://pay?pa=uniquecrackers@okaxis&pn=Unique%20Crackers&am=${edited.total.toFixed(2)}&cu=INR&tn=${placed.orderNumber}`,
        );
        await shoot(shopper.page, 'shopper-pay', width);

        // The shopper pays and uploads the screenshot: it arrives on the open enquiry page.
        const utr = `5${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
        await sendProof(buyer.token, edited, utr);
        const verify = staff.page.getByRole('button', { name: 'Verify', exact: true });
        await verify.waitFor({ timeout: 10_000 });
        await staff.page.getByText(utr).first().waitFor({ timeout: 30_000 });
        await shoot(staff.page, 'proof', width);

        // Verify and confirm in one step.
        await staff.page.getByLabel('Also confirm the enquiry').check();
        await verify.click();
        await staff.page.getByText('Confirmed', { exact: true }).first().waitFor();
        await shoot(staff.page, 'confirmed', width);

        // The shopper's My Enquiries says Confirmed.
        await shopper.page.goto('/enquiries');
        const mine = shopper.page.getByRole('list', { name: 'Your enquiries' }).getByRole('listitem');
        await expect.poll(() => mine.first().textContent()).toContain(placed.orderNumber);
        await expect.poll(() => mine.first().textContent()).toContain('Confirmed');
        await shoot(shopper.page, 'shopper-confirmed', width);
      } catch (error) {
        await screenshot(staff.page, `console-failure-staff-${width}`);
        await screenshot(shopper.page, `console-failure-shopper-${width}`);
        throw error;
      } finally {
        await staff.context.close();
        await shopper.context.close();
      }
    });
  }

  it('shows every other screen of the console to the owner, at 1280 and 375 px', async () => {
    const { context, page } = await newShopper(browser, { viewport: DESKTOP });
    // A customer with an enquiry, for the customer list and the customer's page.
    const buyer = await newCustomer('Selvi Murugan');
    await placeEnquiry(buyer.token, [[await productId('grand-gift-box-50-items'), 2]]);
    try {
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

      // The owner adds a staff member: the temporary password is shown once.
      await page.goto('/admin/staff');
      await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
      const email = `counter.${Date.now()}@demo.example`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Name').fill('Counter Staff');
      await page.getByRole('button', { name: 'Add staff member' }).click();
      await page.getByText('This password will not be shown again', { exact: false }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByText(email).first().waitFor();

      const screens: Array<[string, string, RegExp | string]> = [
        ['dashboard', '/admin/dashboard', 'Dashboard'],
        ['customers', '/admin/customers', 'Customers'],
        ['staff', '/admin/staff', 'Staff'],
        ['audit', '/admin/audit', 'Audit log'],
        ['settings', '/admin/settings', 'Settings'],
      ];
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        for (const [name, url, heading] of screens) {
          await page.goto(url);
          await page.getByRole('heading', { name: heading, exact: true }).waitFor();
          await page.waitForTimeout(1000); // the live stream keeps the network busy: no 'networkidle'
          await shoot(page, name, viewport.width);
        }
        // A customer's page, from the customer list.
        await page.goto('/admin/customers');
        await page
          .getByRole('link', { name: /Selvi Murugan/ })
          .first()
          .click();
        await page.getByRole('heading', { name: 'Selvi Murugan' }).waitFor();
        await page.waitForTimeout(1000); // the live stream keeps the network busy: no 'networkidle'
        await shoot(page, 'customer', viewport.width);
      }
      // The audit log holds the staff member just added.
      await page.goto('/admin/audit');
      await page.getByText(email).first().waitFor();
    } catch (error) {
      await screenshot(page, 'console-failure-screens');
      throw error;
    } finally {
      await context.close();
    }
  });
});
