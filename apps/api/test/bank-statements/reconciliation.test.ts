// Issue 16's acceptance on the API: 30 enquiries with proofs (20 genuine, 5 with a UTR not in the
// statement, 3 with a wrong amount, 2 reusing a UTR), a statement imported, badges, bulk verify,
// re-import, tenants kept apart, unclaimed credits attached, automatic verification.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BankMatch,
  ReconciliationDto,
  StatementPreviewDto,
  UnclaimedCreditDto,
} from '@pataka/domain/bank-statement';
import { orderStatusHistory, paymentProofs, uploads } from '../../src/db/schema/orders.ts';
import { statementCredits } from '../../src/db/schema/payments.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { generateStatement } from '../helpers/bank-statements.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { auditFor, call, placeEnquiry, type PlacedOrder } from '../staff/desk-fixtures.ts';
import { multipart } from '../uploads/multipart.ts';

let t: TestApp;
let shop: Catalogue;
let staff: string;
let staff2: string;

type Case = {
  order: PlacedOrder;
  customerToken: string;
  utr: string;
  proofAmountPaise: number;
  kind: string;
  proofId?: string;
};
const cases: Case[] = [];
const PAID_ON = '2026-10-15';
const utrOf = (n: number) => `6${String(n).padStart(11, '0')}`;

/** An upload the server has "read" (as the OCR job leaves it), attached through the shopper's route. */
async function attachProof(
  order: PlacedOrder,
  customer: { id: string; token: string },
  utr: string,
  rupees: number,
) {
  const uploadId = randomUUID();
  await t.db.insert(uploads).values({
    tenantId: 'demo',
    id: uploadId,
    customerId: customer.id,
    storageKey: `test-${uploadId}`,
    fileName: 'gpay.png',
    fileType: 'image/png',
    sizeBytes: 1000,
    contentHash: randomUUID(),
    extractedData: {
      extraction: 'done',
      durationMs: 1,
      rawText: '',
      utr,
      amount: rupees,
      date: PAID_ON,
      time: '10:00',
      payeeUpiId: null,
      payeeName: null,
      payerName: null,
      app: 'Google Pay',
      status: 'Paid Successfully',
      confidence: 1,
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/payment-proof`,
    headers: as('demo', customer.token),
    payload: { paymentProofUrl: `/api/v1/uploads/${uploadId}/file` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [proof] = await t.db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.tenantId, 'demo'), eq(paymentProofs.uploadId, uploadId)));
  return proof!.id;
}

async function importFile(file: { bytes: Buffer; fileName: string }, dryRun: boolean, token = staff) {
  const form = multipart({
    fileName: file.fileName,
    contentType: 'application/octet-stream',
    bytes: file.bytes,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/statements?dryRun=${dryRun}`,
    headers: { ...as('demo', token), ...form.headers },
    payload: form.payload,
  });
}

async function reconciliation(token = staff, tenant = 'demo'): Promise<ReconciliationDto> {
  const res = await call(t, 'GET', '/payments/reconciliation', token, undefined, tenant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReconciliationDto;
}

/** Matching runs as a job after the import: wait until it has run. */
const matched = () =>
  vi.waitFor(
    async () => {
      const r = await reconciliation();
      if (r.matching) throw new Error('still matching');
      return r;
    },
    { timeout: 10_000, interval: 50 },
  );

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = (await adminToken(t.db, 'demo')).token;
  staff2 = (await adminToken(t.db, 'demo2')).token;
  const kinds = [
    ...Array<string>(20).fill('genuine'),
    ...Array<string>(5).fill('absent'),
    ...Array<string>(3).fill('wrong-amount'),
    ...Array<string>(2).fill('reuse'),
  ];
  for (const [i, kind] of kinds.entries()) {
    const customer = await customerWithToken(t.db, 'demo');
    const order = await placeEnquiry(t, customer.token, [[shop.rocket.id, 3 + i]], {
      contactPhone: customer.phone,
    });
    const utr = kind === 'reuse' ? cases[i - 25]!.utr : utrOf(i);
    const proofAmountPaise = Math.round(order.total * 100);
    const c: Case = { order, customerToken: customer.token, utr, proofAmountPaise, kind };
    c.proofId = await attachProof(order, customer, utr, order.total);
    cases.push(c);
  }
}, 120_000);

afterAll(async () => {
  await t?.app.close();
});

/** The statement: the 20 genuine and 3 wrong-amount credits among 200 rows of other traffic. */
function statementFor(format: 'csv' | 'xlsx') {
  const credits = cases
    .filter((c) => c.kind === 'genuine' || c.kind === 'wrong-amount')
    .map((c) => ({
      utr: c.utr,
      amountPaise: c.kind === 'wrong-amount' ? c.proofAmountPaise - 10_000 : c.proofAmountPaise,
      date: PAID_ON,
    }));
  return generateStatement({
    layout: 'debit-credit',
    format,
    rows: 200,
    credits,
    seed: 16,
    startDate: '2026-10-01',
    days: 30,
  });
}

