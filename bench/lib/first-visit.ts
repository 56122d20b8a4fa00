import { chromium } from 'playwright-core';
import { CHROME_PATH } from './lighthouse-run.ts';

export type FirstVisit = { url: string; dialog: string | null };

/**
 * What a first-time visitor sees on top of the page: the text of a visible modal dialog (the legal
 * notice shows until agreed), or null. Lighthouse measures with that dialog on screen.
 */
export async function firstVisitDialogs(urls: string[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const out: FirstVisit[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const dialog = page
        .locator('[role="dialog"]:visible, [role="alertdialog"]:visible, dialog[open]:visible')
        .first();
      const text = (await dialog.count()) ? await dialog.innerText() : null;
      out.push({ url, dialog: text ? text.replace(/\s+/g, ' ').trim().slice(0, 90) : null });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
