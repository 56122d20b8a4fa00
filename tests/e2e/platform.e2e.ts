// Issue 29 in the browser: an operator signs in at /platform, creates a shop (the owner's invite link
// shows), adds a domain, sees the DNS records, gets it verified against a real dnsmasq serving the TXT
// record on a loopback port (the server's DNS_SERVERS, global-setup.ts), pauses the shop with a reason and
// resumes it. At 1280 px and 375 px, with a screenshot of each screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dnsmasqPath, startDnsmasq, type Dnsmasq } from '../../apps/api/test/helpers/dnsmasq.ts';
import {
  DESKTOP,
  hasHorizontalScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';

const hasDnsmasq = Boolean(dnsmasqPath());
if (!hasDnsmasq) console.warn('platform.e2e.ts skipped: dnsmasq is not installed (apt-get install dnsmasq).');

let browser: Browser;
let dns: Dnsmasq | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await dns?.stop();
  await browser?.close();
});

async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(200);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${width}px`).toBe(false);
  await screenshot(page, `platform-${name}-${width}`);
}

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

describe.skipIf(!hasDnsmasq)('the operator console', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`creates a shop, verifies its domain, pauses and resumes it at ${viewport.width}px`, async () => {
      const width = viewport.width;
      const operator = inject('operator');
      const { page, context } = await newShopper(browser, { viewport });
      try {
        await page.goto('/platform');
        await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
        await shoot(page, 'sign-in', width);
        await page.getByLabel('Email').fill(operator.email);
        await page.getByLabel('Password').fill(operator.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Shops' }).waitFor();
        await page.getByText('demo2', { exact: true }).locator('visible=true').first().waitFor();
        await shoot(page, 'shops', width);

        // A new shop and its owner's invite.
        const id = `kaveri-${width}`;
        await page.getByRole('link', { name: 'New shop' }).click();
        await page.getByLabel('Shop name').fill(`Kaveri Crackers ${width}`);
        await page.getByLabel('Shop id').fill(id);
        await page.getByLabel("Owner's email").fill(`owner-${width}@kaveri.test`);
        await page.getByRole('button', { name: 'Create shop and invite the owner' }).click();
        const invite = page.getByTestId('invite-link');
        await invite.waitFor();
        expect(await invite.textContent()).toContain(`/admin/accept-invite?shop=${id}&token=`);
        await shoot(page, 'created', width);

        // A domain: pending, with the records to create.
        await page.getByRole('link', { name: 'Open the shop' }).click();
        await page.getByRole('heading', { name: `Kaveri Crackers ${width}` }).waitFor();
        const host = `${id}.test`;
        await page.getByLabel('Add a domain').fill(host);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const card = page.getByTestId(`domain-${host}`);
        await card.getByText('pending').waitFor();
        const txtRow = card.locator('tr', { hasText: `_pataka-verify.${host}` });
        const token = (await txtRow.locator('td').nth(2).textContent())!.trim();
        expect(token.length).toBeGreaterThan(10);
        await shoot(page, 'domain-pending', width);

        // The owner creates the TXT record: dnsmasq now serves it; Verify now finds it.
        await dns?.stop();
        dns = await startDnsmasq(inject('dnsPort'), { [`_pataka-verify.${host}`]: token });
        await card.getByRole('button', { name: 'Verify now' }).click();
        await card.getByText('verified').waitFor();
        await shoot(page, 'domain-verified', width);

        // Pause with a reason, then resume.
        const state = section(page, 'State');
        await state.getByLabel('New state').selectOption('paused');
        await state.getByLabel('Reason').fill('Season fee not paid yet');
        await state.getByRole('button', { name: 'Change state' }).click();
        await page.getByTestId('shop-status').getByText('paused').waitFor();
        await state.getByText('Season fee not paid yet').waitFor();
        await shoot(page, 'paused', width);
        await state.getByLabel('New state').selectOption('active');
        await state.getByLabel('Reason').fill('Fee received, thank you');
        await state.getByRole('button', { name: 'Change state' }).click();
        await page.getByTestId('shop-status').getByText('active').waitFor();

        // The list shows the shop active with its verified domain.
        await page.getByRole('link', { name: /Pataka\s*platform/ }).click();
        await page.getByRole('heading', { name: 'Shops' }).waitFor();
        const row = page.locator(width < 768 ? 'li' : 'tr', { hasText: `Kaveri Crackers ${width}` });
        await row.getByText(host).waitFor();
        await expect(row.getByText('verified').isVisible()).resolves.toBe(true);
        await shoot(page, 'shops-after', width);
      } finally {
        await context.close();
      }
    });
  }
});
