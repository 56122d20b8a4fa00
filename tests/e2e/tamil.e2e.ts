// A shopper who reads Tamil (issue 15): switches the storefront to தமிழ் on a 375 px phone and walks home →
// product → cart → sign-in → checkout with a new address (the pincode fills the city and state) →
// enquiry, and no English interface text is left on any screen; the server renders the chosen language
// (<html lang>, Tamil words in the HTML); switching back restores the spec's English word for word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { englishCatalogues, translationsOf } from '@pataka/domain/i18n';
import { expectNoSidewaysScroll, launchBrowser, MOBILE, newShopper, screenshot } from './support/browser.ts';
// Every catalogue, English and Tamil, as the storefront registers them.
import '../../apps/web/src/i18n/ta.ts';

import.meta.glob(['../../apps/web/src/**/*messages.ts'], { eager: true });
import.meta.glob(['../../packages/domain/src/*.ts', '!**/*.test.ts'], { eager: true });

const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The Tamil of an English interface text, as every catalogue that holds it translates it. */
function tamilTexts(english: string): string[] {
  const ta = translationsOf('ta');
  const found = new Set<string>();
  for (const [namespace, texts] of englishCatalogues()) {
    for (const [key, value] of Object.entries(texts)) {
      const translated = ta.get(namespace)?.[key];
      if (value === english && typeof translated === 'string') found.add(translated);
    }
  }
  if (!found.size) throw new Error(`No catalogue holds "${english}"`);
  return [...found];
}

