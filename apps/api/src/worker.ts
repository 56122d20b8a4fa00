// `npm run worker`: runs background jobs (OCR, notifications, reminders, product pictures) without serving
// HTTP, beside API instances started with RUN_WORKERS=false or as extra hands. Needs PostgreSQL: the jobs
// are in its pg-boss tables; on the embedded PGlite the API runs its own jobs in-process.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { closeGracefullyOnSignals } from './lib/graceful-shutdown.ts';
import { buildWorkerApp } from './worker-app.ts';

function refuseToStart(message: string): never {
  console.error(`\nPataka worker cannot start: ${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  refuseToStart((err as Error).message);
}
if (!config.databaseUrl || config.jobQueue !== 'auto') {
  refuseToStart(
    'it needs DATABASE_URL (PostgreSQL) and JOB_QUEUE=auto: with the embedded PGlite or an in-process ' +
      'queue, jobs run inside the API itself (RUN_WORKERS=true).',
  );
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
let app;
try {
  await runMigrations(database);
  app = await buildWorkerApp({ config, database });
  await app.ready();
} catch (err) {
  await database.close();
  refuseToStart((err as Error).message);
}
app.log.info(`Pataka worker running jobs (${app.jobs.kind}); SIGTERM finishes running jobs and exits`);

// SIGTERM/SIGINT: stop taking jobs, let running ones finish within SHUTDOWN_TIMEOUT_MS (the rest go back
// to the queue), close, exit 0 — the server's own handling, so a duplicate of the first signal (npm, systemd)
// is not taken for an operator insisting.
closeGracefullyOnSignals(app, { timeoutMs: config.shutdownTimeoutMs });
