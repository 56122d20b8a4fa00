import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * A fresh shopper: own storage, given viewport, on the demo shop.
 * `agreed` pre-accepts the legal notice and silences the video modal for tests that are not about them.
 */
export async function newShopper(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; agreed?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; baseURL: string }> {
  const baseURL = inject('baseURL');
  const context = await browser.newContext({
    baseURL,
    viewport: opts.viewport ?? DESKTOP,
    isMobile: (opts.viewport ?? DESKTOP).width < 600,
    hasTouch: (opts.viewport ?? DESKTOP).width < 600,
    locale: 'en-IN',
  });
  if (opts.agreed) {
    await context.addInitScript(() => {
      localStorage.setItem(
        'legal_notice_agreed',
        JSON.stringify({ agreed: true, date: new Date().toISOString() }),
      );
      localStorage.setItem('dontShowYouTubeModal', 'true');
    });
  }
  const page = await context.newPage();
  return { context, page, baseURL };
}

/** Full-page screenshot into test-results/screenshots/<name>.png (looked at by a person). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = inject('screenshotDir');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** True when the page scrolls sideways: a layout bug at that width. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * The page cannot scroll sideways, and nothing sticks out of the viewport either: the stylesheet clips
 * horizontal overflow on <html>, which would hide a too-wide element rather than make it scroll.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), `${where} scrolls sideways`).toBe(false);
  const sticking = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1) && !insideScroller(el);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 50)}`);
  });
  expect(sticking, `${where}: elements wider than the screen`).toEqual([]);
}

/**
 * Waits until React has hydrated the element, then returns it. A server-rendered button is on the page
 * (and clickable for Playwright) before the storefront's JavaScript has taken it over; a click in between
 * is lost, as a shopper's tap would be. React marks each element it owns with its own props key.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.waitFor();
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  return locator;
}
