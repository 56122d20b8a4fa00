// The storefront with the connection cut (decision 131). The browser reaches the shop through a proxy this
// file controls, so "offline" is real for the service worker's own requests too (Chromium's offline
// emulation does not reach them), and context.setOffline makes the page see it (navigator.onLine, events).
// After one online visit: /products and a seen product page open from the service worker, the cart is
// intact, an enquiry sent offline says so and is sent once when the connection is back; another shop's
// pages are never served for this one; and a new build's worker drops every cache of the old one.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrated, launchBrowser, MOBILE } from './support/browser.ts';

const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const PRODUCT = { slug: '5000-wala', name: '5000 Wala' };
const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** An HTTP proxy in front of the shop that can drop every connection, and rewrite /sw.js (a "new build"). */
async function startProxy(upstream: string) {
  const target = new URL(upstream);
  let cut = false;
  let swRewrite: [string, string] | null = null;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    if (cut) return void req.socket.destroy();
    const rewrite = swRewrite && req.url?.split('?')[0] === '/sw.js' ? swRewrite : null;
    const headers = { ...req.headers };
    if (rewrite) {
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const up = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (upRes) => {
        if (!rewrite) {
          res.writeHead(upRes.statusCode!, upRes.headers);
          return void upRes.pipe(res);
        }
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8').replaceAll(rewrite[0], rewrite[1]);
          const { 'content-length': _l, etag: _e, 'last-modified': _m, ...rest } = upRes.headers;
          res.writeHead(upRes.statusCode!, rest);
          res.end(body);
        });
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  server.on('connection', (socket) => {
    if (cut) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    rewriteServiceWorker(from: string, to: string) {
      swRewrite = [from, to];
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
type Proxy = Awaited<ReturnType<typeof startProxy>>;

let browser: Browser;
const proxies: Proxy[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const proxy of proxies) await proxy.close();
});

/** A shopper behind a proxy of their own (own origin: own worker, storage and cookies). */
async function shopperBehindProxy() {
  const proxy = await startProxy(inject('baseURL'));
  proxies.push(proxy);
  const context = await browser.newContext({
    baseURL: proxy.url,
    viewport: MOBILE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      'legal_notice_agreed',
      JSON.stringify({ agreed: true, date: new Date().toISOString() }),
    );
    localStorage.setItem('dontShowYouTubeModal', 'true');
  });
  const page = await context.newPage();
  return { proxy, context, page };
}

/** Waits until the service worker is active and controls the page (registered after load, when idle). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 })
    .toBe('activated');
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The shop's list and shell are fetched ahead once the page has told the worker its shop. */
async function warmed(page: Page, tenant: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (t) => {
          const name = (await caches.keys()).find((n) => n.endsWith(`-pages-${t}`));
          if (!name) return 0;
          return (await (await caches.open(name)).keys()).length;
        }, tenant),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ productId: string }>);

async function goOffline(context: BrowserContext, proxy: Proxy) {
  proxy.cut();
  await context.setOffline(true);
}
async function goOnline(context: BrowserContext, proxy: Proxy) {
  proxy.restore();
  await context.setOffline(false);
}

