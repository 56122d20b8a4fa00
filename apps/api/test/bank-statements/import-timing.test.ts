// A season's statement: 5,000 rows imported through the API, then matched by the job. The figures are
// printed for the note; the bound only catches a regression by an order of magnitude.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { ReconciliationDto } from '@pataka/domain/bank-statement';
import { adminToken } from '../helpers/auth.ts';
import { generateStatement } from '../helpers/bank-statements.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart } from '../uploads/multipart.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await adminToken(t.db, 'demo')).token;
});
afterAll(async () => {
  await t?.app.close();
});

it('imports and matches a 5,000-row statement in seconds', async () => {
  for (const format of ['xlsx', 'csv'] as const) {
    const file = generateStatement({
      layout: 'amount-cr-dr',
      format,
      rows: 5000,
      seed: format.length,
      days: 90,
    });
    const form = multipart({
      fileName: file.fileName,
      contentType: 'application/octet-stream',
      bytes: file.bytes,
    });
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/statements?dryRun=false',
      headers: { ...as('demo', staff), ...form.headers },
      payload: form.payload,
    });
    const importMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().data.statement?.creditsAdded ?? 0;
    expect(added).toBe(file.expected.credits.filter((c) => c.utr).length);
    await vi.waitFor(
      async () => {
        const r = (
          await t.app.inject({ url: '/api/v1/payments/reconciliation', headers: as('demo', staff) })
        ).json().data as ReconciliationDto;
        if (r.matching) throw new Error('still matching');
      },
      { timeout: 30_000, interval: 20 },
    );
    const totalMs = performance.now() - started;
    console.log(
      `5,000-row ${format} statement (${(file.bytes.length / 1024).toFixed(0)} KB, ${added} UPI credits): import ${importMs.toFixed(0)} ms, matched after ${totalMs.toFixed(0)} ms`,
    );
    expect(importMs).toBeLessThan(20_000);
  }
}, 120_000);
