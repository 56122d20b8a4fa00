import type { Db } from '../../db/types.ts';
import { ADMIN_CLI_USAGE, type AdminCommand } from './admin-cli-args.ts';
import { createShop } from './create-shop.service.ts';
import { createOperator } from '../platform/operator-auth.service.ts';
import { createStaffAccount, disableStaffAccount, listStaffAccounts } from './staff-accounts.service.ts';

/** Runs one parsed command and returns what the CLI prints. */
export async function runAdminCommand(db: Db, cmd: AdminCommand): Promise<string> {
  switch (cmd.command) {
    case 'help':
      return ADMIN_CLI_USAGE;
    case 'backup':
    case 'restore':
    case 'export-shop':
    case 'import-shop':
      // They open the database themselves (an empty target, a stopped server): admin.cli.ts runs them first.
      throw new Error(`"${cmd.command}" runs through runBackupCommand, before any database is opened`);
    case 'create': {
      const admin = await createStaffAccount(db, cmd);
      return `Created staff account ${admin.email} (${admin.name}, ${admin.role}) in shop "${cmd.tenant}".`;
    }
    case 'list': {
      const rows = await listStaffAccounts(db, cmd.tenant);
      if (!rows.length) return `No staff accounts in shop "${cmd.tenant}".`;
      return rows
        .map((r) => `${r.email}\t${r.name}\t${r.role}\t${r.isActive ? 'active' : 'disabled'}`)
        .join('\n');
    }
    case 'create-shop': {
      const shop = await createShop(db, cmd);
      const lines = [
        `Created shop "${shop.id}" (${shop.name}) with owner ${shop.ownerEmail}.`,
        `Sign in to the staff console of shop "${shop.id}" to finish its setup (GET /api/v1/admin/setup-checklist).`,
      ];
      if (shop.generatedPassword) {
        lines.push(`Owner password (shown only now; change it after signing in): ${shop.generatedPassword}`);
      }
      return lines.join('\n');
    }
    case 'create-operator': {
      const op = await createOperator(db, cmd);
      return [
        `Created operator ${op.email} (${op.name}).`,
        `One-time password (shown only now): ${op.password}`,
        'Sign in at /platform, then set up two-step sign-in there.',
      ].join('\n');
    }
    case 'disable':
      await disableStaffAccount(db, cmd);
      return `Disabled ${cmd.email} in shop "${cmd.tenant}" and ended their sessions.`;
  }
}
