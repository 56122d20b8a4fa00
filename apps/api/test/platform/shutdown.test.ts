// SIGTERM under load, as `npm run bench:shutdown` measures it (20 runs there; a few here so CI guards it):
// the compiled server, and `npm start` as a user runs it, must exit 0 within 10 s with OCR busy, leave no
// process and no PGlite lock behind, and keep every enquiry it acknowledged.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/paths.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { ensureApiBuild } from './shutdown/api-build.ts';
import { prepareFixture, type ShutdownFixture } from './shutdown/fixture.ts';
import { problems, runShutdown, type ShutdownRun } from './shutdown/harness.ts';

let fixture: ShutdownFixture;
beforeAll(async () => {
  ensureApiBuild();
  fixture = await prepareFixture(testDbKind(), { serverUrl: process.env.TEST_DATABASE_URL, receipts: 6 });
}, 120_000);
afterAll(() => fixture?.dispose());

function expectClean(run: ShutdownRun) {
  expect(problems(run), run.tail).toEqual([]);
  expect(run.acknowledged).toBeGreaterThan(0);
  expect(run.ocrBusyAtSignal).toBe(true);
}

describe('SIGTERM under load', () => {
  it('the compiled server exits 0 within 10 s, lock released, every acknowledged enquiry kept', async () => {
    const runs = testDbKind() === 'pglite' ? 3 : 1;
    for (let i = 0; i < runs; i++) expectClean(await runShutdown(fixture, { via: 'node', loadMs: 2000 }));
  }, 180_000);

  // Once, on PGlite (the database makes no difference to how npm passes the signal on).
  it.skipIf(testDbKind() === 'postgres')(
    '`npm start` rebuilds a stale API, and SIGTERM to npm ends everything with code 0',
    async () => {
      const built = path.join(apiRoot, 'dist/server.js');
      // A build of the other mode (issue 26: a shell that exported NODE_ENV=development once): the stamp says
      // so, and npm start must build the API again rather than start on it.
      const stampFile = path.join(apiRoot, 'dist/.build-stamp.json');
      const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : {};
      fs.writeFileSync(stampFile, JSON.stringify({ ...stamp, mode: 'development' }));
      const before = fs.statSync(built).mtimeMs;
      const run = await runShutdown(fixture, {
        via: 'npm-start',
        loadMs: 2000,
        // The storefront and console builds are not under test here (and take a minute on two cores).
        env: { WEB_DIST_DIR: 'apps/web/dist', ADMIN_DIST_DIR: 'apps/admin/dist' },
      });
      expectClean(run);
      expect(run.tail).toContain('Building the API');
      expect(fs.statSync(built).mtimeMs).toBeGreaterThan(before);
      expect(JSON.parse(fs.readFileSync(stampFile, 'utf8')).mode).toBe('production');
    },
    180_000,
  );
});