describe('reconciling payment proofs with the bank statement', () => {
  it('previews what it recognised without saving anything', async () => {
    const file = statementFor('xlsx');
    const res = await importFile(file, true);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data as StatementPreviewDto;
    expect(preview.layout).toBe('debit-credit');
    expect(preview.columns.map((c) => c.role)).toEqual(
      expect.arrayContaining(['date', 'narration', 'credit', 'debit']),
    );
    expect(preview.periodFrom >= '2026-10-01' && preview.periodTo <= '2026-10-31').toBe(true);
    expect(preview.creditsWithUtr).toBe(file.expected.credits.filter((c) => c.utr).length);
    expect(preview.newCredits).toBe(preview.creditsWithUtr);
    const stored = await t.db.select().from(statementCredits).where(eq(statementCredits.tenantId, 'demo'));
    expect(stored).toHaveLength(0);
    expect((await reconciliation()).statements).toHaveLength(0);
  });

  it('imports it, then gives every proof exactly the right badge', async () => {
    const res = await importFile(statementFor('xlsx'), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.statement.creditsAdded).toBeGreaterThanOrEqual(23);
    const r = await matched();
    expect(r.counts).toEqual({
      received: 20,
      not_in_statement: 5,
      amount_differs: 3,
      claimed_elsewhere: 2,
      unchecked: 0,
    });
    const expected: Record<string, BankMatch> = {
      genuine: 'received',
      absent: 'not_in_statement',
      'wrong-amount': 'amount_differs',
      reuse: 'claimed_elsewhere',
    };
    for (const c of cases) {
      const order = (await call(t, 'GET', `/orders/${c.order.id}`, staff)).json().data;
      expect(order.paymentProofs[0].bankMatch, `${c.kind} ${c.order.orderNumber}`).toBe(expected[c.kind]);
    }
    expect(r.received.map((p) => p.proofId).sort()).toEqual(
      cases
        .filter((c) => c.kind === 'genuine')
        .map((c) => c.proofId)
        .sort(),
    );
  });

  it('never shows the bank match to the shopper', async () => {
    const c = cases[0]!;
    const staffView = (await call(t, 'GET', `/orders/${c.order.id}`, staff)).json().data;
    expect(staffView.paymentProofs[0].bankCredit.utr).toBe(c.utr);
    const shopper = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${c.order.id}`,
      headers: as('demo', c.customerToken),
    });
    expect(shopper.statusCode, shopper.body).toBe(200);
    const proof = shopper.json().data.paymentProofs[0];
    expect(proof.status).toBe('submitted');
    expect(proof).not.toHaveProperty('bankMatch');
    expect(proof).not.toHaveProperty('bankCredit');
  });

  it('lets one statement credit confirm at most one proof', async () => {
    const claims = await t.db
      .select({ proof: statementCredits.matchedProofId })
      .from(statementCredits)
      .where(eq(statementCredits.tenantId, 'demo'));
    const proofs = claims.map((c) => c.proof).filter(Boolean);
    expect(new Set(proofs).size).toBe(proofs.length);
    const reuse = cases.find((c) => c.kind === 'reuse')!;
    const original = cases.find((c) => c.kind === 'genuine' && c.utr === reuse.utr)!;
    const [credit] = await t.db
      .select({ proof: statementCredits.matchedProofId })
      .from(statementCredits)
      .where(and(eq(statementCredits.tenantId, 'demo'), eq(statementCredits.utr, reuse.utr)));
    expect(credit!.proof).toBe(original.proofId);
  });

  it('keeps one shop out of another shop’s statement', async () => {
    const other = await reconciliation(staff2, 'demo2');
    expect(other.statements).toHaveLength(0);
    expect(other.unclaimedCredits).toBe(0);
    const credits = await call(t, 'GET', '/payments/unclaimed-credits', staff2, undefined, 'demo2');
    expect(credits.json().data).toEqual([]);
    const mine = (await call(t, 'GET', '/payments/unclaimed-credits', staff)).json()
      .data as UnclaimedCreditDto[];
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await call(
      t,
      'POST',
      `/payments/unclaimed-credits/${mine[0]!.id}/attach`,
      staff2,
      {
        orderId: cases[0]!.order.id,
      },
      'demo2',
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('verifies only the received proofs in one action, each in the history and the audit log', async () => {
    const before = await reconciliation();
    const ids = [...before.received.map((p) => p.proofId), ...before.problems.map((p) => p.proofId)];
    const res = await call(t, 'POST', '/payments/verify-received', staff, { proofIds: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ verified: 20, skipped: 10 });
    for (const c of cases) {
      const [row] = await t.db
        .select({ status: paymentProofs.status })
        .from(paymentProofs)
        .where(eq(paymentProofs.id, c.proofId!));
      expect(row!.status, c.kind).toBe(c.kind === 'genuine' ? 'verified' : 'submitted');
    }
    const genuine = cases[0]!;
    const audit = await auditFor(t, genuine.proofId!);
    expect(audit.at(-1)).toMatchObject({ action: 'payment.verify' });
    expect(audit.at(-1)!.summary).toContain(genuine.utr);
    const history = await t.db
      .select({ notes: orderStatusHistory.notes })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, genuine.order.id));
    expect(history.some((h) => h.notes?.includes(`UTR ${genuine.utr}`))).toBe(true);
    const order = (await call(t, 'GET', `/orders/${genuine.order.id}`, staff)).json().data;
    expect(order.paymentStatus).toBe('verified');
    expect((await reconciliation()).counts.received).toBe(0);
  });

  it('changes nothing when the same statement is imported again (CSV this time)', async () => {
    const before = await t.db.select().from(statementCredits).where(eq(statementCredits.tenantId, 'demo'));
    const statements = (await reconciliation()).statements.length;
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await importFile(statementFor(format), false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.statement).toBeNull();
      expect(res.json().data.message).toMatch(/^Nothing new/);
    }
    const after = await t.db.select().from(statementCredits).where(eq(statementCredits.tenantId, 'demo'));
    expect(after).toEqual(before);
    const r = await matched();
    expect(r.statements).toHaveLength(statements);
    expect(r.counts).toMatchObject({
      received: 0,
      not_in_statement: 5,
      amount_differs: 3,
      claimed_elsewhere: 2,
    });
  });

  it('lists credits nobody claimed and attaches one to an enquiry, once', async () => {
    const customer = await customerWithToken(t.db, 'demo');
    const order = await placeEnquiry(t, customer.token, [[shop.rocket.id, 40]], {
      contactPhone: customer.phone,
    });
    const list = (await call(t, 'GET', '/payments/unclaimed-credits', staff)).json()
      .data as UnclaimedCreditDto[];
    const credit = list[0]!;
    expect(credit.suggestions.length).toBeGreaterThan(0);
    const res = await call(t, 'POST', `/payments/unclaimed-credits/${credit.id}/attach`, staff, {
      orderId: order.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orderNumber).toBe(order.orderNumber);
    const after = (await call(t, 'GET', `/orders/${order.id}`, staff)).json().data;
    expect(after.paymentStatus).toBe('verified');
    expect(after.paymentProofs[0]).toMatchObject({ bankMatch: 'received', status: 'verified' });
    const again = await call(t, 'POST', `/payments/unclaimed-credits/${credit.id}/attach`, staff, {
      orderId: order.id,
    });
    expect(again.statusCode).toBe(409);
    const left = (await call(t, 'GET', '/payments/unclaimed-credits', staff)).json()
      .data as UnclaimedCreditDto[];
    expect(left.map((c) => c.id)).not.toContain(credit.id);
  });

  it('verifies by itself only when the shop turned that on', async () => {
    const list = (await call(t, 'GET', '/payments/unclaimed-credits', staff)).json()
      .data as UnclaimedCreditDto[];
    const [first, second] = list;
    const place = async (credit: UnclaimedCreditDto) => {
      const customer = await customerWithToken(t.db, 'demo');
      const order = await placeEnquiry(t, customer.token, [[shop.rocket.id, 3]], {
        contactPhone: customer.phone,
      });
      const proofId = await attachProof(order, customer, credit.utr!, credit.amountPaise / 100);
      return { order, proofId };
    };
    const manual = await place(first!);
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(paymentProofs).where(eq(paymentProofs.id, manual.proofId));
      expect(row!.bankMatch).toBe('received');
    });
    const [still] = await t.db.select().from(paymentProofs).where(eq(paymentProofs.id, manual.proofId));
    expect(still!.status).toBe('submitted');

    const owner = await call(t, 'PUT', '/payments/settings', staff, { autoVerify: true });
    expect(owner.statusCode, owner.body).toBe(200);
    // Turning it on verifies what the statement already confirms; a new proof is verified as it matches.
    const auto = await place(second!);
    for (const id of [manual.proofId, auto.proofId])
      await vi.waitFor(async () => {
        const [row] = await t.db.select().from(paymentProofs).where(eq(paymentProofs.id, id));
        expect(row).toMatchObject({ status: 'verified', reviewedBy: 'Bank statement' });
      });
    await call(t, 'PUT', '/payments/settings', staff, { autoVerify: false });
  });
});
