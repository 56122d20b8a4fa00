import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { runMigrations } from '../../db/migrate.ts';
import { BackupError } from '../backup/backup-manifest.ts';
import { runBackupCommand } from '../backup/backup-command.ts';
import { ADMIN_CLI_USAGE, AdminUsageError, parseAdminArgs, type AdminCommand } from './admin-cli-args.ts';
import { runAdminCommand } from './run-admin-command.ts';
import { StaffAccountError } from './staff-accounts.service.ts';
import { OperatorAccountError } from '../platform/operator-auth.service.ts';
import { runShopExportCommand } from '../shop-export/shop-export-command.ts';

/** `npm run admin -- <command>`: shops, staff accounts, backup and restore. See ADMIN_CLI_USAGE. */

// `npm run admin` runs in apps/api; npm's INIT_CWD is where the operator typed it. Relative paths (DATA_DIR,
// --out, --from) must mean the same as for `npm start`, which serves from there too.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

let cmd: AdminCommand;
try {
  cmd = parseAdminArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof AdminUsageError)) throw err;
  console.error(`${err.message}\n\n${ADMIN_CLI_USAGE}`);
  process.exit(2);
}
if (cmd.command === 'help') {
  console.log(ADMIN_CLI_USAGE);
  process.exit(0);
}

const config = loadConfig();
if (cmd.command === 'backup' || cmd.command === 'restore') {
  try {
    console.log(await runBackupCommand(config, cmd));
    process.exit(0);
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  console.error(err instanceof DataDirLockedError ? err.message : `Cannot open the database: ${String(err)}`);
  process.exit(1);
}
try {
  await runMigrations(database);
  console.log(
    cmd.command === 'export-shop' || cmd.command === 'import-shop'
      ? await runShopExportCommand(config, database, cmd)
      : await runAdminCommand(database.db, cmd),
  );
} catch (err) {
  if (!(
    err instanceof StaffAccountError ||
    err instanceof OperatorAccountError ||
    err instanceof BackupError
  ))
    throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
