// The signed-in shopper end to end: sign in with the demo code, save two addresses, send one enquiry for
// delivery and one for pickup with a coupon, find both under My Enquiries, wait for the shop's call (no QR
// until staff request payment), then pay one by uploading a GPay-style screenshot (rendered by the OCR engineer's receipt generator with a known UTR and the
// enquiry's exact total) and see what the server read, cancel the other, sign out; and a session revoked
// behind the shopper's back sends them home signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Order } from '@pataka/domain/api-types';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';
import { renderReceipt } from '../../apps/api/test/receipts/generate-receipts.ts';
import type { ReceiptSample } from '../../apps/api/test/receipts/receipt-samples.ts';
import {
  hydrated,
  DESKTOP,
  hasHorizontalScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';

const UTR = '512349876543';
const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Screenshots a page at phone and desktop width, checking neither scrolls sideways; ends at `back`. */
async function shootBoth(page: Page, name: string, back = MOBILE) {
  for (const [label, size] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${label}px`).toBe(false);
    await screenshot(page, `account-${name}-${label}`);
  }
  await page.setViewportSize(back);
}

async function signIn(page: Page, phone: string, register?: { name: string; email: string }) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const demo = page.getByTestId('dev-otp');
  await expect.poll(() => demo.textContent()).toMatch(/^Demo shop: your code is \d{6}$/);
  const code = (await demo.textContent())!.match(/\d{6}/)![0];
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  if (register) {
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    await page.getByLabel('Full name').fill(register.name);
    await page.getByLabel('Email', { exact: true }).fill(register.email);
    await page.getByRole('button', { name: 'Create Account' }).click();
  }
}

async function addAddress(
  page: Page,
  a: { label?: string; street: string; city: string; state: string; zip: string },
) {
  await page.getByRole('button', { name: 'Add New Address' }).first().click();
  const form = page.getByRole('form', { name: 'Add new address' });
  if (a.label) await form.getByLabel('Label').selectOption(a.label);
  await form.getByLabel('Street address').fill(a.street);
  await form.getByLabel('City').fill(a.city);
  await form.getByLabel('State').selectOption(a.state);
  await form.getByLabel('ZIP / Pincode').fill(a.zip);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await form.waitFor({ state: 'detached' });
}

const cartLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length);

async function addToCart(page: Page, slug: string) {
  const before = await cartLines(page);
  await page.goto(`/product/${slug}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to Cart' }).first())).click();
  await expect.poll(() => cartLines(page)).toBe(before + 1);
}

/** From the cart to the checkout; answers the coupon nudge (§4) with 'Continue Without Coupon'. */
async function cartToCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  const nudge = page.getByRole('button', { name: 'Continue Without Coupon' });
  await Promise.race([nudge.waitFor().then(() => nudge.click()), page.waitForURL('**/checkout')]);
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { name: 'Submit Enquiry' }).waitFor();
}

async function submitEnquiry(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  const number = page.getByTestId('order-number');
  await number.waitFor();
  await page.getByText('We will contact you within 24 hours').waitFor();
  return (await number.textContent())!.trim();
}

async function api<T>(
  page: Page,
  path: string,
  init: { method?: string } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(`/api/v1${path}`, {
        ...init,
        headers: { 'X-Tenant-ID': 'demo', Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
      });
      return { status: res.status, body: (await res.json()).data };
    },
    { path, init },
  ) as Promise<{ status: number; body: T }>;
}

/** The shop's staff press "Request payment" after the call, through the staff API (the console's route). */
async function staffRequestsPayment(page: Page, orderId: string) {
  const status = await page.evaluate(
    async ({ orderId, password }) => {
      const headers = { 'X-Tenant-ID': 'demo', 'Content-Type': 'application/json' };
      const login = await fetch('/api/v1/admin/auth/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'admin@demo.pataka.local', password }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const res = await fetch(`/api/v1/orders/${orderId}/request-payment`, {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${token}` },
        body: '{}',
      });
      return res.status;
    },
    { orderId, password: 'e2e-admin-password' },
  );
  expect(status).toBe(200);
}

