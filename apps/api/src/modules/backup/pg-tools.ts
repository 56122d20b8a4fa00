import { spawn } from 'node:child_process';
import { BackupError } from './backup-manifest.ts';

/**
 * libpq reads the password from PGPASSWORD, so it never appears on the command line (where `ps` shows it
 * to every user of the machine). The rest of DATABASE_URL (host, port, user, database, sslmode…) stays a URL.
 */
function connectionArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs pg_dump or pg_restore against DATABASE_URL; their own error text becomes the message. */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const { dbname, env } = connectionArgs(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. Install the PostgreSQL client tools of the server's major version ` +
                `or newer (Debian/Ubuntu: postgresql-client-<version>); the Docker image has them.`,
            )
          : err,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const hint = /server version mismatch|unsupported version/i.test(stderr)
        ? `\n${tool} must be of the server's major version or newer.`
        : '';
      reject(new BackupError(`${tool} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}${hint}`));
    });
  });
}
