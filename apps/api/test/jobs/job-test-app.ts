import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/types.ts';
import { DEFAULT_JOB_POLICIES, withPolicies } from '../../src/lib/jobs/job-policies.ts';
import type { JobsPluginOptions } from '../../src/plugins/jobs.ts';
import { openTestDatabase } from '../helpers/test-db.ts';
import { FAST } from './queue-fixtures.ts';

/**
 * Like createTestApp, with job queue settings in seconds (retries 1 s apart, runs dead after 2 s) and,
 * optionally, a database the app does not own (so a test can look at it after close, or reopen on it).
 */
export async function createJobTestApp(
  overrides: Partial<Config> = {},
  opts: { jobs?: JobsPluginOptions; database?: Database; ownsDatabase?: boolean } = {},
) {
  const database = opts.database ?? (await openTestDatabase());
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    ownsDatabase: opts.ownsDatabase ?? !opts.database,
    logger: false,
    serveWeb: false,
    jobs: {
      maintenanceIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      ...opts.jobs,
      policies: withPolicies(withPolicies(DEFAULT_JOB_POLICIES, FAST), opts.jobs?.policies),
    },
  });
  await app.ready();
  return { app, db: database.db, database };
}

export type Hook = {
  url: string;
  hits: Array<{ body: Record<string, unknown>; delivery: string | undefined }>;
  /** The status of the next answers (a number), or 'hang'. */
  answer: number | 'hang';
  close(): Promise<void>;
};

/** A local webhook receiver recording each POST, answering `answer`. */
export async function fakeWebhook(answer: number | 'hang' = 204): Promise<Hook> {
  const hook = { hits: [], answer } as unknown as Hook;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const delivery = req.headers['x-pataka-delivery'];
      hook.hits.push({
        body: JSON.parse(body),
        delivery: typeof delivery === 'string' ? delivery : undefined,
      });
      if (hook.answer !== 'hang') res.writeHead(hook.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  hook.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return hook;
}