describe('account and enquiries', () => {
  const phone = randomPhone();

  it('signs in, saves addresses, sends a delivery and a pickup enquiry, pays one by screenshot, cancels the other, signs out', async () => {
    const { context, page } = await newShopper(browser, { viewport: MOBILE, agreed: true });
    try {
      // A protected page sends a visitor to /login and back again afterwards.
      await page.goto('/profile');
      await page.waitForURL(/\/login\?redirectTo=%2Fprofile/);
      await shootBoth(page, 'login-phone');
      await signIn(page, phone, { name: 'Meena Raj', email: 'meena.raj@example.com' });
      await page.waitForURL('**/profile');
      expect(await page.evaluate(() => sessionStorage.getItem('auth_phone'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

      // Two addresses; the first becomes the default.
      await page.getByText('No addresses saved').waitFor();
      await addAddress(page, {
        street: '12, Gandhi Road, T. Nagar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zip: '600017',
      });
      await page.getByText('Address added successfully!').first().waitFor();
      await addAddress(page, {
        label: 'Work',
        street: '7, Anna Salai, Teynampet',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zip: '600018',
      });
      await expect.poll(() => page.getByRole('button', { name: /Delete .* address/ }).count()).toBe(2);
      await shootBoth(page, 'profile');

      // Enquiry 1: delivery to the default address.
      await addToCart(page, 'grand-gift-box-50-items');
      await addToCart(page, '120-shot-multicolour');
      await cartToCheckout(page);
      await expect
        .poll(() => page.getByRole('radio', { name: /Home/ }).getAttribute('aria-checked'))
        .toBe('true');
      await shootBoth(page, 'checkout-delivery');
      const deliveryNumber = await submitEnquiry(page);
      await shootBoth(page, 'confirmation');
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

      // Enquiry 2: pickup from a transport office, with a coupon applied on the cart page.
      await addToCart(page, 'grand-gift-box-50-items');
      await addToCart(page, '5000-wala');
      await page.goto('/cart');
      await page.getByLabel('Have a coupon code?').fill('DIWALI10');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByTestId('applied-coupon').waitFor();
      await cartToCheckout(page);
      await page.getByText('DIWALI10').first().waitFor();
      await page.getByRole('radio', { name: /Pick up from a transport office/ }).click();
      expect(await page.getByRole('button', { name: 'Submit Enquiry' }).isDisabled()).toBe(true);
      await page.getByText('Please select a transport provider to see its pickup locations.').waitFor();
      const provider = 'Sri Sakthi Parcel Service';
      await page.getByLabel('Transport provider').selectOption({ label: `${provider} (6 locations)` });
      const locations = page
        .getByRole('radiogroup', { name: `Pickup locations of ${provider}` })
        .getByRole('radio');
      await expect.poll(() => locations.count()).toBe(6);
      await page.getByRole('searchbox', { name: 'Search pickup locations' }).fill('Madurai');
      await expect.poll(() => locations.count()).toBe(1);
      const madurai = locations.first();
      await expect.poll(() => madurai.textContent()).toContain('Madurai');
      await madurai.click();
      await expect.poll(() => madurai.getAttribute('aria-checked')).toBe('true');
      await shootBoth(page, 'checkout-pickup');
      const pickupNumber = await submitEnquiry(page);
      expect(await page.evaluate(() => sessionStorage.getItem('applied_coupon'))).toBeNull();

      const pickupOrder = (await api<Order>(page, `/orders/number/${pickupNumber}`)).body;
      expect(pickupOrder.couponCode).toBe('DIWALI10');
      expect(pickupOrder.discount).toBeGreaterThan(0);
      expect(pickupOrder.pickupLocation?.name).toContain('Madurai');
      expect(pickupOrder.shippingAddress).toBeNull();

      // Both under My Enquiries, newest first. A fresh page load must not bring the ordered cart back.
      await page.goto('/enquiries');
      await page.waitForTimeout(1500);
      expect(await cartLines(page)).toBe(0);
      const rows = page.getByRole('list', { name: 'Your enquiries' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain(pickupNumber);
      expect(await rows.nth(1).textContent()).toContain(deliveryNumber);
      await shootBoth(page, 'enquiries');

      // The shop takes payment after the call (the demo shops' default): no QR or amount yet, the promise
      // of a call, and the upload for a shopper who already paid.
      await rows.nth(1).getByRole('link').click();
      await page.getByText(PAYMENT_TIMING_MESSAGES.awaitingCall).waitFor();
      expect(await page.getByTestId('upi-panel').count()).toBe(0);
      await page.getByRole('heading', { name: PAYMENT_TIMING_MESSAGES.alreadyPaidHeading }).waitFor();
      await shootBoth(page, 'enquiry-awaiting-call');
      const placed = (await api<Order>(page, `/orders/number/${deliveryNumber}`)).body;
      expect(placed.showPaymentPanel).toBe(false);

      // Staff call and press Request payment: the page now shows the UPI panel; pay with a GPay
      // screenshot of exactly its total.
      await staffRequestsPayment(page, placed.id);
      await page.reload();
      await page
        .getByTestId('upi-panel')
        .getByRole('img', { name: /UPI QR code/ })
        .waitFor();
      const order = (await api<Order>(page, `/orders/number/${deliveryNumber}`)).body;
      expect(order.showPaymentPanel).toBe(true);
      const intent = await page.getByTestId('upi-panel').getByRole('img').getAttribute('data-intent');
      expect(intent).toBe(
        `upi://pay?pa=uniquecrackers@okaxis&pn=Unique%20Crackers&am=${order.total.toFixed(2)}&cu=INR&tn=${deliveryNumber}`,
      );
      await shootBoth(page, 'enquiry-unpaid');

      const sample: ReceiptSample = {
        id: 'e2e-gpay',
        theme: 'light',
        dateStyle: 'gpay',
        clock: '9:41',
        battery: 76,
        payerUpiId: 'meena.raj@oksbi',
        payerBank: 'State Bank of India 4321',
        appTxnId: 'CICAgKDx7vLbHw',
        expected: {
          utr: UTR,
          amount: order.total,
          date: '2025-10-21',
          time: '18:59',
          payeeUpiId: 'uniquecrackers@okaxis',
          payeeName: 'Unique Crackers',
          payerName: 'Meena Raj',
          status: 'Completed',
          app: 'Google Pay',
        },
      };
      const receipt = await renderReceipt(sample);
      await page
        .getByLabel('Payment screenshot or PDF')
        .setInputFiles({ name: 'gpay-receipt.png', mimeType: receipt.mime, buffer: receipt.image });
      await page.getByRole('img', { name: 'Preview of the payment screenshot' }).waitFor();
      await page.getByRole('button', { name: 'Upload Payment Proof' }).click();
      await page.getByText('Payment proof sent for verification').waitFor({ timeout: 45_000 });
      const read = page.getByTestId('extracted-details').first();
      await expect.poll(() => read.textContent()).toContain(UTR);
      const amountText = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
      }).format(order.total);
      expect(await read.textContent()).toContain(amountText.replace(/\.00$/, ''));
      // The proof is listed with its status, and the enquiry now waits for the shop to verify it.
      await page
        .getByRole('list', { name: 'Payment proofs sent' })
        .getByText('Awaiting verification')
        .waitFor();
      await page.getByText('Proof Submitted').first().waitFor();
      await shootBoth(page, 'enquiry-paid');

      // Cancel the pickup enquiry (confirm first).
      await page.goto('/enquiries');
      await rows.nth(0).getByRole('link').click();
      await page.getByRole('button', { name: 'Cancel Enquiry' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel enquiry ${pickupNumber}?` });
      await dialog.waitFor();
      await shootBoth(page, 'cancel-dialog');
      await dialog.getByRole('button', { name: 'Yes, Cancel Enquiry' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('list', { name: 'Status history' })
        .getByText('Cancelled', { exact: true })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Enquiry' }).count()).toBe(0);
      expect(await page.getByTestId('upi-panel').count()).toBe(0);

      // Favourites: the heart on a product, the header count from the wishlist, the /favorites grid.
      await page.goto('/product/grand-gift-box-50-items');
      await page.getByRole('button', { name: 'Add Grand Gift Box 50 Items to favorites' }).first().click();
      await page.getByText('Grand Gift Box 50 Items added to favorites!').waitFor();
      await page.getByTestId('header-favorites').getByText('1').waitFor();
      await page.goto('/favorites');
      await page
        .getByRole('heading', { name: 'Grand Gift Box 50 Items' })
        .or(page.getByRole('link', { name: /Grand Gift Box 50 Items/ }))
        .first()
        .waitFor();
      await shootBoth(page, 'favorites');
      await page.getByRole('button', { name: 'Remove Grand Gift Box 50 Items from favorites' }).click();
      await page.getByText('Grand Gift Box 50 Items removed from favorites').waitFor();
      await page.getByText('No favorites yet').waitFor();

      // Sign out from the account menu (desktop header): credentials and the session are gone.
      await page.setViewportSize(DESKTOP);
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      await page.getByRole('button', { name: /Account menu, phone ending/ }).click();
      await page.getByRole('menu', { name: 'Account' }).waitFor();
      await screenshot(page, 'account-user-menu-1280');
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('link', { name: 'Sign In' }).waitFor();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('auth_token'),
          localStorage.getItem('auth_user'),
          sessionStorage.getItem('auth_phone'),
        ]),
      ).toEqual([null, null, null]);
      const reused = await page.evaluate(
        async (t) =>
          (
            await fetch('/api/v1/customers/me', {
              headers: { 'X-Tenant-ID': 'demo', Authorization: `Bearer ${t}` },
            })
          ).status,
        token,
      );
      expect(reused).toBe(401);
    } catch (error) {
      await screenshot(page, 'account-failure-main');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('a session revoked mid-session sends the shopper home with credentials cleared', async () => {
    const { context, page } = await newShopper(browser, { viewport: DESKTOP, agreed: true });
    try {
      await page.goto('/login');
      await signIn(page, randomPhone(), { name: 'Ravi Shankar', email: 'ravi@example.com' });
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: /Account menu/ }).waitFor();
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();

      // Another device signs this session out.
      const revoked = await api<{ message: string }>(page, '/customers/me/session', { method: 'DELETE' });
      expect(revoked.status).toBe(200);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

      // The next call answers 401: the storefront forgets the session and goes home.
      await page.getByRole('button', { name: /Account menu/ }).click();
      // The menu's link makes that call; a read the open page makes first (a refetch) meets the 401 as
      // well and the menu goes with the session before the click lands: the same outcome, checked below.
      await page
        .getByRole('menuitem', { name: 'My Enquiries' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Sign In' }).waitFor();
      expect(
        await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')]),
      ).toEqual([null, null]);
    } catch (error) {
      await screenshot(page, 'account-failure-revoked');
      throw error;
    } finally {
      await context.close();
    }
  });
});
