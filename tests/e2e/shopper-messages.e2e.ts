// Messages to the shopper (issue 27 item 5), as the owner sets them up and staff see a failure: the
// owner fills in the SMS & WhatsApp screen; an enquiry is confirmed; MSG91 takes the SMS, WhatsApp answers
// 500 until the retries are used up; the enquiry page shows "Not sent" with Send again and a wa.me link.
// This file runs its own server in-process (not the shared one) so the providers are local fakes and the
// retries take seconds. At 1280 px and at 375 px, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../../apps/api/src/app.ts';
import { testConfig } from '../../apps/api/src/config.ts';
import { openPglite } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/api/src/db/seed/seed-demo.ts';
import { customerWithToken } from '../../apps/api/test/helpers/auth.ts';
import {
  startFakeProviders,
  type FakeProviders,
} from '../../apps/api/test/shopper-messages/fake-providers.ts';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, MOBILE, screenshot } from './support/browser.ts';

const STAFF = { email: 'owner@messages.test', password: 'e2e-messages-password' };

let browser: Browser;
let fake: FakeProviders;
let app: Awaited<ReturnType<typeof buildApp>>;
let baseURL: string;

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-tenant-id': 'demo',
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.error?.message}`);
  return json.data;
}

beforeAll(async () => {
  fake = await startFakeProviders();
  fake.status.whatsapp = 500;
  const database = await openPglite(null);
  app = await buildApp({
    config: testConfig({
      // The console is what this file looks at: no storefront server renderer to load (it is slow to
      // start beside the shared server, and Fastify gives a plugin 10 s).
      webSsrEntry: '/nonexistent/entry-server.js',
      shopperMessages: { msg91BaseUrl: fake.url, whatsappBaseUrl: fake.url, whatsappApiVersion: 'v21.0' },
    }),
    database,
    ownsDatabase: true,
    logger: false,
    // Two tries 1–2 s apart, then failed.
    jobs: { policies: { 'shopper-message': { retryLimit: 1, retryDelaySeconds: 1 } } },
  });
  await runMigrations(database);
  await seedDemoIfEmpty(database.db, {
    adminEmail: STAFF.email,
    adminPassword: STAFF.password,
    log: () => {},
  });
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await fake?.close();
});

async function signedIn(width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: width < 600 ? MOBILE : DESKTOP,
    isMobile: width < 600,
    hasTouch: width < 600,
    locale: 'en-IN',
  });
  const page = await context.newPage();
  await page.goto('/admin/login?shop=demo');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
}

describe('messages to the shopper in the console', () => {
  for (const width of [1280, 375]) {
    it(`the owner sets up SMS and WhatsApp, and a failed WhatsApp message shows on the enquiry (${width} px)`, async () => {
      const page = await signedIn(width);
      await page.goto('/admin/shopper-messages');
      await expect.poll(() => page.getByRole('heading', { name: 'Messages to shoppers' }).count()).toBe(1);
      await page.getByLabel('Send SMS').check();
      await page.getByLabel('MSG91 auth key').fill('405871AbCdEfGhIjKl1234');
      await page.getByLabel('Sender id (6 letters)').fill('UNQCRK');
      const eventFields = [
        'Enquiry confirmed',
        'Payment received',
        'Dispatched',
        'Ready for pickup',
        'Cancelled',
      ];
      for (const [i, label] of eventFields.entries()) {
        await page.getByLabel(label, { exact: true }).nth(0).fill(`6540f1a2b3c4d5e6f7a8b9c${i}`);
      }
      await page.getByLabel('Send WhatsApp messages').check();
      await page.getByLabel('Phone number id').fill('106540352242922');
      await page.getByLabel('Access token').fill('EAAGm0PX4ZCpsBAtoken9876');
      for (const [i, label] of eventFields.entries()) {
        const names = [
          'enquiry_confirmed',
          'payment_received',
          'enquiry_dispatched',
          'ready_for_pickup',
          'enquiry_cancelled',
        ];
        await page.getByLabel(label, { exact: true }).nth(1).fill(names[i]!);
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);
      // The secrets are not shown back: only their last four characters.
      await expect.poll(() => page.getByText('Saved (••••1234). Leave blank to keep it.').count()).toBe(1);
      expect(await page.getByLabel('MSG91 auth key').inputValue()).toBe('');
      await expectNoSidewaysScroll(page, `settings ${width}`);
      // From the top: a full-page shot taken scrolled down draws the sticky sidebar mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `shopper-messages-settings-${width}`);

      // A shopper's enquiry, confirmed by staff.
      const shopper = await customerWithToken(app.db, 'demo', { name: 'Kavitha Ramesh' });
      const phone = shopper.phone;
      const products = await api<Array<{ id: string; price: number }>>('/products?limit=20');
      // Enough of the dearest product to pass the shop's minimum order.
      const dearest = products.reduce((a, b) => (b.price > a.price ? b : a));
      const order = await api<{ id: string; orderNumber: string }>('/orders/my-order', {
        method: 'POST',
        token: shopper.token,
        body: {
          items: [
            { productId: dearest.id, productName: 'x', sku: 'x', quantity: 60, price: 1, subtotal: 60 },
          ],
          shippingAddress: {
            name: 'Kavitha Ramesh',
            phone,
            street: '4, North Car Street',
            city: 'Madurai',
            state: 'Tamil Nadu',
            zipCode: '625001',
            country: 'India',
          },
          paymentMethod: 'upi',
        },
      });
      const owner = await page.evaluate(() => localStorage.getItem('pataka_admin_token'));
      await api(`/orders/${order.id}/status`, {
        method: 'PATCH',
        token: owner!,
        body: { status: 'confirmed' },
      });

      await page.goto(`/admin/enquiries/${order.id}`);
      const panel = page.getByRole('region', { name: 'Messages to the shopper' });
      await expect
        .poll(() => panel.getByText('1 message could not be sent.').count(), { timeout: 20_000 })
        .toBe(1);
      await expect
        .poll(() =>
          panel.getByText('Failed after 2 tries: WhatsApp answered 500: An unknown error occurred').count(),
        )
        .toBe(1);
      await expect.poll(() => panel.getByText('Sent', { exact: true }).count()).toBe(1);
      const link = panel.getByRole('link', { name: 'Send on WhatsApp by hand' });
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/91${phone}\\?text=Hello`));
      expect(await panel.getByRole('button', { name: 'Send again' }).count()).toBe(1);
      await expectNoSidewaysScroll(page, `enquiry ${width}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `shopper-messages-enquiry-${width}`);
      expect(fake.msg91.at(-1)!.body).toMatchObject({ template_id: '6540f1a2b3c4d5e6f7a8b9c0' });
      await page.context().close();
    });
  }
});
