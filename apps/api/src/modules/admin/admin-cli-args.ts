export type AdminCommand =
  | { command: 'create'; tenant: string; email: string; password: string; name?: string; role?: string }
  | { command: 'list'; tenant: string }
  | { command: 'disable'; tenant: string; email: string }
  | {
      command: 'create-shop';
      tenant: string;
      name: string;
      ownerEmail: string;
      ownerPassword?: string;
      ownerName?: string;
    }
  | { command: 'create-operator'; email: string; name: string }
  | { command: 'export-shop'; tenant: string; out: string }
  | { command: 'import-shop'; from: string }
  | { command: 'backup'; out: string }
  | { command: 'restore'; from: string }
  | { command: 'help' };

export const ADMIN_CLI_USAGE = `Create a shop, manage its staff accounts, back up and restore.

Usage:
  npm run admin -- create  --tenant <shop> --email <email> --password <password> [--name <name>]
                           [--role owner|staff]   (default owner: owners manage staff and read the audit log)
  npm run admin -- list    --tenant <shop>
  npm run admin -- disable --tenant <shop> --email <email>
  npm run admin -- create-shop --tenant <shop-id> --name <shop name> --owner-email <email>
                           [--owner-password <password>] [--owner-name <name>]
                           (a new, empty shop and its owner; without --owner-password one is
                            generated and printed once; shop ids are a-z, 0-9 and hyphens)
  npm run admin -- create-operator --email <email> --name <name>
                           (an operator of the whole deployment, who signs in at /platform; a
                            one-time password is printed once: set up two-step sign-in after)
  npm run admin -- export-shop --tenant <shop-id> --out <file.tar.gz>
  npm run admin -- import-shop <file.tar.gz>   (or --from <file.tar.gz>)
                           (one shop's archive: a JSON file per table with that shop's rows and its
                            stored files, manifest with checksums; import loads it into this
                            deployment keeping every id, refused when the shop id is taken)
  npm run admin -- backup  --out <file.tar.gz>
  npm run admin -- restore --from <file.tar.gz>

Backup writes one archive: manifest.json (checksums), the database dump and every stored file
(payment proofs, product pictures; from DATA_DIR or the S3 bucket). PostgreSQL is dumped with
pg_dump while the servers keep running (pg_dump must be of the server's major version or newer);
pg-boss's schemas ("pgboss_jobs", and "pgboss" of pg-boss 10) are left out: its jobs are transient, stale ones must not replay into a
restored shop, and pg-boss recreates it at the next start. The embedded database is dumped by
PGlite itself: stop the server first. The archive holds customers' data: keep it private.
Restore writes only into an EMPTY target of the same kind (an empty DATA_DIR, or an empty
PostgreSQL database at DATABASE_URL, and empty file storage) and refuses anything else; it loads
the database, then every file (checksums verified), then applies this version's migrations,
so a backup from an older version comes back upgraded. If it fails after the database was
loaded, empty the target again before retrying. Relative paths are from where you run npm.

Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded database) like the server.
The embedded database cannot be opened while the server runs on the same DATA_DIR: stop it first.
Disabling a staff member also signs them out everywhere; the last active owner cannot be disabled.
A running server that was asked for a shop id before it existed keeps answering "Unknown tenant" for up to 10 s.`;

/** A mistake in the command line: the CLI prints it with the usage text. */
export class AdminUsageError extends Error {}

const FLAGS: Record<Exclude<AdminCommand['command'], 'help'>, { required: string[]; optional: string[] }> = {
  create: { required: ['tenant', 'email', 'password'], optional: ['name', 'role'] },
  list: { required: ['tenant'], optional: [] },
  disable: { required: ['tenant', 'email'], optional: [] },
  backup: { required: ['out'], optional: [] },
  'create-operator': { required: ['email', 'name'], optional: [] },
  'export-shop': { required: ['tenant', 'out'], optional: [] },
  'import-shop': { required: ['from'], optional: [] },
  restore: { required: ['from'], optional: [] },
  'create-shop': {
    required: ['tenant', 'name', 'owner-email'],
    optional: ['owner-password', 'owner-name'],
  },
};

/** --owner-email → ownerEmail */
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `create --tenant demo --email a@b.in --password x` (or `--email=a@b.in`) → a command. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [command, ...args] = argv;
  // import-shop takes its archive as a plain argument too: `import-shop shop.tar.gz`.
  const rest = command === 'import-shop' && args[0] && !args[0].startsWith('--') ? ['--from', ...args] : args;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  if (!(command in FLAGS)) throw new AdminUsageError(`Unknown command "${command}".`);
  const spec = FLAGS[command as keyof typeof FLAGS];
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const match = /^--([a-z]+(?:-[a-z]+)*)(?:=(.*))?$/.exec(arg);
    if (!match) throw new AdminUsageError(`Unexpected argument "${arg}".`);
    const flag = match[1]!;
    if (!spec.required.includes(flag) && !spec.optional.includes(flag)) {
      throw new AdminUsageError(`"${command}" does not take --${flag}.`);
    }
    const value = match[2] ?? rest[++i];
    if (value === undefined || value.startsWith('--')) throw new AdminUsageError(`--${flag} needs a value.`);
    values[camel(flag)] = value;
  }
  const missing = spec.required.filter((f) => !values[camel(f)]?.trim());
  if (missing.length) throw new AdminUsageError(`Missing ${missing.map((f) => `--${f}`).join(', ')}.`);
  return { command, ...values } as AdminCommand;
}
