import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { seedDemo } from './seed-demo.ts';

/** `npm run db:seed`: migrates and (re)seeds the demo shops; existing rows are kept. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  await seedDemo(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    log: (m) => console.log(m),
  });
  console.log(`Seeded the demo shops into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}.`);
} finally {
  await database.close();
}
