import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:3994/admin';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const log = (...a) => console.log(...a);
page.on('console', (m) => m.type() === 'error' && log('console error:', m.text()));
page.on('response', (r) => r.status() >= 400 && log('HTTP', r.status(), r.request().method(), r.url()));
await page.goto(`${BASE}/login`);
await page.getByLabel('Email').fill('admin@demo.pataka.local');
await page.getByLabel('Password').fill('admin-password-1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.endsWith('/login'));
const step = process.argv[2] ?? 'all';

if (step === 'all' || step === 'write') {
  // Shop details: change the UPI id and save.
  await page.goto(`${BASE}/shop`);
  const upi = page.getByLabel('UPI ID');
  await upi.waitFor();
  log('UPI before:', await upi.inputValue());
  await upi.fill('demoshop@okaxis');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Shop details saved').waitFor({ timeout: 15000 }).then(() => log('shop saved'), (e) => log('shop save FAILED', e.message));
  const err = await page.locator('[role=alert]').allTextContents();
  if (err.length) log('alerts:', err);

  // Flash news
  await page.goto(`${BASE}/flash-news?edit=new`);
  await page.getByLabel('Title').fill('Diwali dhamaka');
  await page.getByLabel('Message').fill('Flat 10% off on all gift boxes till Sunday');
  await page.getByLabel('Type').selectOption('warning');
  await page.getByLabel('Link address (optional)').fill('/products');
  await page.getByRole('button', { name: 'Add flash news' }).click();
  await page.getByText('Flash news added').waitFor({ timeout: 15000 }).then(() => log('flash added'), (e) => log('flash FAILED', e.message));

  // Coupon
  await page.goto(`${BASE}/coupons?edit=new`);
  await page.getByLabel('Code').fill('DHAMAKA15');
  await page.getByLabel('Description').fill('10% off for Diwali');
  await page.getByLabel('Percent off').fill('15');
  await page.getByLabel('Up to (₹)').fill('500');
  await page.getByLabel('Minimum order (₹)').fill('2000');
  await page.getByLabel('Last day').fill('2026-12-31');
  await page.getByLabel('Uses in all').fill('100');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await page.getByText('Coupon DHAMAKA15 added').waitFor({ timeout: 15000 }).then(() => log('coupon added'), async (e) => log('coupon FAILED', e.message, await page.locator('[role=alert]').allTextContents()));

  // Pickup point
  await page.goto(`${BASE}/pickup-points`);
  await page.getByLabel(/transport provider/i).first().waitFor();
  const hasProvider = await page.getByRole('link', { name: /Add pickup point/ }).count();
  log('providers with add links:', hasProvider);
  if (!hasProvider) {
    await page.locator('#new-provider').fill('KPN Parcel Service');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('link', { name: /Add pickup point/ }).first().waitFor();
  }
  await page.getByRole('link', { name: /Add pickup point/ }).first().click();
  await page.getByLabel('Name').fill('KPN Madurai Town Hall');
  await page.getByLabel('Address').fill('4 Town Hall Road');
  await page.getByLabel('Area').fill('Periyar');
  await page.getByLabel('City').fill('Madurai');
  await page.getByLabel('State').selectOption('Tamil Nadu');
  await page.getByLabel('Pincode').fill('625001');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Timings').fill('Mon–Sat 9 am – 8 pm');
  await page.getByRole('button', { name: 'Add pickup point' }).click();
  await page.getByText('KPN Madurai Town Hall added').waitFor({ timeout: 15000 }).then(() => log('pickup added'), async (e) => log('pickup FAILED', e.message, await page.locator('[role=alert]').allTextContents()));
}

if (step === 'all' || step === 'shots') {
  const screens = [
    ['coupons', '/coupons'],
    ['coupon-form', '/coupons?edit=new'],
    ['flash-news', '/flash-news'],
    ['flash-news-form', '/flash-news?edit=new'],
    ['pickup-points', '/pickup-points'],
    ['shop', '/shop'],
    ['messages', '/messages'],
    ['newsletter', '/messages?tab=newsletter'],
    ['setup', '/setup'],
    ['dashboard', '/dashboard'],
  ];
  for (const [w, h] of [[375, 812], [1280, 800]]) {
    await page.setViewportSize({ width: w, height: h });
    for (const [name, path] of screens) {
      await page.goto(`${BASE}${path}`);
      await page.waitForLoadState('load'); await page.locator('main h1').first().waitFor(); await page.waitForFunction(() => !document.body.innerText.includes('Loading'), null, { timeout: 10000 }).catch(() => {});
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/console-shots/shop-${name}-${w}.png`, fullPage: name !== 'shop' });
      if (name === 'shop') await page.screenshot({ path: `/tmp/console-shots/shop-${name}-full-${w}.png`, fullPage: true });
    }
  }
  log('shots done');
}
await browser.close();
