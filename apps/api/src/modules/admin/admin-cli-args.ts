export type AdminCommand =
  | { command: 'create'; tenant: string; email: string; password: string; name?: string; role?: string }
  | { command: 'list'; tenant: string }
  | { command: 'disable'; tenant: string; email: string }
  | { command: 'help' };

export const ADMIN_CLI_USAGE = `Manage the staff accounts of a shop.

Usage:
  npm run admin -- create  --tenant <shop> --email <email> --password <password> [--name <name>]
                           [--role owner|staff]   (default owner: owners manage staff and read the audit log)
  npm run admin -- list    --tenant <shop>
  npm run admin -- disable --tenant <shop> --email <email>

Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded database) like the server.
The embedded database cannot be opened while the server runs on the same DATA_DIR: stop it first.
Disabling a staff member also signs them out everywhere; the last active owner cannot be disabled.`;

/** A mistake in the command line: the CLI prints it with the usage text. */
export class AdminUsageError extends Error {}

const FLAGS: Record<Exclude<AdminCommand['command'], 'help'>, { required: string[]; optional: string[] }> = {
  create: { required: ['tenant', 'email', 'password'], optional: ['name', 'role'] },
  list: { required: ['tenant'], optional: [] },
  disable: { required: ['tenant', 'email'], optional: [] },
};

/** `create --tenant demo --email a@b.in --password x` (or `--email=a@b.in`) → a command. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  if (!(command in FLAGS)) throw new AdminUsageError(`Unknown command "${command}".`);
  const spec = FLAGS[command as keyof typeof FLAGS];
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new AdminUsageError(`Unexpected argument "${arg}".`);
    const flag = match[1]!;
    if (!spec.required.includes(flag) && !spec.optional.includes(flag)) {
      throw new AdminUsageError(`"${command}" does not take --${flag}.`);
    }
    const value = match[2] ?? rest[++i];
    if (value === undefined || value.startsWith('--')) throw new AdminUsageError(`--${flag} needs a value.`);
    values[flag] = value;
  }
  const missing = spec.required.filter((f) => !values[f]?.trim());
  if (missing.length) throw new AdminUsageError(`Missing ${missing.map((f) => `--${f}`).join(', ')}.`);
  return { command, ...values } as AdminCommand;
}
