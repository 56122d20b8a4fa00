// Decision 140 in the browser: a new owner turns on two-step sign-in (QR, secret, code, recovery codes),
// signs out, signs in with a code made here from the secret as an authenticator app would, and changes the
// shop's UPI id through the step-up prompt; the payee banner then says so. At 1280 px and at 375 px, with
// screenshots of each screen. The demo shop's UPI id is put back at the end for the other journeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  hasHorizontalScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';
import { shopperApi, staffToken } from './support/shop-api.ts';

const OWNER = { email: 'admin@demo.pataka.local', password: 'e2e-admin-password' };

let browser: Browser;
let ownerToken: string;
let originalUpi: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await staffToken(OWNER.email, OWNER.password);
  originalUpi = (await shopperApi<{ upiId: string }>('/admin/company', { token: ownerToken })).upiId;
});
afterAll(async () => {
  await shopperApi('/admin/auth/step-up', {
    method: 'POST',
    token: ownerToken,
    body: JSON.stringify({ password: OWNER.password }),
  });
  await shopperApi('/admin/company', {
    method: 'PUT',
    token: ownerToken,
    body: JSON.stringify({ upiId: originalUpi }),
  });
  await browser?.close();
});

async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(200);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${width}px`).toBe(false);
  await screenshot(page, `two-step-${name}-${width}`);
}

/** A code from `secret` for a time step after `after` (each code is accepted once). */
async function freshCode(secret: string, after: { step: number }) {
  let now = Math.floor(Date.now() / 1000);
  // The server accepts the next period's code too; beyond that, wait for the clock.
  while (Math.floor(now / 30) + 1 <= after.step) {
    await new Promise((r) => setTimeout(r, 1000));
    now = Math.floor(Date.now() / 1000);
  }
  const step = Math.max(Math.floor(now / 30), after.step + 1);
  after.step = step;
  return generate({ secret, epoch: step * 30 });
}

describe('two-step sign-in for the owner', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`turns it on, signs in with a code and changes the UPI id through the step-up at ${viewport.width}px`, async () => {
      const width = viewport.width;
      // A new owner of the demo shop, so the shared demo owner keeps signing in with the password alone.
      const email = `owner-${width}-${Date.now()}@demo.pataka.local`;
      const { temporaryPassword } = await shopperApi<{ temporaryPassword: string }>('/admin/staff', {
        method: 'POST',
        token: ownerToken,
        body: JSON.stringify({ email, name: `Meena ${width}`, role: 'owner', mode: 'password' }),
      });
      const staff = await newShopper(browser, { viewport });
      const { page } = staff;
      try {
        await page.goto('/admin/');
        await page.waitForURL('**/admin/login');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(temporaryPassword);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

        // Enrol: QR, the secret in text, a code, then the recovery codes once.
        await page.goto('/admin/two-step');
        await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
        await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
        const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
        expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
        await shoot(page, 'setup', width);
        const used = { step: 0 };
        await page.getByLabel('6-digit code').fill(await freshCode(secret, used));
        await page.getByRole('button', { name: 'Turn on' }).click();
        const codes = page.getByTestId('recovery-codes').getByRole('listitem');
        await codes.first().waitFor();
        expect(await codes.count()).toBe(10);
        await shoot(page, 'recovery-codes', width);
        await page.getByRole('button', { name: 'I have saved them' }).click();
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

        // Sign out, sign in again: the password, then a code.
        await page.evaluate(() => localStorage.clear());
        await page.goto('/admin/login');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(temporaryPassword);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('form', { name: 'Two-step sign-in' }).waitFor();
        await page.getByLabel('Code').fill('000000');
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
        await shoot(page, 'signin-code-wrong', width);
        await page.getByLabel('Code').fill(await freshCode(secret, used));
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

        // Change the UPI id: the save asks to confirm with a code, then goes through.
        const newUpi = `meena${width}@oksbi`;
        await page.goto('/admin/shop#upi');
        const upi = page.getByLabel('UPI ID');
        await upi.waitFor();
        await upi.fill(newUpi);
        await page.getByRole('button', { name: 'Save' }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
        await dialog.waitFor();
        await shoot(page, 'step-up', width);
        await dialog.getByLabel('Code from your authenticator app').fill(await freshCode(secret, used));
        await dialog.getByRole('button', { name: 'Confirm and save' }).click();
        await page.getByText('Shop details saved').first().waitFor();
        const company = await shopperApi<{ upiId: string }>('/company/public');
        expect(company.upiId).toBe(newUpi);

        // The banner says who changed it, from what to what.
        await page.reload();
        const banner = page.getByRole('status', { name: 'Payee changes' });
        await banner
          .getByText(new RegExp(`UPI id changed from .+ to ${newUpi} by Meena ${width} at`))
          .first()
          .waitFor();
        await shoot(page, 'banner', width);
      } finally {
        await staff.context.close();
      }
    }, 180_000);
  }
});
