// Checking payment screenshots against the shop's bank statement (issue 16), as staff do it: shoppers
// upload screenshots for four enquiries (two genuine, one whose amount the bank credited differently,
// one whose UTR the bank never saw) and a fifth pays without uploading. Staff upload the bank statement
// on /admin/payments, check the dry-run preview, import it, see the badges in the inbox and on an
// enquiry, verify the two genuine payments in one action and attach the unclaimed credit to the fifth.
// Once at 1280 px (the counter PC) and once at 375 px (a phone), with screenshots of every step.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Order } from '@pataka/domain/api-types';
import {
  BANK_MATCH_BADGES,
  BANK_MATCH_EXPLAINED,
  STATEMENT_LAYOUT_LABELS,
  STATEMENT_MESSAGES,
  type StatementLayout,
} from '@pataka/domain/bank-statement';
import { toPaise } from '@pataka/domain/money';
import { generateStatement } from '../../apps/api/test/helpers/bank-statements.ts';
import { renderReceipt } from '../../apps/api/test/receipts/generate-receipts.ts';
import { DESKTOP, hasHorizontalScroll, launchBrowser, MOBILE, newShopper } from './support/browser.ts';
import { newCustomer, placeEnquiry, productId, shopperApi, staffToken } from './support/shop-api.ts';

const STAFF = { email: 'admin@demo.pataka.local', password: 'e2e-admin-password' };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
/** The day the shoppers paid (on the screenshots) and the statement's month around it. */
const PAID_ON = '2025-10-21';
const STATEMENT_FROM = '2025-10-01';

let browser: Browser;
let staff: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffToken(STAFF.email, STAFF.password);
});
afterAll(async () => {
  await browser?.close();
});

const randomUtr = () => `5${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
const formatPaise = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 })
    .format(paise / 100)
    .replace(/\.00$/, '');
const bankDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** The enquiry as staff read it (its proofs carry what OCR read and what the bank says). */
type StaffProof = { extractedData: { utr?: string | null } | null; bankMatch?: string | null };
type StaffOrder = Omit<Order, 'paymentProofs'> & { paymentProofs: StaffProof[] };
const staffOrder = (id: string) => shopperApi<StaffOrder>(`/orders/${id}`, { token: staff });

/** The shopper uploads a GPay screenshot of `rupees` with `utr`, and attaches it to the enquiry. */
async function sendProof(token: string, order: Order, utr: string, rupees: number) {
  const receipt = await renderReceipt({
    id: `e2e-reconciliation-${utr}`,
    theme: 'light',
    dateStyle: 'gpay',
    clock: '9:41',
    battery: 80,
    payerUpiId: 'kavitha.r@oksbi',
    payerBank: 'State Bank of India 1122',
    appTxnId: 'CICAgKDx7vLbHw',
    expected: {
      utr,
      amount: rupees,
      date: PAID_ON,
      time: '18:59',
      payeeUpiId: 'uniquecrackers@okaxis',
      payeeName: 'Unique Crackers',
      payerName: 'Kavitha Ramesh',
      status: 'Completed',
      app: 'Google Pay',
    },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(receipt.image)], { type: receipt.mime }), 'gpay.png');
  const upload = await shopperApi<{ url: string }>('/uploads/payment-proof', {
    method: 'POST',
    token,
    body: form,
  });
  await shopperApi<Order>(`/orders/${order.id}/payment-proof`, {
    method: 'POST',
    token,
    body: JSON.stringify({ paymentProofUrl: upload.url }),
  });
}

/** Sideways scrolling is a layout bug at that width; then the shot goes to docs/screenshots. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(300);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways at ${width}px`).toBe(false);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS, `reconciliation-${name}-${width}.png`),
    fullPage: true,
  });
}

/** The value beside a label in the preview's figures. */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The inbox entry of an enquiry: a card on phones, a table row on the counter PC. */
const inboxEntry = (page: Page, orderNumber: string): Locator =>
  page
    .locator('li, tr')
    .filter({ has: page.getByText(orderNumber, { exact: true }) })
    .filter({ visible: true })
    .first();

type Case = { order: Order; utr: string };

/**
 * Five enquiries from one shopper: two paid as the screenshot says, one the bank credited with ₹100 less,
 * one whose UTR is not in the statement, one paid without a screenshot. Each with its own quantities,
 * so no other test's enquiry has the same total (the unclaimed credit's suggestions go by amount).
 */