async function signIn(page: Page, phone: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const demo = page.getByTestId('dev-otp');
  await expect.poll(() => demo.textContent()).toMatch(/^Demo shop: your code is \d{6}$/);
  const code = (await demo.textContent())!.match(/\d{6}/)![0];
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
  await page.getByLabel('Full name').fill('Selvi Murugan');
  await page.getByLabel('Email', { exact: true }).fill(`selvi.${phone}@example.com`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
}

/** A call to the shop's API straight from the test (not through the proxy). */
async function shopApi<T>(pathname: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${inject('baseURL')}/api/v1${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'X-Tenant-ID': 'demo', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('offline storefront', () => {
  it('opens seen pages, keeps the cart and sends an offline enquiry once when back online', async () => {
    const { proxy, context, page } = await shopperBehindProxy();
    // One visit: home, the list, a product into the cart.
    await page.goto('/');
    await controlled(page);
    await warmed(page, 'demo');
    await page.goto('/products');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`/product/${PRODUCT.slug}`);
    await page.getByRole('heading', { name: PRODUCT.name }).waitFor();
    await (await hydrated(page.getByRole('button', { name: 'Add to Cart' }).first())).click();
    await expect.poll(async () => (await cartLines(page)).length).toBe(1);

    // Signed in, an address on file, the checkout open in a second tab.
    const phone = randomPhone();
    await signIn(page, phone);
    const token = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
    await shopApi('/customers/me/shipping-addresses', token, {
      method: 'POST',
      body: {
        label: 'Home',
        street: '14, North Car Street, Ward 2',
        city: 'Sivakasi',
        state: 'Tamil Nadu',
        zipCode: '626123',
        country: 'India',
      },
    });
    // Two of it: over the shop's minimum enquiry for Tamil Nadu.
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ quantity: number }>;
      localStorage.setItem('cart', JSON.stringify(lines.map((l) => ({ ...l, quantity: 2 }))));
    });
    await page.goto('/cart');
    await page.getByText(PRODUCT.name).first().waitFor();
    const checkout = await context.newPage();
    await checkout.goto('/checkout');
    const nudge = checkout.getByRole('button', { name: 'Continue Without Coupon' });
    if (await nudge.isVisible().catch(() => false)) await nudge.click();
    await checkout.getByRole('heading', { name: 'Submit Enquiry' }).waitFor();
    await expect
      .poll(() => checkout.getByRole('radio', { name: /Home/ }).getAttribute('aria-checked'))
      .toBe('true');
    await checkout.getByLabel('Notes for the shop').fill('Please call after 6 pm');

    // The connection drops.
    await goOffline(context, proxy);

    // The list and the product page come from the service worker; the banner says we are offline.
    await page.goto('/products');
    await page.getByTestId('offline-banner').getByText('You are offline', { exact: true }).waitFor();
    expect(await page.locator('a[href^="/product/"]').count()).toBeGreaterThan(3);
    await shoot(page, 'offline-banner');
    await page.goto(`/product/${PRODUCT.slug}`);
    await page.getByRole('heading', { name: PRODUCT.name }).waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // The cart is intact: kept in the browser, and its page shows it from the worker (the shell, and the
    // catalogue reads it makes, which the server marks public even for a signed-in shopper).
    expect(await cartLines(page)).toHaveLength(1);
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor();
    await page.getByText(PRODUCT.name).first().waitFor();
    await shoot(page, 'offline-cart');

    // An enquiry sent now is held, with the form as filled.
    await checkout.getByRole('button', { name: 'Submit Enquiry' }).click();
    const held = checkout.getByTestId('offline-enquiry');
    await expect
      .poll(() => held.textContent())
      .toBe('You are offline. Your enquiry is saved here and will be sent when you are back online.');
    expect(await checkout.getByLabel('Notes for the shop').inputValue()).toBe('Please call after 6 pm');
    await held.scrollIntoViewIfNeeded();
    await shoot(checkout, 'offline-checkout');
    expect(await shopApi<unknown[]>('/orders/my-orders', token)).toHaveLength(0);

    // Back online: sent by itself, once.
    await goOnline(context, proxy);
    await checkout.getByTestId('order-number').waitFor({ timeout: 30_000 });
    await checkout.waitForTimeout(1500);
    const orders = await shopApi<Array<{ customerNotes: string | null }>>('/orders/my-orders', token);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.customerNotes).toBe('Please call after 6 pm');
    await context.close();
  });

  it("never serves another shop's pages from the cache", async () => {
    const { proxy, context, page } = await shopperBehindProxy();
    await page.goto('/products');
    await controlled(page);
    await warmed(page, 'demo');
    await page.goto(`/product/${PRODUCT.slug}`);
    await page.getByRole('heading', { name: PRODUCT.name }).waitFor();
    // The same origin, now for the other shop (the demo switch): its list is seen too.
    await page.goto('/products?shop=demo2');
    await warmed(page, 'demo2');
    expect(await page.evaluate(() => document.title)).toContain('Kaveri');

    await goOffline(context, proxy);
    // The shop cookie says demo2: its copy of /products, not demo's.
    await page.goto('/products');
    expect(await page.locator('meta[name="pataka-tenant"]').getAttribute('content')).toBe('demo2');
    expect(await page.evaluate(() => document.title)).toContain('Kaveri');
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('Unique Crackers');
    // demo's product page was seen, but not for this shop: demo2's shell (or nothing), never demo's page.
    const response = await page.goto(`/product/${PRODUCT.slug}`);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('Unique Crackers');
    expect(html).not.toMatch(/<meta name="pataka-tenant" content="demo"/);
    // Asked for by name, demo's own copy is still there for demo.
    await page.goto(`/product/${PRODUCT.slug}?shop=demo`);
    await page.getByRole('heading', { name: PRODUCT.name }).waitFor();
    expect(await page.locator('meta[name="pataka-tenant"]').getAttribute('content')).toBe('demo');
    await goOnline(context, proxy);
    await context.close();
  });

  it("drops every cache of the old build when a new build's worker takes over", async () => {
    const { proxy, context, page } = await shopperBehindProxy();
    await page.goto('/products');
    await controlled(page);
    await warmed(page, 'demo');
    const before = await cacheNames(page);
    const build = before.map((n) => /^pataka-([0-9a-f]{12})-/.exec(n)?.[1]).find(Boolean)!;
    expect(build).toBeTruthy();
    expect(before).toContain(`pataka-${build}-pages-demo`);
    expect(before).toContain(`pataka-${build}-assets`);

    // The next deploy: the same worker with another build id.
    const next = 'feedfacecafe';
    proxy.rewriteServiceWorker(build, next);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await expect
      .poll(async () => (await cacheNames(page)).filter((n) => n.includes(build)), { timeout: 20_000 })
      .toEqual([]);
    const after = await cacheNames(page);
    expect(after).toContain(`pataka-${next}-assets`);
    for (const name of after)
      expect(name === 'pataka-state' || name.startsWith(`pataka-${next}-`), name).toBe(true);

    // Offline, nothing of the old build answers: the old copy of /products is gone.
    await goOffline(context, proxy);
    const response = await page.goto('/products').catch(() => null);
    if (response) {
      expect(response.status()).toBe(503);
      expect(await response.text()).toContain('You are offline');
    }
    await goOnline(context, proxy);
    await context.close();
  });
});
