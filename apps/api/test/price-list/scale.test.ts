import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { bulkRows, importFile, productCount, xlsxOf } from './price-list-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const N = 10_000;

describe(`a 10,000-row price list (${testDbKind()}): measured, loosely bounded`, () => {
  it('dry-runs and applies 10,000 rows', { timeout: 240_000 }, async () => {
    const before = await productCount(t.db);
    const file = { bytes: await xlsxOf(bulkRows(N, 'Scale')), fileName: 'scale-10k.xlsx' };
    const dry = await importFile(t, file, { dryRun: true, token });
    expect(dry.body.data).toMatchObject({ toCreate: N, invalid: [], truncated: true });
    expect(dry.body.data.rows).toHaveLength(2000);
    const applied = await importFile(t, file, { token });
    expect(applied.res.statusCode, applied.res.body).toBe(200);
    expect(applied.body.data.created).toBe(N);
    console.log(
      `[price-list] ${testDbKind()}: ${N} rows: dry run ${dry.ms} ms, import ${applied.ms} ms (server ${applied.body.data.ms} ms)`,
    );
    expect(applied.ms).toBeLessThan(120_000);
    expect(await productCount(t.db)).toBe(before + N);
    const again = await importFile(t, file, { dryRun: true, token });
    expect(again.body.data).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: N });
  });
});