const tamil = (english: string): string => tamilTexts(english)[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name matching any catalogue's Tamil for `english`, exactly. */
const tamilName = (english: string): RegExp =>
  new RegExp(`^\\s*(?:${tamilTexts(english).map(escape).join('|')})\\s*$`);

/** Every English interface text that reads differently in Tamil: none may show on a Tamil page. */
function englishTexts(): Set<string> {
  const ta = translationsOf('ta');
  const texts = new Set<string>();
  for (const [namespace, catalogue] of englishCatalogues()) {
    for (const [key, value] of Object.entries(catalogue)) {
      const translated = ta.get(namespace)?.[key];
      if (typeof value === 'string' && /[A-Za-z]{2}/.test(value) && value !== translated) texts.add(value);
    }
  }
  return texts;
}

/** Visible text nodes and the texts a screen reader or a tooltip reads, trimmed. */
function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template, [hidden]')) continue;
      if (!el.getClientRects().length) continue;
      const text = (node.textContent ?? '').trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

let browser: Browser;
let english: Set<string>;
beforeAll(async () => {
  browser = await launchBrowser();
  english = englishTexts();
  expect(english.size).toBeGreaterThan(500);
});
afterAll(async () => {
  await browser?.close();
});

describe('the storefront in Tamil', () => {
  it('walks home → product → cart → enquiry in Tamil with no English interface text left', async () => {
    const { context, page, baseURL } = await newShopper(browser, { viewport: MOBILE, agreed: true });
    const seen: string[] = [];
    const englishLeft: Record<string, string[]> = {};
    /** Screenshot, and note any English interface text (the test fails on it at the end). */
    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `tamil-375-${name}`);
      // Tamil words are longer than English ones: nothing may be pushed off a phone's screen.
      await expectNoSidewaysScroll(page, `the Tamil ${name} screen`);
      const left = (await screenTexts(page)).filter((text) => english.has(text));
      if (left.length) englishLeft[name] = [...new Set(left)];
      seen.push(name);
    };
    try {
      // ---- The switch: in the phone menu, named in Tamil; the next page arrives in Tamil.
      await page.goto('/');
      await page.waitForLoadState('networkidle'); // hydrated: the menu button works
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'தமிழ்' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'ta-IN');
      expect((await context.cookies()).find((c) => c.name === 'pataka_lang')?.value).toBe('ta');

      // The server rendered it so: the HTML itself is Tamil, before any script runs.
      const html = await (await context.request.get(`${baseURL}/`)).text();
      expect(html).toContain('<html lang="ta-IN"');
      expect(html).toContain(tamil('Quick Buy'));
      expect(html).not.toContain('>Quick Buy<');
      await check('home');

      // ---- A product: its Tamil name (seeded by staff), Tamil buttons.
      await page.goto('/products');
      await check('products');
      await page.goto('/product/5000-wala');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0B80-\u0BFF]/);
      await check('product');
      await page
        .getByRole('button', { name: tamilName('Add to Cart') })
        .first()
        .click();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length))
        .toBe(1);
      // Enough to pass the minimum order.
      await page.goto('/product/grand-gift-box-50-items');
      await page
        .getByRole('button', { name: tamilName('Add to Cart') })
        .first()
        .click();

      // ---- The cart, then sign in on the way to the enquiry.
      await page.goto('/cart');
      await page
        .getByRole('button', { name: tamilName('Submit Enquiry') })
        .first()
        .waitFor();
      await check('cart');
      await page
        .getByRole('button', { name: tamilName('Submit Enquiry') })
        .first()
        .click();
      const nudge = page.getByRole('button', { name: tamilName('Continue Without Coupon') });
      await Promise.race([nudge.waitFor().then(() => nudge.click()), page.waitForURL('**/login**')]);
      await page.waitForURL('**/login**');
      await page.getByLabel(tamilName('Mobile number')).waitFor();
      await check('login');
      await page.getByLabel(tamilName('Mobile number')).fill(randomPhone());
      await page.getByRole('button', { name: tamilName('Send OTP') }).click();
      const demo = page.getByTestId('dev-otp');
      await expect.poll(() => demo.textContent()).toMatch(/\d{6}/);
      await check('login-code');
      await page.getByLabel(tamilName('One-time code')).fill((await demo.textContent())!.match(/\d{6}/)![0]);
      await page.getByRole('button', { name: tamilName('Verify & Sign In') }).click();
      await page.getByRole('heading', { name: tamilName('Complete your registration') }).waitFor();
      await check('register');
      await page.getByLabel(tamilName('Full name')).fill('மீனா ராஜ்');
      await page.getByLabel(tamilName('Email'), { exact: true }).fill('meena.tamil@example.com');
      await page.getByRole('button', { name: tamilName('Create Account') }).click();
      await page.waitForURL('**/checkout');

      // ---- Checkout: a new address; the pincode fills in the city and state, in Tamil words around them.
      await page
        .getByRole('button', { name: tamilName('Add New Address') })
        .first()
        .click();
      const form = page.getByRole('form', { name: tamilName('Add new address') });
      await form.getByLabel(tamilName('ZIP / Pincode')).fill('626123');
      await expect.poll(() => form.getByLabel(tamilName('City')).inputValue()).toBe('Sivakasi');
      expect(await form.getByLabel(tamilName('State')).inputValue()).toBe('Tamil Nadu');
      await form.getByLabel(tamilName('Street address')).fill('12, காந்தி சாலை, திருத்தங்கல்');
      await check('address-form');
      await form.getByRole('button', { name: tamilName('Save Address') }).click();
      await form.waitFor({ state: 'detached' });
      await check('checkout');

      // ---- The enquiry, confirmed in Tamil.
      await page.getByRole('button', { name: tamilName('Submit Enquiry') }).click();
      await page.getByTestId('order-number').waitFor();
      await check('confirmation');

      // ---- Back to English: the spec's words, word for word.
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: tamilName('Open menu') }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en-IN');
      await page.goto('/product/5000-wala');
      await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
      await page.goto('/cart');
      await page.getByText('Your cart is empty').first().waitFor();
      await screenshot(page, 'tamil-375-back-to-english');
      const texts = await screenTexts(page);
      expect(texts.some((text) => /[\u0B80-\u0BFF]/.test(text) && text !== 'தமிழ்')).toBe(false);
      expect(seen).toHaveLength(10);
      expect(englishLeft, 'English interface text on Tamil screens').toEqual({});
    } finally {
      await context.close();
    }
  });
});
