import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { buildApp } from './app.ts';
import { builtAppProblems } from './lib/build-stamp.ts';
import { closeGracefullyOnSignals } from './lib/graceful-shutdown.ts';

const startedAt = performance.now();

/** Start-up problems an operator can fix get one clear line, not a stack trace. */
function refuseToStart(message: string): never {
  console.error(`\nPataka cannot start: ${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  refuseToStart((err as Error).message);
}

// Never serve bundles of another mode (decision 140): production refuses, development says so.
if (config.env !== 'test') {
  const problems = builtAppProblems(config);
  if (problems.length && config.env === 'production') {
    refuseToStart(
      `${problems.join('; ')}. Build again with \`npm run build\` (\`npm start\` does it itself).`,
    );
  }
  for (const problem of problems) console.warn(`Warning: ${problem}; \`npm start\` builds it again.`);
}

let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
} catch (err) {
  if (err instanceof DataDirLockedError) refuseToStart(err.message);
  throw err;
}

let app;
try {
  app = await buildApp({ config, database, ownsDatabase: true });
} catch (err) {
  await database.close();
  refuseToStart((err as Error).message);
}
// From here a signal closes the app (and with it the database), also while migrating or seeding.
closeGracefullyOnSignals(app, { timeoutMs: config.shutdownTimeoutMs });

try {
  await runMigrations(database);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      log: (m) => app.log.warn(m),
    });
    if (seeded) app.log.info('Seeded the demo shops "demo" and "demo2"');
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Pataka ready in ${Math.round(performance.now() - startedAt)} ms on ${database.kind}: http://localhost:${config.port}`,
  );
} catch (err) {
  // A signal during start-up closed the database under the migration: that shutdown finishes the exit.
  if (app.lifecycle.phase !== 'stopping') {
    app.log.error(err);
    await app.close();
    process.exit(1);
  }
}
