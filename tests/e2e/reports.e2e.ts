// The Reports screen (issue 28, decision 150), as a shop owner uses it at the end of the month: two
// enquiries invoiced through the API (one to a registered buyer), one of them credited, then in the
// console the summary for this month, and each of the three files downloaded and read back. Once at
// 375 px and once at 1280 px.
import fs from 'node:fs';
import xmlParser from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { presetRange } from '@pataka/domain/books/report-range';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  launchBrowser,
  MOBILE,
  newShopper,
  screenshot,
} from './support/browser.ts';
import { newCustomer, placeEnquiry, productId, shopperApi, staffToken } from './support/shop-api.ts';

const OWNER = { email: 'admin@demo.pataka.local', password: 'e2e-admin-password' };
const BUYER_GSTIN = '29AABCS1429B1ZQ';

let browser: Browser;
let owner: string;
const issued: string[] = [];

type Invoice = { id: string; number: string };

/** A confirmed, paid enquiry and its invoice, as staff issue it from the enquiry page. */
async function invoicedEnquiry(name: string, buyerGstin: string | null): Promise<Invoice> {
  const buyer = await newCustomer(name);
  const [gift, shots] = await Promise.all([
    productId('grand-gift-box-50-items'),
    productId('120-shot-multicolour'),
  ]);
  const order = await placeEnquiry(buyer.token, [
    [gift, 1],
    [shots, 3],
  ]);
  const staff = { token: owner };
  await shopperApi(`/orders/${order.id}/status`, {
    method: 'PATCH',
    ...staff,
    body: JSON.stringify({ status: 'confirmed' }),
  });
  await shopperApi(`/orders/${order.id}/payments/manual`, {
    method: 'POST',
    ...staff,
    body: JSON.stringify({
      utr: `5${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`,
      amount: order.total,
    }),
  });
  const invoice = await shopperApi<Invoice>(`/orders/${order.id}/invoice`, {
    method: 'POST',
    ...staff,
    body: JSON.stringify({ buyerGstin }),
  });
  issued.push(invoice.number);
  return invoice;
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await staffToken(OWNER.email, OWNER.password);
  // The demo shop files GST: tax invoices, not bills of supply.
  await shopperApi('/admin/company', {
    method: 'PUT',
    token: owner,
    body: JSON.stringify({ gstRegistered: true }),
  });
  await invoicedEnquiry('Kavitha Ramesh', null);
  await invoicedEnquiry('Sri Balaji Traders', BUYER_GSTIN);
  const credited = await invoicedEnquiry('Murugan Stores', null);
  await shopperApi(`/invoices/${credited.id}/credit-notes`, {
    method: 'POST',
    token: owner,
    body: JSON.stringify({ reason: 'Goods returned' }),
  });
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Enquiries' }).waitFor();
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(path!, 'utf8') };
}

describe('reports for the accountant', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const width = viewport.width;
    it(`the owner sees the month and downloads the three files (${width}px)`, async () => {
      const { context, page } = await newShopper(browser, { viewport });
      const month = presetRange('this-month', new Date());
      try {
        await signIn(page);
        // From the navigation, as an owner finds it (the phone's "More" sheet, the desktop sidebar).
        if (width < 600) await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('link', { name: 'Reports' }).click();
        await page.getByRole('heading', { name: 'Reports' }).waitFor();
        expect(await page.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe(
          'true',
        );
        const summary = page.getByTestId('report-summary');
        await summary.waitFor();
        const invoices = Number(
          await summary
            .getByRole('heading', { name: /Invoices/ })
            .locator('span')
            .nth(1)
            .textContent(),
        );
        expect(invoices).toBeGreaterThanOrEqual(3);
        await page.waitForTimeout(300);
        await expectNoSidewaysScroll(page, `reports ${width}`);
        await screenshot(page, `reports-${width}`);

        const register = await download(page, 'Download sales register (CSV)');
        expect(register.name).toBe(`sales-register_${month.from}_${month.to}.csv`);
        for (const number of issued) expect(register.text).toContain(number);
        expect(register.text).toContain('Credit note');
        expect(register.text).toMatch(/\r\nTotal,"\d+ invoices?, \d+ credit notes?",/);

        const gstr1 = await download(page, 'Download GSTR-1 summary (CSV)');
        expect(gstr1.name).toBe(`gstr1_${month.from}_${month.to}.csv`);
        expect(gstr1.text).toContain('Table 4A - B2B invoices');
        expect(gstr1.text).toContain(BUYER_GSTIN);
        expect(gstr1.text).toContain('GSTIN,33AABFU4821K1Z8');

        const tally = await download(page, 'Download Tally XML');
        expect(tally.name).toBe(`tally-vouchers_${month.from}_${month.to}.xml`);
        expect(xmlParser.validate(tally.text)).toBe(true);
        const doc = xmlParser.parse(tally.text, {
          ignoreAttributes: false,
          parseNodeValue: false,
          arrayMode: (n: string) => n === 'TALLYMESSAGE' || n === 'ALLLEDGERENTRIES.LIST',
        } as never);
        const vouchers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as {
          VOUCHER: { '@_VCHTYPE': string; 'ALLLEDGERENTRIES.LIST': { AMOUNT: string }[] };
        }[];
        expect(vouchers.some((m) => m.VOUCHER['@_VCHTYPE'] === 'Credit Note')).toBe(true);
        for (const { VOUCHER } of vouchers) {
          const paise = VOUCHER['ALLLEDGERENTRIES.LIST'].reduce(
            (n, e) => n + Math.round(Number(e.AMOUNT) * 100),
            0,
          );
          expect(paise).toBe(0);
        }

        // A period with nothing in it says so.
        await page.getByLabel('From', { exact: true }).fill('2024-01-01');
        await page.getByLabel('To', { exact: true }).fill('2024-01-31');
        await page.getByRole('button', { name: 'Show' }).click();
        await page.getByText('No invoices or credit notes in this period.').waitFor();
        expect(page.url()).toContain('from=2024-01-01&to=2024-01-31');
        await screenshot(page, `reports-${width}-empty`);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the Tally ledger names the owner saves', async () => {
    const { context, page } = await newShopper(browser, { viewport: DESKTOP });
    try {
      await signIn(page);
      await page.goto('/admin/reports');
      const form = page.getByRole('form', { name: 'Tally ledger names' });
      await form.getByLabel('Sales ledger').fill('Sales @ {rate}%');
      await form.getByLabel('Party ledger').fill('Counter Sales');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Saved').waitFor();
      await page.reload();
      expect(
        await page.getByRole('form', { name: 'Tally ledger names' }).getByLabel('Sales ledger').inputValue(),
      ).toBe('Sales @ {rate}%');
      const tally = await download(page, 'Download Tally XML');
      expect(tally.text).toContain('<LEDGERNAME>Sales @ 18%</LEDGERNAME>');
      expect(tally.text).toContain('<PARTYLEDGERNAME>Counter Sales</PARTYLEDGERNAME>');
    } finally {
      await context.close();
    }
  });
});