async function preparePayments(round: number) {
  const buyer = await newCustomer('Kavitha Ramesh');
  const [gift, shots] = await Promise.all([
    productId('grand-gift-box-50-items'),
    productId('120-shot-multicolour'),
  ]);
  const place = (i: number) =>
    placeEnquiry(buyer.token, [
      [gift, 1],
      [shots, 2 + round * 5 + i],
    ]);
  const cases: Case[] = [];
  for (let i = 0; i < 5; i++) cases.push({ order: await place(i), utr: randomUtr() });
  const [genuine1, genuine2, differs, missing, unclaimed] = cases as [Case, Case, Case, Case, Case];
  for (const c of [genuine1, genuine2, differs, missing])
    await sendProof(buyer.token, c.order, c.utr, c.order.total);
  // The server reads each screenshot in the background: wait until every UTR is read.
  for (const c of [genuine1, genuine2, differs, missing])
    await expect
      .poll(async () => (await staffOrder(c.order.id)).paymentProofs.at(-1)?.extractedData?.utr, {
        timeout: 60_000,
        interval: 1_000,
      })
      .toBe(c.utr);
  return { genuine1, genuine2, differs, missing, unclaimed };
}

describe('reconciling payments with the bank statement', () => {
  const rounds: Array<{ viewport: typeof DESKTOP; layout: StatementLayout; format: 'csv' | 'xlsx' }> = [
    { viewport: DESKTOP, layout: 'debit-credit', format: 'xlsx' },
    { viewport: MOBILE, layout: 'amount-cr-dr', format: 'csv' },
  ];
  rounds.forEach(({ viewport, layout, format }, round) => {
    it(`imports a statement and acts on what it says at ${viewport.width}px`, async () => {
      const width = viewport.width;
      const { genuine1, genuine2, differs, missing, unclaimed } = await preparePayments(round);
      const statement = generateStatement({
        layout,
        format,
        // A few bank rows of other kinds around the enquiries' payments, so the list stays short.
        rows: 16,
        seed: 160 + round,
        startDate: STATEMENT_FROM,
        days: 30,
        credits: [
          ...[genuine1, genuine2, unclaimed].map((c) => ({
            utr: c.utr,
            amountPaise: toPaise(c.order.total),
            date: PAID_ON,
          })),
          { utr: differs.utr, amountPaise: toPaise(differs.order.total) - 100_00, date: PAID_ON },
        ],
      });
      const withUtr = statement.expected.credits.filter((c) => c.utr).length;
      const { context, page } = await newShopper(browser, { viewport });
      try {
        await page.goto('/admin/login');
        await page.getByLabel('Email').fill(STAFF.email);
        await page.getByLabel('Password').fill(STAFF.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

        // Payments, from the console's navigation (the "More" sheet on a phone).
        if (width < 1024) await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('link', { name: 'Payments' }).filter({ visible: true }).click();
        await page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
        await shoot(page, 'start', width);

        // The dry run: what was recognised, nothing saved yet.
        await page.getByLabel('Choose bank statement file').setInputFiles({
          name: statement.fileName,
          mimeType:
            format === 'csv'
              ? 'text/csv'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: statement.bytes,
        });
        const preview = page.getByRole('region', { name: 'Statement preview' });
        await preview.waitFor();
        await preview.getByText(STATEMENT_LAYOUT_LABELS[layout]).waitFor();
        expect(await fact(page, 'Period').textContent()).toBe(
          `${bankDay(statement.expected.periodFrom)} – ${bankDay(statement.expected.periodTo)}`,
        );
        expect(await fact(page, 'Credits').textContent()).toBe(String(statement.expected.credits.length));
        expect(await fact(page, 'Credits with UTR').textContent()).toBe(String(withUtr));
        expect(await fact(page, 'Debits').textContent()).toBe(String(statement.expected.debits));
        expect(await fact(page, 'New credits').textContent()).toBe(String(withUtr));
        expect(await fact(page, 'Total credited').textContent()).toBe(
          formatPaise(statement.expected.credits.reduce((sum, c) => sum + c.amountPaise, 0)),
        );
        await preview.getByText(genuine1.utr).filter({ visible: true }).first().waitFor();
        await shoot(page, 'preview', width);

        // Import: the saved message, then the matching job's verdicts.
        await preview.getByRole('button', { name: `Import ${withUtr} credits` }).click();
        await page.getByText(STATEMENT_MESSAGES.imported(withUtr, withUtr)).first().waitFor();
        const verify = page.getByRole('button', { name: 'Verify 2 payments' });
        await verify.waitFor({ timeout: 30_000 });
        const problems = page.getByRole('region', { name: 'Check before shipping' });
        await problems.getByText(differs.order.orderNumber).filter({ visible: true }).first().waitFor();
        await problems.getByText(missing.order.orderNumber).filter({ visible: true }).first().waitFor();
        await shoot(page, 'matched', width);

        // The badges in the inbox.
        await page.goto('/admin/');
        await page.getByRole('heading', { name: 'Enquiries' }).waitFor();
        const expected: Array<[Case, string]> = [
          [genuine1, BANK_MATCH_BADGES.received.label],
          [genuine2, BANK_MATCH_BADGES.received.label],
          [differs, BANK_MATCH_BADGES.amount_differs.label],
          [missing, BANK_MATCH_BADGES.not_in_statement.label],
        ];
        for (const [c, label] of expected)
          await expect.poll(() => inboxEntry(page, c.order.orderNumber).textContent()).toContain(label);
        await shoot(page, 'inbox', width);

        // On the enquiry whose amount differs: the badge, the sentence, the bank's credit.
        await page.goto(`/admin/enquiries/${differs.order.id}`);
        await page.getByRole('heading', { name: differs.order.orderNumber }).waitFor();
        await page.getByText(BANK_MATCH_EXPLAINED.amount_differs).waitFor();
        await page.getByText(BANK_MATCH_BADGES.amount_differs.label).first().waitFor();
        await page
          .getByText(formatPaise(toPaise(differs.order.total) - 100_00))
          .first()
          .waitFor();
        await shoot(page, 'enquiry', width);

        // Verify the two the bank confirms, after the confirm step.
        await page.goto('/admin/payments');
        await verify.click();
        const confirm = page.getByRole('dialog', { name: 'Verify 2 payments?' });
        await shoot(page, 'verify-confirm', width);
        await confirm.getByRole('button', { name: 'Verify 2 payments' }).click();
        await page.getByText(STATEMENT_MESSAGES.verified(2)).first().waitFor();
        await page.getByText(STATEMENT_MESSAGES.noneToVerify).waitFor();
        for (const c of [genuine1, genuine2])
          expect((await staffOrder(c.order.id)).paymentStatus).toBe('verified');
        for (const c of [differs, missing])
          expect((await staffOrder(c.order.id)).paymentStatus).toBe('submitted');
        await shoot(page, 'verified', width);

        // The credit nobody claimed goes to the fifth enquiry (same amount, awaiting payment).
        const credit = page
          .getByRole('list', { name: 'Unclaimed credits' })
          .getByRole('listitem')
          .filter({ hasText: unclaimed.utr });
        await credit.getByRole('button', { name: /to an enquiry/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Attach to enquiry' });
        await dialog.getByRole('button', { name: `Attach to ${unclaimed.order.orderNumber}` }).click();
        await shoot(page, 'attach-confirm', width);
        await page
          .getByRole('dialog', { name: `Attach to ${unclaimed.order.orderNumber}?` })
          .getByRole('button', { name: `Attach ${formatPaise(toPaise(unclaimed.order.total))}` })
          .click();
        await page.getByText(STATEMENT_MESSAGES.attached(unclaimed.order.orderNumber)).first().waitFor();
        await expect.poll(async () => (await staffOrder(unclaimed.order.id)).paymentStatus).toBe('verified');
        await shoot(page, 'attached', width);

        // The same statement again: the dry run finds nothing new (the page was reloaded: the picker shows).
        await page.getByLabel('Choose bank statement file').setInputFiles({
          name: statement.fileName,
          mimeType: 'application/octet-stream',
          buffer: statement.bytes,
        });
        expect(await fact(page, 'New credits').textContent()).toBe('0');
        expect(await fact(page, 'Already imported').textContent()).toBe(String(withUtr));
      } catch (error) {
        await shoot(page, 'failure', width).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
