// Dispatch through a parcel transport (issue 27), as a Sivakasi shop does it: the packer ticks the lines
// in the packing view and counts the cases on a phone, then records the dispatch on the enquiry page
// (transport, branch, LR number, freight to pay, a photo of the LR copy from the camera input), and the
// shopper's enquiry page and My Enquiries say where to collect. Once at 375 px and once at 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
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
const TRANSPORT = 'Sri Sakthi Parcel Service';
const BRANCH = 'Madurai Mattuthavani';

let browser: Browser;
let staff: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffToken(STAFF.email, STAFF.password);
});
afterAll(async () => {
  await browser?.close();
});

/** A photo of an LR copy as a phone camera would hand it over: a JPEG with the transport's form on it. */
async function lrPhoto(lr: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect width="900" height="600" fill="#fdf6e3"/>
    <rect x="20" y="20" width="860" height="560" fill="none" stroke="#7c2d12" stroke-width="6"/>
    <text x="50" y="100" font-size="48" font-family="sans-serif" fill="#7c2d12">${TRANSPORT}</text>
    <text x="50" y="200" font-size="40" font-family="monospace" fill="#111">LR No. ${lr}</text>
    <text x="50" y="280" font-size="32" font-family="sans-serif" fill="#111">From: Sivakasi  To: Madurai</text>
    <text x="50" y="340" font-size="32" font-family="sans-serif" fill="#111">Cases: 2   Freight: To pay 450</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A confirmed enquiry whose payment staff verified (recorded from the bank app). */
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

describe('dispatch through a parcel transport', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const width = viewport.width;
    it(`staff pack and dispatch with an LR photo, the shopper sees where to collect (${width}px)`, async () => {
      const { order, buyer } = await paidEnquiry();
      const lr = `SVK/${width}/${String(Date.now()).slice(-5)}`;
      const { context, page } = await newShopper(browser, { viewport });
      try {
        await page.goto('/admin/login');
        await page.getByLabel('Email').fill(STAFF.email);
        await page.getByLabel('Password').fill(STAFF.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

        // The packing view: tick both lines, count two cases.
        await page.goto(`/admin/enquiries/${order.id}`);
        await page
          .getByRole('heading', { name: 'Pack and dispatch' })
          .or(page.getByText('Pack and dispatch'))
          .first()
          .waitFor();
        await page.getByRole('link', { name: 'Packing view' }).click();
        await page.getByRole('heading', { name: `Packing ${order.orderNumber}` }).waitFor();
        const boxes = page.getByRole('list', { name: 'Lines to pack' }).getByRole('checkbox');
        expect(await boxes.count()).toBe(2);
        await page.getByText('0 of 2 lines packed').waitFor();
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        await page.getByRole('button', { name: 'One case more' }).click();
        await page.getByRole('button', { name: 'One case more' }).click();
        await page.getByText('2 of 2 lines packed').waitFor();
        expect(await page.getByLabel('Cases packed').textContent()).toBe('2');
        await shoot(page, `dispatch-${width}-packing`);
        // The ticks stay on this phone.
        await page.reload();
        await page.getByText('2 of 2 lines packed').waitFor();

        // The dispatch form, from the packing view.
        await page.getByRole('link', { name: 'Dispatch', exact: true }).click();
        await page.getByRole('button', { name: 'Record dispatch' }).click();
        const form = page.getByRole('form', { name: 'Record dispatch' });
        await form.getByLabel('Transport').selectOption({ label: TRANSPORT });
        await form.getByLabel('Destination branch').selectOption({ label: `${BRANCH}, Madurai` });
        await form.getByLabel('LR number').fill(lr);
        expect(await form.getByLabel('Cases').inputValue()).toBe('2');
        await form.getByText('To pay (shopper)').click();
        await form.getByLabel(/Freight the shopper pays/).fill('450');
        const camera = form.getByLabel('LR copy photo');
        expect(await camera.getAttribute('capture')).toBe('environment');
        expect(await camera.getAttribute('accept')).toBe('image/*');
        await camera.setInputFiles({ name: 'lr.jpg', mimeType: 'image/jpeg', buffer: await lrPhoto(lr) });
        await form.getByRole('img', { name: 'LR copy to upload' }).waitFor();
        await shoot(page, `dispatch-${width}-form`);
        await form.getByRole('button', { name: 'Save dispatch' }).click();
        await page.getByText(`${order.orderNumber} dispatched`).waitFor();
        const row = page.getByTestId('staff-dispatch');
        await row.getByText(lr).waitFor();
        await row.getByRole('img', { name: 'LR copy' }).waitFor();
        await page.getByText('Shipped').first().waitFor();
        await shoot(page, `dispatch-${width}-enquiry`);

        // Dispatched today.
        await page.goto('/admin/dispatched-today');
        await page.getByRole('heading', { name: 'Dispatched today' }).waitFor();
        await page.getByRole('list', { name: 'Dispatches' }).getByText(lr).waitFor();
        await shoot(page, `dispatch-${width}-today`);
      } finally {
        await context.close();
      }

      // The shopper's enquiry page and My Enquiries.
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
        const card = shopper.page.getByRole('region', { name: 'Where to collect' });
        await card.waitFor();
        await card.getByText(TRANSPORT).waitFor();
        expect(await card.textContent()).toContain(`LR number: ${lr}`);
        expect(await card.textContent()).toContain('2 cases');
        expect(await card.textContent()).toContain(BRANCH);
        expect(await card.textContent()).toContain('7, Integrated Bus Stand Road, Madurai, Tamil Nadu');
        expect(await card.textContent()).toContain('Pay ₹450 freight at the branch');
        expect(await card.textContent()).toContain('Usually arrives in 2–4 days');
        expect(await card.getByRole('link', { name: `Call ${BRANCH}` }).getAttribute('href')).toMatch(
          /^tel:/,
        );
        await card.getByRole('button', { name: 'Copy LR number' }).waitFor();
        const photo = card.getByRole('img', { name: `Photo of the LR copy ${lr}` });
        await photo.waitFor();
        expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
        await shoot(shopper.page, `dispatch-${width}-shopper-enquiry`);

        await shopper.page.goto('/enquiries');
        const mine = shopper.page.getByRole('region', { name: `Where to collect · ${order.orderNumber}` });
        await mine.getByText(lr).waitFor();
        await shoot(shopper.page, `dispatch-${width}-shopper-list`);
      } finally {
        await shopper.context.close();
      }
    });
  }
});
